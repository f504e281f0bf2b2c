import { describe, expect, it, vi } from 'vitest';
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import {
  analysisResult,
  EngineOfflineError,
  SERVER_FIRST_BELOW_CHARACTERS,
  type ResultSources,
} from './result-source';

const result = (from: string) => ({ mode: 'plain', from }) as unknown as AnalysisResult;

function sources(overrides: Partial<ResultSources> = {}) {
  const calls: string[] = [];
  const base: ResultSources = {
    engineReady: () => false,
    online: () => true,
    engine: async (_text: string, mode: AnalysisMode) => {
      calls.push(`engine ${mode}`);
      return result('engine');
    },
    server: async (_text: string, mode: AnalysisMode) => {
      calls.push(`server ${mode}`);
      return result('server');
    },
    ...overrides,
  };
  return { sources: base, calls };
}

describe('analysisResult', () => {
  it('asks the server while the engine is not ready, and only the server', async () => {
    const { sources: s, calls } = sources();
    expect(await analysisResult('Hello there.', 'full', s)).toEqual({
      result: result('server'),
      source: 'server',
    });
    expect(calls).toEqual(['server full']);
  });

  it('uses the engine alone once it is ready', async () => {
    const { sources: s, calls } = sources({ engineReady: () => true });
    expect(await analysisResult('Hello there.', 'tonelens', s)).toEqual({
      result: result('engine'),
      source: 'engine',
    });
    expect(calls).toEqual(['engine tonelens']);
  });

  it('waits for the engine when offline or when the text is long', async () => {
    const offline = sources({ online: () => false });
    expect((await analysisResult('Hello.', 'full', offline.sources)).source).toBe('engine');
    expect(offline.calls).toEqual(['engine full']);

    const long = sources();
    const text = 'a'.repeat(SERVER_FIRST_BELOW_CHARACTERS);
    expect((await analysisResult(text, 'full', long.sources)).source).toBe('engine');
    expect((await analysisResult(text.slice(1), 'full', long.sources)).source).toBe('server');
    expect(long.calls).toEqual(['engine full', 'server full']);
  });

  it('falls back to the engine when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sources: s, calls } = sources({
      server: async () => {
        throw new Error('503: busy');
      },
    });
    expect(await analysisResult('Hello.', 'spectral', s)).toEqual({
      result: result('engine'),
      source: 'engine',
    });
    expect(calls).toEqual(['engine spectral']);
  });

  it('says offline when the engine cannot load and the server is unreachable or the browser offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const engine = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const unreachable = sources({
      engine,
      server: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(analysisResult('Hello.', 'full', unreachable.sources)).rejects.toBeInstanceOf(
      EngineOfflineError,
    );
    const offline = sources({ engine, online: () => false });
    await expect(analysisResult('Hello.', 'full', offline.sources)).rejects.toBeInstanceOf(
      EngineOfflineError,
    );
  });

  it('passes on other engine failures as they are', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('The engine worker failed: out of memory');
    const { sources: s } = sources({
      engineReady: () => true,
      engine: async () => {
        throw failure;
      },
    });
    await expect(analysisResult('Hello.', 'full', s)).rejects.toBe(failure);
  });
});
