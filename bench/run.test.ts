import { describe, expect, it } from 'vitest';
import { otherBenches } from './run';

describe('otherBenches', () => {
  it('runs every other bench module once, not the runner, the engine bench or tests', () => {
    expect(
      otherBenches([
        'run.ts',
        'engine.ts',
        'engine.test.ts',
        'bundle.ts',
        'bundle.test.ts',
        'server.ts',
        'results.md',
      ]),
    ).toEqual(['bundle.ts', 'server.ts']);
  });
});
