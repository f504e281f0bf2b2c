import { describe, expect, it } from 'vitest';
import { analyse, ANALYSIS_MODES } from '@engine/analyse';
import { packResult, unpackResult } from './protocol';

const TEXT = 'I love this, but I am not sure about tomorrow. 😊 Ünïcödé and -0 edge cases.';

describe('the engine worker protocol', () => {
  it.each(ANALYSIS_MODES)('gives back the %s result unchanged after a structured-clone transfer', (mode) => {
    const direct = analyse(TEXT, mode);
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
  });
});
