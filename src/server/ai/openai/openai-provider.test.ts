/**
 * The `openai` provider against a real HTTP server on 127.0.0.1 that speaks the OpenAI
 * chat-completions protocol (POST /v1/chat/completions, JSON in, `choices[0].message.content`
 * out), as Ollama, vLLM or llama.cpp server do. It shows: answers come from the model when one is
 * configured (`source: "model"`) and its prompt carries the engine's numbers; an error status, a
 * reply slower than the time-out and an unparsable answer each fall back to the built-in engine
 * (`source: "local-fallback"`); the API key reaches the model server and nothing else — no
 * response body, no log line. The first half drives the provider directly, the second the whole
 * server (buildApp with AI_PROVIDER=openai).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AXIS_KEYS } from '@engine/axes';
import { GenerateAlternativeResponse, PlainAnalysisResponse, StoredAnalysis } from '@contract/analysis';
import { DefinitionResponse } from '@contract/echo-room';
import { analysed as at, valuesOf } from '../../testing/ai-inputs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { createAiProvider } from '../create-provider';
import { createLocalProvider } from '../local/local-provider';
import { MODEL_TEXT_CAP } from '../prompts/shared';
import type { AiProvider } from '../provider';

const API_KEY = 'sk-test-4f9c1d2e8b7a6c5d4e3f2a1b0c9d8e7f';
const MODEL = 'llama3.1';

// ---------------------------------------------------------------------------------------------
// The fake model server.

interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

interface Received {
  authorization: string | undefined;
  body: ChatRequestBody;
}

/** How the server answers one completion request. */
type Behaviour =
  | { kind: 'answer' }
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'raw'; body: string }
  | { kind: 'slow'; delayMs: number };

const MODEL_MARK = 'from the model';

/** A JSON answer with every field the task's system prompt asks for ("JSON shape: {...}"). */
function modelAnswer(body: ChatRequestBody): string {
  const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
  const shape = /JSON shape: (.*)$/mu.exec(system)?.[1] ?? '';
  const keys = [...shape.matchAll(/"(\w+)"/gu)].map((match) => match[1]!);
  const task = /Task: (.{0,40})/u.exec(system)?.[1] ?? '';
  const answer: Record<string, unknown> = {};
  for (const key of keys) {
    answer[key] =
      key === 'aiInsights' ? [`${key} ${MODEL_MARK}`] : `${key} ${MODEL_MARK} (${task.slice(0, 20)})`;
  }
  return JSON.stringify(answer);
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  });
}

interface FakeModelServer {
  /** The base URL to configure, ending in /v1 as OpenAI's and Ollama's do. */
  baseUrl: string;
  received: Received[];
  behaviour: Behaviour;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeModelServer(): Promise<FakeModelServer> {
  const fake: Omit<FakeModelServer, 'baseUrl' | 'close'> = { received: [], behaviour: { kind: 'answer' } };
  const send = (response: ServerResponse, status: number, body: string) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return send(
          response,
          404,
          JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }),
        );
      }
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return send(response, 415, JSON.stringify({ error: { message: 'send JSON' } }));
      }
      const body = JSON.parse(await readBody(request)) as ChatRequestBody;
      fake.received.push({ authorization: request.headers.authorization, body });
      const behaviour = fake.behaviour;
      switch (behaviour.kind) {
        case 'answer':
          return send(response, 200, completion(body.model, modelAnswer(body)));
        case 'content':
          return send(response, 200, completion(body.model, behaviour.content));
        case 'status':
          return send(response, behaviour.status, behaviour.body);
        case 'raw':
          return send(response, 200, behaviour.body);
        case 'slow':
          setTimeout(() => send(response, 200, completion(body.model, modelAnswer(body))), behaviour.delayMs);
          return;
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/** Every log line, as written (JSON text), at the most talkative level. */
function captureLogs(): {
  lines: string[];
  logger: { level: string; stream: { write(line: string): void } };
} {
  const lines: string[] = [];
  return { lines, logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } };
}

const ANGRY = at('The weather was fine today. You NEVER listen to me!!! I am so sick of this.');

