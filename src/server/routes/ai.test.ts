/**
 * The seven AI routes of spec §7 with no AI configuration: the built-in engine answers
 * (`source: "local"`) with replies built from the text's own numbers and words. Runs on SQLite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL too (generate-alternative stores its text).
 * The model-backed provider is tested in src/server/ai/openai/openai-provider.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import {
  EnhancedAnalysisResponse,
  GenerateAlternativeResponse,
  PlainAnalysisResponse,
  StoredAnalysis,
} from '@contract/analysis';
import type { EmotionalValues } from '@contract/common';
import { DefinitionResponse, EchoAnalyseResponse } from '@contract/echo-room';
import { FramedReplyResponse, ReanalyseResponse } from '@contract/framed';
import {
  createTestDatabase,
  noticeIfPostgresSkipped,
  testDatabaseNames,
  type TestDatabase,
} from '../testing/databases';
import {
  createTestApp,
  expectForeignOriginRefused,
  expectGuarded,
  expectInvalid,
  expectMalformedJson,
  expectTooLarge,
  type TestApp,
  type TestUser,
} from '../testing/harness';

noticeIfPostgresSkipped();

const ANGRY = 'The weather was fine today. You NEVER listen to me!!! I am so sick of this.';
const WARM =
  'Thank you so much for the lovely dinner last night. I really appreciate you and I loved seeing everyone together.';
const UNSURE = 'Maybe I should go, or maybe not. I am not sure what I want anymore.';
/** Either of its sentences carries the uncertainty; the engine's per-sentence reading picks one (issue 12). */
const UNSURE_QUOTE = /“(?:Maybe I should go, or maybe not\.|I am not sure what I want anymore\.)”/u;

const valuesOf = (text: string): EmotionalValues => {
  const { warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence } = analyse(
    text,
    'full',
  );
  return { warmthDetachment, certaintyAmbiguity, intensityRestraint, conflictCoherence };
};

/** A valid body for each route, so the guards can be checked route by route. */
/** What a blank text is told on each route: the message says what the text was for. */
const AXIS_NAMES = {
  warmthDetachment: 'Warmth vs Detachment',
  certaintyAmbiguity: 'Certainty vs Ambiguity',
  intensityRestraint: 'Intensity vs Restraint',
  conflictCoherence: 'Conflict vs Coherence',
} as const;
const END_NOUNS = {
  warmthDetachment: ['distance', 'warmth'],
  certaintyAmbiguity: ['uncertainty', 'certainty'],
  intensityRestraint: ['restraint', 'intensity'],
  conflictCoherence: ['inner conflict', 'coherence'],
} as const;
/** The axis that leans furthest from the middle, as a reader of the numbers would name it. */
function strongest(values: EmotionalValues) {
  const keys = Object.keys(AXIS_NAMES) as (keyof typeof AXIS_NAMES)[];
  const key = keys.reduce((best, axis) =>
    Math.abs(values[axis] - 0.5) > Math.abs(values[best] - 0.5) ? axis : best,
  );
  return {
    noun: END_NOUNS[key][values[key] >= 0.5 ? 1 : 0],
    name: AXIS_NAMES[key],
    value: values[key].toFixed(2),
  };
}

const BLANK_MESSAGE: Readonly<Record<string, string>> = {
  '/api/analyse/plain': 'Please enter some text to analyse.',
  '/api/analyse/enhanced': 'Please enter some text to analyse.',
  '/api/generate-alternative': 'Please enter some text to generate alternatives.',
  '/api/echoroom/analyse': 'Please write your reflection first.',
  '/api/spectral-definition': 'Please enter a word or a phrase to define.',
  '/api/ai-response/framed': 'Please enter a message.',
  '/api/reanalyse-adjusted': 'Please enter some text to analyse.',
};

const ROUTES: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['/api/analyse/plain', { inputText: ANGRY }],
  ['/api/analyse/enhanced', { inputText: ANGRY }],
  ['/api/generate-alternative', { inputText: ANGRY }],
  ['/api/echoroom/analyse', { inputText: ANGRY, echoMode: 'solo' }],
  ['/api/spectral-definition', { inputText: 'resonance' }],
  [
    '/api/ai-response/framed',
    {
      userMessage: 'What do you notice?',
      emotionalValues: valuesOf(ANGRY),
      originalText: ANGRY,
      aiText: null,
      conversationHistory: [],
    },
  ],
  ['/api/reanalyse-adjusted', { originalText: ANGRY, adjustedEmotionalValues: valuesOf(ANGRY) }],
];

