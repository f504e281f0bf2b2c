import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { readCoreModel, type CoreModel } from './wink-core-model';

const modelCore = (): CoreModel => (model as unknown as { core(): CoreModel }).core();

/** A 32-bit FNV-1a hash of the words, position by position. */
function digest(words: Uint32Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i]!, 0x01000193) >>> 0;
  return hash.toString(16);
}

/**
 * A core model with its large parts written as strings (typed arrays as a digest and their
 * length, each hash as its prototype and its entries in order), so toStrictEqual compares the
 * rest field by field and the 1.4 MB lexicon and 87,593-word hash cheaply.
 */
function comparable(core: CoreModel): unknown {
  const features = Object.fromEntries(
    Object.entries(core.features).map(([name, feature]) => [
      name,
      {
        ...feature,
        hash:
          feature.hash === undefined
            ? 'none'
            : `${Object.getPrototypeOf(feature.hash) === null} ${JSON.stringify(Object.entries(feature.hash))}`,
      },
    ]),
  );
  const typed = (bytes: Uint32Array) => `${bytes.constructor.name} ${bytes.length} ${digest(bytes)}`;
  return { ...core, features, lexicon: typed(core.lexicon), xpansions: typed(core.xpansions) };
}

describe('readCoreModel', () => {
  it("builds what wink-eng-lite-web-model's own core() builds", () => {
    const ours = readCoreModel();
    const theirs = modelCore();
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    expect(comparable(ours)).toStrictEqual(comparable(theirs));
  });

  it('gives each call a model of its own, and leaves the parsed JSON as it was', () => {
    const first = readCoreModel();
    first.features.lexeme!.list.push('zqmutated');
    first.features.lexeme!.hash!.zqmutated = 1;
    first.lexicon[0] = 12345;
    first.packing.efList.push('zq');
    const second = readCoreModel();
    expect(second.features.lexeme!.list).not.toContain('zqmutated');
    expect(comparable(second)).toStrictEqual(comparable(modelCore()));
  });

  it('decodes the lexicon to the same words with atob (the browser) as with Buffer', () => {
    const { Buffer: buffer } = globalThis;
    const withBuffer = readCoreModel();
    try {
      (globalThis as { Buffer?: unknown }).Buffer = undefined;
      const withAtob = readCoreModel();
      expect(withAtob.lexicon.length).toBe(withBuffer.lexicon.length);
      expect(withAtob.lexicon.every((word, i) => word === withBuffer.lexicon[i])).toBe(true);
      expect(withAtob.xpansions.every((word, i) => word === withBuffer.xpansions[i])).toBe(true);
    } finally {
      globalThis.Buffer = buffer;
    }
  });
});
