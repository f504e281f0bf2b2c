import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiProvider, type AiProviderOptions } from './create-provider';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Builds a provider with a logger whose lines are kept. */
function build(options: Omit<AiProviderOptions, 'logger' | 'timeoutMs'>) {
  const lines: Array<{ level: number; msg: string; time?: number }> = [];
  const app = Fastify({
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  apps.push(app);
  const provider = createAiProvider({ ...options, timeoutMs: 1_000, logger: app.log });
  return {
    provider,
    lines,
    warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg),
  };
}

describe('createAiProvider', () => {
  it('gives the built-in provider by default, quietly', () => {
    const { provider, lines } = build({ provider: 'local' });
    expect(provider.name).toBe('local');
    expect(lines).toEqual([]);
  });

  it('warns when a model is configured but AI_PROVIDER is local', () => {
    const { provider, warnings } = build({ provider: 'local', apiKey: 'sk-secret-value' });
    expect(provider.name).toBe('local');
    expect(warnings()).toEqual([
      'AI: AI_PROVIDER is local, so AI_BASE_URL, AI_API_KEY and AI_MODEL are not used; set AI_PROVIDER=openai to ask a model',
    ]);
  });

  it('warns when a model server is set without AI_MODEL', () => {
    const { provider, warnings, lines } = build({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1' });
    expect(provider.name).toBe('openai');
    expect(warnings()).toEqual([
      'AI: AI_MODEL is not set, so the model server is asked for "gpt-4o-mini"; set AI_MODEL to a model it serves',
    ]);
    // Without each line's timestamp, whose epoch milliseconds can hold those digits too
    // (1796688511434 did, in a CI run).
    const logged = lines.map(({ time: _time, ...line }) => line);
    expect(JSON.stringify(logged)).not.toContain('11434');
  });

  it('says which model answers, without the key', () => {
    const { warnings, lines } = build({
      provider: 'openai',
      apiKey: 'sk-secret-value',
      model: 'gpt-4.1-mini',
    });
    expect(warnings()).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'AI: OpenAI-compatible model configured',
        model: 'gpt-4.1-mini',
        keySet: true,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('sk-secret-value');
  });
});