describe.each(testDatabaseNames)('AI routes with no configuration (%s)', (databaseName) => {
  let database: TestDatabase;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(databaseName);
    t = await createTestApp({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    alice = await t.signUp('alice');
    bob = await t.signUp('bob');
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const post = (url: string, body: unknown, as: TestUser = alice) => t.request('POST', url, { as, body });

  describe('POST /api/analyse/plain', () => {
    it('names the dominant tone with its value and quotes the phrase that carries it', async () => {
      const response = await post('/api/analyse/plain', { inputText: ANGRY });
      expect(response.statusCode).toBe(200);
      const reply = PlainAnalysisResponse.parse(response.json());
      const engine = analyse(ANGRY, 'full');
      expect(reply).toMatchObject({
        source: 'local',
        wordCount: engine.wordCount,
        characterCount: engine.characterCount,
        sentimentClassification: engine.sentimentClassification,
      });
      // The shouted sentence carries the strongest note, not the calm one before it.
      expect(reply.feedback).toContain('“You NEVER listen to me!!!”');
      expect(reply.feedback).not.toContain('weather');
      const { noun, name, value } = strongest(valuesOf(ANGRY));
      expect(reply.feedback).toContain(`The strongest note is ${noun}: ${name} reads ${value}`);
      expect(reply.feedback).toContain(`${engine.band} band`);
      expect(reply.aiInsights.join('\n')).toContain(`${engine.frequencyHz} Hz`);
      expect(reply.conversationalPrompt).toMatch(/\?$/u);
      expect(reply.aiResponse).toContain(reply.conversationalPrompt);
    });

    it('answers the same text with the same words and a different text differently', async () => {
      const first = await post('/api/analyse/plain', { inputText: WARM });
      const again = await post('/api/analyse/plain', { inputText: WARM });
      expect(again.json()).toEqual(first.json());
      const warm = PlainAnalysisResponse.parse(first.json());
      expect(warm.feedback).toContain('The strongest note is warmth');
      expect(warm.sentimentClassification).toBe('positive');
      const unsure = PlainAnalysisResponse.parse(
        (await post('/api/analyse/plain', { inputText: UNSURE })).json(),
      );
      // Confusion sits at the ambiguous end of certainty and the conflicted end of coherence (issue 12).
      expect(unsure.feedback).toMatch(/The strongest note is (?:uncertainty|inner conflict)/u);
      expect(unsure.feedback).toMatch(UNSURE_QUOTE);
      expect(unsure.feedback).not.toBe(warm.feedback);
    });
  });

  describe('in the language of my account settings', () => {
    it('writes feedback and the reading in it, says so, and keeps the alternative in the text’s language', async () => {
      const carmen = await t.signUp('carmen');
      const saved = await t.request('PATCH', '/api/account', { as: carmen, body: { language: 'es' } });
      expect(saved.statusCode).toBe(200);
      const plain = PlainAnalysisResponse.parse(
        (await post('/api/analyse/plain', { inputText: ANGRY }, carmen)).json(),
      );
      expect(plain.language).toBe('es');
      expect(plain.feedback).toMatch(/^En conjunto, tu texto de \d+ palabras suena/u);
      expect(plain.feedback).toContain('«You NEVER listen to me!!!»');
      expect(plain.feedback).not.toContain('The strongest note');
      const enhanced = EnhancedAnalysisResponse.parse(
        (await post('/api/analyse/enhanced', { inputText: ANGRY }, carmen)).json(),
      );
      expect(enhanced).toMatchObject({ language: 'es', source: 'local' });
      expect(enhanced.conversationalResponse).toMatch(/^Lectura de ToneLens\./u);
      const echo = EchoAnalyseResponse.parse(
        (await post('/api/echoroom/analyse', { inputText: ANGRY, echoMode: 'solo' }, carmen)).json(),
      );
      expect(echo.language).toBe('es');
      expect(echo.resonantReply).toMatch(/^Solo Echo, para lo que te desborda por dentro:/u);
      const reanalysis = ReanalyseResponse.parse(
        (
          await post(
            '/api/reanalyse-adjusted',
            { originalText: ANGRY, adjustedEmotionalValues: valuesOf(ANGRY) },
            carmen,
          )
        ).json(),
      );
      expect(reanalysis.language).toBe('es');
      // The framed chat answers her question in Spanish too.
      const framed = FramedReplyResponse.parse(
        (
          await post(
            '/api/ai-response/framed',
            {
              userMessage: '¿Por qué suena tan frío?',
              emotionalValues: valuesOf(ANGRY),
              originalText: ANGRY,
              conversationHistory: [],
            },
            carmen,
          )
        ).json(),
      );
      expect(framed.language).toBe('es');
      expect(framed.response).toMatch(
        /^Tus controles siguen donde los dejó la lectura original\. Sobre «¿Por qué suena tan frío\?»: suena distante porque /u,
      );
      const alternative = GenerateAlternativeResponse.parse(
        (await post('/api/generate-alternative', { inputText: ANGRY }, carmen)).json(),
      );
      expect(alternative).not.toHaveProperty('language');
      // Alice kept English.
      const english = PlainAnalysisResponse.parse(
        (await post('/api/analyse/plain', { inputText: ANGRY })).json(),
      );
      expect(english.language).toBe('en');
    });
  });

  describe('POST /api/analyse/enhanced', () => {
    it('gives the ToneLens reading, the band and the phrase, differently for different texts', async () => {
      const replies = await Promise.all(
        [UNSURE, ANGRY, WARM].map(async (inputText) => {
          const response = await post('/api/analyse/enhanced', { inputText });
          expect(response.statusCode).toBe(200);
          return EnhancedAnalysisResponse.parse(response.json());
        }),
      );
      const [unsure] = replies;
      const engine = analyse(UNSURE, 'full');
      expect(unsure!.source).toBe('local');
      expect(unsure!.conversationalResponse).toContain(engine.toneLensSummary);
      expect(unsure!.conversationalResponse).toContain(`${engine.band} band`);
      expect(unsure!.conversationalResponse).toMatch(UNSURE_QUOTE);
      expect(replies[1]!.conversationalResponse).toContain('“You NEVER listen to me!!!”');
      expect(new Set(replies.map((reply) => reply.conversationalResponse)).size).toBe(3);
    });
  });

  describe('POST /api/generate-alternative', () => {
    it('rewrites an accusation into an I-statement that reads warmer and more coherent', async () => {
      const inputText = "I'm so sick of your excuses. You're so selfish and you know it.";
      const response = await post('/api/generate-alternative', { inputText });
      expect(response.statusCode).toBe(200);
      const { alternativeText, source } = GenerateAlternativeResponse.parse(response.json());
      expect(source).toBe('local');
      expect(alternativeText).toContain('I feel let down when you come across as focused on yourself.');
      expect(alternativeText).toContain('your excuses');
      const before = analyse(inputText, 'tonelens');
      const after = analyse(alternativeText, 'tonelens');
      expect(after.warmthDetachment).toBeGreaterThan(before.warmthDetachment);
      expect(after.conflictCoherence).toBeGreaterThan(before.conflictCoherence);

      const other = GenerateAlternativeResponse.parse(
        (await post('/api/generate-alternative', { inputText: "WHY CAN'T YOU JUST DO YOUR JOB???" })).json(),
      );
      expect(other.alternativeText).toMatch(
        /^I'd like to understand what makes it hard for you to do your job\./u,
      );
    });

    it('stores the alternative on my analysis, and answers 404 for someone else’s', async () => {
      const inputText = "You're always on your phone when I'm talking to you!";
      const created = await post('/api/analyse', { inputText, mode: 'tonelens' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json() as { id: string };

      const response = await post('/api/generate-alternative', { inputText, analysisId: id });
      expect(response.statusCode).toBe(200);
      const { alternativeText } = GenerateAlternativeResponse.parse(response.json());
      expect(alternativeText).not.toBe(inputText);
      const stored = StoredAnalysis.parse(
        (await t.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
      );
      expect(stored.alternativeText).toBe(alternativeText);

      const theirs = await post(
        '/api/generate-alternative',
        { inputText: 'You ruined it.', analysisId: id },
        bob,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ message: 'Analysis not found.' });
      const missing = await post('/api/generate-alternative', { inputText, analysisId: 'no-such-id' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(theirs.json());
      // Bob's attempt left Alice's stored text as it was.
      const after = StoredAnalysis.parse(
        (await t.request('GET', `/api/analyses/${id}`, { as: alice })).json(),
      );
      expect(after.alternativeText).toBe(alternativeText);
    });
  });

  describe('POST /api/echoroom/analyse', () => {
    it('quotes the reflection and shapes the question by mode', async () => {
      const inputText = 'I keep replaying what she said and I feel torn and exhausted.';
      const replies = await Promise.all(
        (['solo', 'message', 'thread'] as const).map(async (echoMode) => {
          const response = await post('/api/echoroom/analyse', { inputText, echoMode });
          expect(response.statusCode).toBe(200);
          return EchoAnalyseResponse.parse(response.json());
        }),
      );
      const [solo, message, thread] = replies.map((reply) => reply.resonantReply);
      expect(solo).toMatch(/^Solo Echo, for what feels overwhelming inside/u);
      expect(message).toMatch(/^Message Echo, for decoding someone’s reaction/u);
      expect(thread).toMatch(/^Thread Return, for the loops between you and someone else/u);
      for (const reply of replies) {
        expect(reply.source).toBe('local');
        expect(reply.resonantReply).toContain(`“${inputText}”`);
        expect(reply.resonantReply).toMatch(/\?$/u);
      }
    });

    it('in Message Echo, asks about the analysed message when it is given', async () => {
      const response = await post('/api/echoroom/analyse', {
        inputText: 'I do not know how to read this.',
        echoMode: 'message',
        originalText: 'Fine. Do whatever you want, I honestly do not care.',
      });
      const { resonantReply } = EchoAnalyseResponse.parse(response.json());
      expect(resonantReply).toContain('Their message, “Do whatever you want, I honestly do not care.”');
    });
  });

  describe('POST /api/spectral-definition', () => {
    it.each([
      ['resonance', 'noun', 'a relationship of mutual understanding or trust and agreement between people'],
      ['ambivalence', 'noun', 'mixed feelings or emotions'],
      ['melancholy', 'adjective', 'characterized by or causing or expressing sadness'],
      ['running', 'verb', "move fast by using one's feet, with one foot off the ground at any given time"],
    ] as const)('defines “%s” from WordNet (%s: “%s”)', async (term, partOfSpeech, gloss) => {
      const response = await post('/api/spectral-definition', { inputText: term });
      expect(response.statusCode).toBe(200);
      const result = DefinitionResponse.parse(response.json());
      expect(result.source).toBe('local');
      expect(result.term).toBe(term);
      expect(result.senses.find((sense) => sense.partOfSpeech === partOfSpeech)?.glosses).toContain(gloss);
      expect(result.definition).not.toBeNull();
      expect(result.response).toContain(result.definition!);
      expect(result.response).toContain(`${analyse(term, 'full').frequencyHz} Hz`);
    });

    it('finds “running” under “run”', async () => {
      const result = DefinitionResponse.parse(
        (await post('/api/spectral-definition', { inputText: 'running' })).json(),
      );
      expect(result.lemma).toBe('run');
      expect(result.senses.map((sense) => sense.partOfSpeech)).toEqual(['noun', 'verb', 'adjective']);
    });

    it('answers an unknown term with the not-found answer, not an error', async () => {
      const response = await post('/api/spectral-definition', { inputText: 'qwzx' });
      expect(response.statusCode).toBe(200);
      const result = DefinitionResponse.parse(response.json());
      expect(result).toMatchObject({
        definition: null,
        lemma: null,
        senses: [],
        term: 'qwzx',
        source: 'local',
      });
      expect(result.response).toMatch(/^No definition found for “qwzx”\./u);
    });
  });

  describe('POST /api/ai-response/framed', () => {
    it('names the slider the person moved, from the original value to the new one', async () => {
      const originalText = 'You never listen, you only ever think about yourself.';
      const original = valuesOf(originalText);
      const response = await post('/api/ai-response/framed', {
        userMessage: 'How could this sound warmer?',
        emotionalValues: { ...original, warmthDetachment: 0.9 },
        originalText,
        aiText: null,
        conversationHistory: [],
      });
      expect(response.statusCode).toBe(200);
      const { response: reply, source } = FramedReplyResponse.parse(response.json());
      expect(source).toBe('local');
      expect(reply).toContain('On “How could this sound warmer?”:');
      expect(reply).toContain(
        `You turned warmth up from ${original.warmthDetachment.toFixed(2)} to 0.90, so the text would read warmer`,
      );
      expect(reply).toContain('“You never listen, you only ever think about yourself.”');

      const other = FramedReplyResponse.parse(
        (
          await post('/api/ai-response/framed', {
            userMessage: 'Why does this feel so uncertain?',
            emotionalValues: valuesOf(UNSURE),
            originalText: UNSURE,
            aiText: null,
            conversationHistory: [],
          })
        ).json(),
      );
      expect(other.response).toContain('Your sliders still match the original reading.');
      expect(other.response).not.toBe(reply);
    });
  });

  describe('POST /api/reanalyse-adjusted', () => {
    it('lists each adjusted value and what the adjusted reading would be', async () => {
      const original = valuesOf(ANGRY);
      const adjusted = {
        warmthDetachment: 0.7,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.3,
        conflictCoherence: 0.8,
      };
      const response = await post('/api/reanalyse-adjusted', {
        originalText: ANGRY,
        adjustedEmotionalValues: adjusted,
      });
      expect(response.statusCode).toBe(200);
      const { response: reply, source } = ReanalyseResponse.parse(response.json());
      expect(source).toBe('local');
      expect(reply).toContain(`Intensity vs Restraint ${original.intensityRestraint.toFixed(2)} → 0.30`);
      expect(reply).toContain(`Conflict vs Coherence ${original.conflictCoherence.toFixed(2)} → 0.80`);
      expect(reply).toContain('The tension ToneLens found in the original would ease.');
      const unchanged = ReanalyseResponse.parse(
        (
          await post('/api/reanalyse-adjusted', { originalText: ANGRY, adjustedEmotionalValues: original })
        ).json(),
      );
      expect(unchanged.response).toMatch(/^The adjusted values match the original analysis/u);
    });
  });

  describe('guards', () => {
    it.each(ROUTES)(
      '%s answers 401 without a session, and 413 and 403 as every route does',
      async (url, body) => {
        await expectGuarded(t, 'POST', url, body);
        await expectTooLarge(t, alice, 'POST', url);
        await expectForeignOriginRefused(t, alice, 'POST', url, body);
      },
    );

    it.each(ROUTES)('%s refuses a blank, an oversized, a missing and a malformed text', async (url, body) => {
      const field =
        'inputText' in body ? 'inputText' : 'userMessage' in body ? 'userMessage' : 'originalText';
      const blank = BLANK_MESSAGE[url];
      if (!blank) throw new Error(`no blank-text message listed for ${url}`);
      expectInvalid(await post(url, { ...body, [field]: ' \n\t ' }), field, blank);
      const tooLong = 'a'.repeat(1024 * 1024 + 1);
      expectInvalid(await post(url, { ...body, [field]: tooLong }), field);
      expectInvalid(await post(url, { ...body, [field]: undefined }), field);
      expectInvalid(await post(url, { ...body, [field]: 42 }), field, `${field} must be a string`);
      await expectMalformedJson(t, alice, 'POST', url);
    });

    it('names the rule each malformed field breaks', async () => {
      expectInvalid(
        await post('/api/analyse/plain', { inputText: 'a'.repeat(1024 * 1024 + 1) }),
        'inputText',
        'The text is too long (at most 1 MB).',
      );
      expectInvalid(
        await post('/api/spectral-definition', { inputText: 'word '.repeat(50) }),
        'inputText',
        'Please enter a word or a short phrase.',
      );
      // spectral is the definition lookup, not a reflection mode.
      expectInvalid(
        await post('/api/echoroom/analyse', { inputText: 'Hello', echoMode: 'spectral' }),
        'echoMode',
      );
      const [, framed] = ROUTES[5]!;
      expectInvalid(
        await post('/api/ai-response/framed', {
          ...framed,
          emotionalValues: { ...valuesOf(ANGRY), warmthDetachment: 1.5 },
        }),
        'emotionalValues.warmthDetachment',
      );
      expectInvalid(
        await post('/api/reanalyse-adjusted', {
          originalText: ANGRY,
          adjustedEmotionalValues: { warmthDetachment: 0.5 },
        }),
        'adjustedEmotionalValues.certaintyAmbiguity',
      );
      expectInvalid(
        await post('/api/generate-alternative', { inputText: ANGRY, analysisId: 7 }),
        'analysisId',
      );
    });
  });
});

describe('the per-user AI budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { aiPerUserPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('is shared by all AI routes, counted per person, and answered 429 with a clear message', async () => {
    const [carol, dan] = [await t.signUp('carol'), await t.signUp('dan')];
    // Anonymous requests are refused before they are counted.
    for (let i = 0; i < 5; i++)
      expect((await t.request('POST', ROUTES[0]![0], { body: ROUTES[0]![1] })).statusCode).toBe(401);
    for (const [url, body] of ROUTES.slice(0, 3)) {
      expect((await t.request('POST', url, { as: carol, body })).statusCode, url).toBe(200);
    }
    for (const [url, body] of ROUTES.slice(3)) {
      const blocked = await t.request('POST', url, { as: carol, body });
      expect(blocked.statusCode, url).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'You have reached the limit of 3 AI requests a minute. Please try again in 1 minute.',
      });
    }
    // Another person has a budget of their own.
    const [url, body] = ROUTES[3]!;
    expect((await t.request('POST', url, { as: dan, body })).statusCode).toBe(200);
  });

  it('defaults to 30 requests a minute', async () => {
    const app = await createTestApp();
    try {
      const erin = await app.signUp('erin');
      const [url, body] = ROUTES[4]!;
      for (let i = 0; i < 30; i++)
        expect((await app.request('POST', url, { as: erin, body })).statusCode).toBe(200);
      expect((await app.request('POST', url, { as: erin, body })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