/** One call of each of the seven tasks, with its answer's text fields joined for searching. */
const TASKS: ReadonlyArray<readonly [string, (provider: AiProvider) => Promise<{ source: string }>]> = [
  ['plain feedback', (p) => p.plainFeedback(ANGRY)],
  ['enhanced analysis', (p) => p.enhancedAnalysis(ANGRY)],
  ['alternative wording', (p) => p.alternativeWording(ANGRY)],
  ['echo reply', (p) => p.echoReply({ ...ANGRY, mode: 'thread', original: null })],
  ['definition', (p) => p.defineTerm({ term: 'melancholy', analysis: analyse('melancholy', 'full') })],
  [
    'framed reply',
    (p) =>
      p.framedReply({
        userMessage: at('How could this sound warmer?'),
        emotionalValues: { ...valuesOf(ANGRY), warmthDetachment: 0.9 },
        original: ANGRY,
        alternative: null,
        conversationHistory: [],
      }),
  ],
  [
    'reanalysis',
    (p) =>
      p.reanalyseAdjusted({
        original: ANGRY,
        adjustedValues: { ...valuesOf(ANGRY), conflictCoherence: 0.8 },
      }),
  ],
];

// ---------------------------------------------------------------------------------------------

describe('the openai provider', () => {
  let fake: FakeModelServer;
  let logs: ReturnType<typeof captureLogs>;
  let logApp: FastifyInstance;
  let provider: AiProvider;
  const local = createLocalProvider({ source: 'local-fallback' });

  const build = (timeoutMs = 2_000) =>
    createAiProvider({
      provider: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs,
      logger: logApp.log,
    });

  beforeAll(async () => {
    fake = await startFakeModelServer();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    logs = captureLogs();
    logApp = Fastify({ logger: logs.logger });
    fake.received = [];
    fake.behaviour = { kind: 'answer' };
    provider = build();
  });
  afterEach(async () => {
    // Whatever happened, the key went to the model server only.
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.lines.join('\n')).not.toContain(API_KEY);
    await logApp.close();
  });

  it('answers every task from the model, with the key sent only as the bearer token', async () => {
    expect(provider.name).toBe('openai');
    for (const [task, call] of TASKS) {
      const answer = await call(provider);
      expect(answer.source, task).toBe('model');
      expect(JSON.stringify(answer), task).toContain(MODEL_MARK);
      expect(JSON.stringify(answer), task).not.toContain(API_KEY);
    }
    expect(fake.received).toHaveLength(TASKS.length);
    for (const { authorization, body } of fake.received) {
      expect(authorization).toBe(`Bearer ${API_KEY}`);
      expect(body.model).toBe(MODEL);
      expect(body.response_format).toEqual({ type: 'json_object' });
      expect(JSON.stringify(body.messages)).not.toContain(API_KEY);
    }
    // The configuration line says a model is set, without the key or the server's address.
    const configured = logs.lines.find((line) => line.includes('OpenAI-compatible model configured'))!;
    expect(JSON.parse(configured)).toMatchObject({ model: MODEL, keySet: true });
    expect(configured).not.toContain('127.0.0.1');
  });

  it('gives the model the engine’s numbers and the text, fenced as data', async () => {
    await provider.enhancedAnalysis(ANGRY);
    const [{ body }] = fake.received as [Received];
    const [system, user] = body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Task: Write a short conversational reading');
    expect(user!.role).toBe('user');
    const { analysis } = ANGRY;
    for (const key of AXIS_KEYS) expect(user!.content).toContain(`- ${key} (`);
    expect(user!.content).toContain(
      `warmthDetachment (Warmth vs Detachment): ${analysis.warmthDetachment.toFixed(2)}`,
    );
    expect(user!.content).toContain(
      `intensityRestraint (Intensity vs Restraint): ${analysis.intensityRestraint.toFixed(2)}`,
    );
    expect(user!.content).toContain(
      `conflictCoherence (Conflict vs Coherence): ${analysis.conflictCoherence.toFixed(2)}`,
    );
    expect(user!.content).toContain(`words: ${analysis.wordCount}, characters: ${analysis.characterCount}`);
    expect(user!.content).toContain(`${analysis.frequencyHz} Hz`);
    expect(user!.content).toContain(`summary: ${analysis.toneLensSummary}`);
    expect(user!.content).toContain(`<text>\n${ANGRY.text}\n</text>`);
  });

  it('tells the model which slider moved, from the original value to the new one', async () => {
    await TASKS[5]![1](provider);
    const user = fake.received[0]!.body.messages[1]!.content;
    expect(user).toContain(
      `- warmthDetachment: original ${ANGRY.analysis.warmthDetachment.toFixed(2)}, slider now 0.90 (+${(0.9 - ANGRY.analysis.warmthDetachment).toFixed(2)}, turned up)`,
    );
    expect(user).toContain('<message>\nHow could this sound warmer?\n</message>');
    // The same conversation rules as the built-in engine.
    const system = fake.received[0]!.body.messages[0]!.content;
    expect(system).toContain('address every question in it');
    expect(system).toContain('give a concrete rewording of their original text');
    expect(system).toContain('Never repeat an earlier Assistant reply word for word');
    expect(system).toContain('you turned warmth down from 0.67 to 0.30');
  });

  it('gives the model the rewrite rules the built-in engine keeps', async () => {
    await provider.alternativeWording(ANGRY);
    const system = fake.received[0]!.body.messages[0]!.content;
    for (const rule of [
      '"I" statements',
      'Nonviolent Communication',
      'remove insults',
      'ALL-CAPS',
      'never hand the text back unchanged',
    ])
      expect(system).toContain(rule);
  });

  it('checks the answers the way it checks the engine: language, no repeats, never the text unchanged', async () => {
    const chatMessage = (type: 'user' | 'ai', content: string) => ({
      id: `${type}-${content.length}`,
      type,
      content,
      timestamp: new Date(0).toISOString(),
      emotionalValues: valuesOf(ANGRY),
    });
    const framed = (history: ReturnType<typeof chatMessage>[]) =>
      provider.framedReply({
        userMessage: at('Why does it sound so cold?'),
        emotionalValues: valuesOf(ANGRY),
        original: ANGRY,
        alternative: null,
        conversationHistory: history,
      });
    const earlier = 'It reads cold because of “You NEVER listen to me”. What did you hope they would hear?';
    fake.behaviour = { kind: 'content', content: JSON.stringify({ response: earlier }) };
    expect((await framed([])).source).toBe('model');
    const repeated = await framed([
      chatMessage('user', 'Why does it sound so cold?'),
      chatMessage('ai', earlier),
    ]);
    expect(repeated.source).toBe('local-fallback');
    expect(repeated.response).not.toBe(earlier);
    expect(logs.lines.join('\n')).toContain('"reason":"repeated an earlier reply"');

    fake.behaviour = {
      kind: 'content',
      content: JSON.stringify({ response: 'Это звучит холодно, потому что вы пишете резко.' }),
    };
    expect((await framed([])).source).toBe('local-fallback');
    expect(logs.lines.join('\n')).toContain('"reason":"answered in another language"');

    fake.behaviour = { kind: 'content', content: JSON.stringify({ alternativeText: ANGRY.text }) };
    const unchanged = await provider.alternativeWording(ANGRY);
    expect(unchanged.source).toBe('local-fallback');
    expect(unchanged.alternativeText).not.toBe(ANGRY.text);
    expect(logs.lines.join('\n')).toContain('"reason":"returned the text unchanged"');
  });

  it('asks for the reply in the user’s language, and falls back when the model answers in English', async () => {
    const spanish = { ...ANGRY, language: 'es' as const };
    const replies = [
      () => provider.plainFeedback(spanish),
      () => provider.enhancedAnalysis(spanish),
      () => provider.echoReply({ ...spanish, mode: 'solo', original: null }),
      () =>
        provider.framedReply({
          userMessage: at('How could this sound warmer?'),
          emotionalValues: valuesOf(ANGRY),
          original: ANGRY,
          alternative: null,
          conversationHistory: [],
          language: 'es',
        }),
      () => provider.reanalyseAdjusted({ original: ANGRY, adjustedValues: valuesOf(ANGRY), language: 'es' }),
    ];
    const answer = 'Tu mensaje suena muy enfadado: «You NEVER listen to me!!!». ¿Qué necesitas que escuchen?';
    for (const ask of replies) {
      fake.received = [];
      // The fields of the task's answer (from its fallback's), each written in Spanish.
      const fields = Object.entries(await ask()).filter(([name]) => name !== 'source' && name !== 'language');
      const spanishAnswer = Object.fromEntries(
        fields.map(([name, value]) => [name, Array.isArray(value) ? [answer] : answer]),
      );
      fake.behaviour = { kind: 'content', content: JSON.stringify(spanishAnswer) };
      const reply = await ask();
      fake.behaviour = { kind: 'answer' };
      expect(reply).toMatchObject({ source: 'model', language: 'es' });
      for (const { body } of fake.received) {
        expect(body.messages[0]!.content).toContain('Write your reply in Spanish');
      }
    }
    // The rewrite stays in the language of the text: no instruction.
    fake.received = [];
    await provider.alternativeWording(ANGRY);
    expect(fake.received[0]!.body.messages[0]!.content).not.toContain('Write your reply in');
    // English asks nothing new.
    fake.received = [];
    await provider.plainFeedback({ ...ANGRY, language: 'en' });
    expect(fake.received[0]!.body.messages[0]!.content).not.toContain('Write your reply in');

    fake.behaviour = {
      kind: 'content',
      content: JSON.stringify({
        resonantReply: 'It sounds like this is weighing on you. What would help you most?',
      }),
    };
    const english = await provider.echoReply({ ...spanish, mode: 'solo', original: null });
    expect(english).toMatchObject({ source: 'local-fallback', language: 'es' });
    fake.behaviour = {
      kind: 'content',
      content: JSON.stringify({ response: 'It reads calmer now. What changed for you?' }),
    };
    const framed = await provider.framedReply({
      userMessage: at('How could this sound warmer?'),
      emotionalValues: valuesOf(ANGRY),
      original: ANGRY,
      alternative: null,
      conversationHistory: [],
      language: 'es',
    });
    // The built-in framed chat answers in Spanish too.
    expect(framed).toMatchObject({ source: 'local-fallback', language: 'es' });
    expect(framed.response).toMatch(/^Tus controles siguen donde los dejó la lectura original\./u);
    const plain = await provider.plainFeedback(spanish);
    expect(plain).toMatchObject({ source: 'local-fallback', language: 'es' });
    expect(plain.feedback).toContain('«You NEVER listen to me!!!»');
    expect(logs.lines.join('\n')).toContain('"reason":"answered in another language"');
  });

  it('grounds a definition in WordNet’s senses and keeps them in the answer', async () => {
    const answer = DefinitionResponse.parse(await TASKS[4]![1](provider));
    expect(fake.received[0]!.body.messages[1]!.content).toContain('a feeling of thoughtful sadness');
    expect(answer.senses.find((sense) => sense.partOfSpeech === 'noun')?.glosses).toContain(
      'a feeling of thoughtful sadness',
    );
    expect(answer.response).toContain(MODEL_MARK);
  });

  it(`sends at most ${MODEL_TEXT_CAP.toLocaleString('en')} characters of a text, and says it was cut`, async () => {
    const long = at('I keep going over the same argument in my head. '.repeat(400));
    expect(long.text.length).toBeGreaterThan(MODEL_TEXT_CAP);
    expect((await provider.enhancedAnalysis(long)).source).toBe('model');
    const user = fake.received[0]!.body.messages[1]!.content;
    expect(user).not.toContain(long.text);
    expect(user).toContain(long.text.slice(0, MODEL_TEXT_CAP));
    expect(user).toContain(`the first ${MODEL_TEXT_CAP.toLocaleString('en')} are shown`);
    // The numbers still describe the whole text.
    expect(user).toContain(`words: ${long.analysis.wordCount}`);
    // A rewrite must cover the whole text, so a long one is rewritten locally without asking.
    const rewritten = await provider.alternativeWording(long);
    expect(rewritten.source).toBe('local-fallback');
    expect(fake.received).toHaveLength(1);
  });

  const failures: ReadonlyArray<readonly [string, Behaviour, string]> = [
    [
      'an HTTP 500',
      { kind: 'status', status: 500, body: '{"error":{"message":"CUDA out of memory"}}' },
      'answered HTTP 500',
    ],
    [
      'an answer that is not JSON',
      { kind: 'content', content: 'Sure! Here is some feedback: be kind.' },
      'answered something other than JSON',
    ],
    [
      'JSON of the wrong shape',
      { kind: 'content', content: '{"reply": "hello"}' },
      'answered JSON of the wrong shape',
    ],
    ['a response body that is not JSON', { kind: 'raw', body: '{"choices": [{"message": ' }, 'failed'],
    ['a blank answer', { kind: 'content', content: '   ' }, 'answered no content'],
  ];

  it.each(failures)(
    'falls back to the built-in engine on %s, and says so',
    async (_name, behaviour, reason) => {
      fake.behaviour = behaviour;
      for (const [task, call] of TASKS) {
        const answer = await call(provider);
        expect(answer.source, task).toBe('local-fallback');
        // Exactly the built-in engine's answer.
        expect(answer, task).toEqual(await call(local));
      }
      expect(fake.received).toHaveLength(TASKS.length);
      const warnings = logs.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.level === 40);
      expect(warnings).toHaveLength(TASKS.length);
      for (const warning of warnings) {
        expect(warning).toMatchObject({
          model: MODEL,
          reason,
          msg: `AI model ${reason}; answered with the built-in engine`,
        });
      }
      // The provider's own words (which can quote the request) stay out of the logs.
      expect(logs.lines.join('\n')).not.toContain('CUDA');
    },
  );

  it('falls back when the model is slower than the time-out, without retrying', async () => {
    provider = build(300);
    fake.behaviour = { kind: 'slow', delayMs: 5_000 };
    const started = performance.now();
    const answer = await provider.plainFeedback(ANGRY);
    const elapsed = performance.now() - started;
    expect(answer.source).toBe('local-fallback');
    expect(answer).toEqual(await local.plainFeedback(ANGRY));
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2_000);
    expect(fake.received).toHaveLength(1);
    expect(logs.lines.join('\n')).toContain('"reason":"timed out"');
  });

  it('falls back when the server refuses the key, and neither the key nor the refusal is logged', async () => {
    fake.behaviour = {
      kind: 'status',
      status: 401,
      body: JSON.stringify({
        error: {
          message: `Incorrect API key provided: ${API_KEY}.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      }),
    };
    const answer = await provider.echoReply({ ...ANGRY, mode: 'solo', original: null });
    expect(answer.source).toBe('local-fallback');
    expect(JSON.stringify(answer)).not.toContain(API_KEY);
    expect(logs.lines.join('\n')).toContain('"reason":"rejected the API key"');
    expect(logs.lines.join('\n')).not.toContain('Incorrect API key');
  });

  it('falls back when nothing listens at the address', async () => {
    const gone = await startFakeModelServer();
    await gone.close();
    provider = createAiProvider({
      provider: 'openai',
      baseUrl: gone.baseUrl,
      timeoutMs: 2_000,
      logger: logApp.log,
    });
    const answer = await provider.alternativeWording(at('You never listen to me!!!'));
    expect(answer).toEqual({
      alternativeText:
        "I feel unheard when you don't listen to me. I’d really appreciate it if we could listen to each other.",
      source: 'local-fallback',
    });
    expect(logs.lines.join('\n')).toContain('"reason":"connection failed"');
  });
});

// ---------------------------------------------------------------------------------------------

describe('the server with AI_PROVIDER=openai', () => {
  let fake: FakeModelServer;
  let logs: ReturnType<typeof captureLogs>;
  let t: TestApp;
  let alice: TestUser;

  const ROUTES: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ['/api/analyse/plain', { inputText: ANGRY.text }],
    ['/api/analyse/enhanced', { inputText: ANGRY.text }],
    ['/api/generate-alternative', { inputText: ANGRY.text }],
    ['/api/echoroom/analyse', { inputText: ANGRY.text, echoMode: 'message' }],
    ['/api/spectral-definition', { inputText: 'ambivalence' }],
    [
      '/api/ai-response/framed',
      {
        userMessage: 'What do you notice?',
        emotionalValues: valuesOf(ANGRY),
        originalText: ANGRY.text,
        aiText: 'I feel unheard when you do not listen to me.',
        conversationHistory: [],
      },
    ],
    ['/api/reanalyse-adjusted', { originalText: ANGRY.text, adjustedEmotionalValues: valuesOf(ANGRY) }],
  ];

  beforeAll(async () => {
    fake = await startFakeModelServer();
    logs = captureLogs();
    t = await createTestApp(
      {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: API_KEY,
        AI_MODEL: MODEL,
        // Roomy enough for a busy CI machine.
        AI_TIMEOUT_MS: '800',
      },
      // Room for every request of this file: the budget itself is tested in routes/ai.test.ts.
      { logger: logs.logger, aiPerUserPerMinute: 1_000 },
    );
    alice = await t.signUp('alice');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => {
    expect(logs.lines.join('\n')).not.toContain(API_KEY);
  });

  /** All seven routes at once, as a busy user's browser might ask them (and so a slow model costs one time-out). */
  const askAll = async (expected: string) => {
    const responses = await Promise.all(
      ROUTES.map(([url, body]) => t.request('POST', url, { as: alice, body })),
    );
    responses.forEach((response, i) => {
      const url = ROUTES[i]![0];
      expect(response.statusCode, url).toBe(200);
      expect((response.json() as { source: string }).source, url).toBe(expected);
      expect(response.body, url).not.toContain(API_KEY);
    });
  };

  it('answers every AI route from the model', async () => {
    fake.received = [];
    fake.behaviour = { kind: 'answer' };
    await askAll('model');
    expect(fake.received).toHaveLength(ROUTES.length);

    // The engine's counts come with the model's words.
    const plain = PlainAnalysisResponse.parse(
      (await t.request('POST', '/api/analyse/plain', { as: alice, body: { inputText: ANGRY.text } })).json(),
    );
    expect(plain).toMatchObject({ source: 'model', wordCount: ANGRY.analysis.wordCount });
    expect(plain.feedback).toContain(MODEL_MARK);
  });

  it('stores the model’s alternative on the analysis', async () => {
    fake.behaviour = { kind: 'answer' };
    const { id } = (
      await t.request('POST', '/api/analyse', { as: alice, body: { inputText: ANGRY.text, mode: 'full' } })
    ).json() as { id: string };
    const response = await t.request('POST', '/api/generate-alternative', {
      as: alice,
      body: { inputText: ANGRY.text, analysisId: id },
    });
    const { alternativeText, source } = GenerateAlternativeResponse.parse(response.json());
    expect(source).toBe('model');
    const stored = StoredAnalysis.parse(
      (await t.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
    );
    expect(stored.alternativeText).toBe(alternativeText);
  });

  it.each([
    ['an HTTP 500', { kind: 'status', status: 500, body: 'Internal Server Error' }],
    ['a reply slower than AI_TIMEOUT_MS', { kind: 'slow', delayMs: 2_500 }],
    ['malformed JSON', { kind: 'content', content: '{"conversationalResponse": "unterminated' }],
  ] as const)('answers every AI route from the built-in engine after %s', async (_name, behaviour) => {
    fake.behaviour = behaviour;
    await askAll('local-fallback');
    // The fallback is the real local answer, grounded in the text.
    const response = await t.request('POST', '/api/spectral-definition', {
      as: alice,
      body: { inputText: 'ambivalence' },
    });
    expect(DefinitionResponse.parse(response.json())).toMatchObject({
      source: 'local-fallback',
      definition: 'mixed feelings or emotions',
    });
  });
});
