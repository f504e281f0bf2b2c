import { describe, expect, it } from 'vitest';
import { analyse, ANALYSIS_MODES } from '@engine/analyse';
import { pageResult } from '../lib/engine-result';
import { packResult, unpackResult } from './protocol';

const TEXT = 'I love this, but I am not sure about tomorrow. 😊 Ünïcödé and -0 edge cases.';

describe('the engine worker protocol', () => {
  it.each(ANALYSIS_MODES)(
    'gives back the %s result as the page keeps it after a structured-clone transfer',
    (mode) => {
      // What the page keeps of a result computed on the page or by the server: the same numbers.
      const direct = pageResult(analyse(TEXT, mode));
      const { result, characterValues } = packResult(analyse(TEXT, mode));
      // What postMessage does: a structured clone of the message, with the values' buffer moved.
      const received = structuredClone(
        { result, characterValues },
        {
          transfer: characterValues ? [characterValues.buffer] : [],
        },
      );
      const unpacked = unpackResult(received.result, received.characterValues);
      // The page keeps the moved Float64Array itself (no copy); it holds the engine's numbers.
      if ('characterValues' in unpacked) expect(unpacked.characterValues).toBe(received.characterValues);
      else expect(received.characterValues).toBeNull();
      const asEngine =
        'characterValues' in unpacked
          ? { ...unpacked, characterValues: [...unpacked.characterValues] }
          : unpacked;
      expect(asEngine).toEqual(direct);
      expect(Object.keys(asEngine)).toEqual(Object.keys(direct));
      expect(JSON.stringify(asEngine)).toBe(JSON.stringify(direct));
    },
  );
});
