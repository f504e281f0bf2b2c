/**
 * wink-eng-lite-web-model's core model, built as its own `core()` builds it (dist/read-core-model.js
 * and dist/load-core-model.js, model 1.8.1) but without its first step (issue 15, ADR 0036).
 *
 * The model's `core()` copies the parsed 3 MB model JSON with `JSON.parse(JSON.stringify(…))`
 * before building on the copy, so each reader (each worker thread, each rebuilt reader) owns
 * lists wink-nlp grows. That round trip was about half of what building the core cost a worker
 * (and a worker pays it before its first row). Here the same parsed JSON (the module the model
 * itself requires, parsed once per thread) is copied structurally, never through a string; the
 * rest is the model's own code, step for step: base64 lexicon and expansions as Uint32Arrays
 * (decoded by Buffer where there is one, by atob in the browser: the same bytes), a hash of
 * each feature list, posClusters as Sets, and the sizes load-core-model adds.
 * wink-core-model.test.ts checks the result deep-equals the model's own `core()`.
 */
import original from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of parsed JSON data, as JSON.parse(JSON.stringify(value)) makes (no string built). */
function copyJson(value: Json): Json {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // Pushed, not written into new Array(length): a packed array as JSON.parse makes, never a holey
    // one, so wink-nlp reads its lists (the lexemes) as fast as the model's own copies.
    const copy: Json[] = [];
    for (let i = 0; i < value.length; i++) copy.push(copyJson(value[i]!));
    return copy;
  }
  const copy: { [key: string]: Json } = {};
  for (const key of Object.keys(value)) copy[key] = copyJson(value[key]!);
  return copy;
}

interface NodeBuffer {
  from(data: string, encoding: 'base64'): Uint8Array;
}

/** The bytes of base64 text, in an ArrayBuffer of their own (a Uint32Array views it from 0). */
function bytesOfBase64(data: string): ArrayBuffer {
  const buffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
  if (buffer) {
    const bytes = buffer.from(data, 'base64');
    // Buffer.from may hand out a slice of a shared pool: copy into a buffer of its own.
    return new Uint8Array(bytes).buffer;
  }
  const decoded = atob(data);
  const bytes = new Uint8Array(decoded.length);
  for (let k = 0; k < decoded.length; k++) bytes[k] = decoded.charCodeAt(k);
  return bytes.buffer;
}

/** [word, mask, shift, 0 = a list feature, 1 = extractable, 1 = mapped] per feature (the model's packing). */
type Layout = Record<string, [number, number, number, number, number, number]>;

interface FeatureData {
  list: unknown[];
  hash?: Record<string, number>;
  intrinsicSize?: number;
  index?: number;
  maxIndex?: number;
}

export interface CoreModel {
  packing: { layout: Layout; efList: string[] } & Record<string, unknown>;
  features: Record<string, FeatureData>;
  pos: { hash: Record<string, number> };
  lexicon: Uint32Array;
  xpansions: Uint32Array;
  [part: string]: unknown;
}

/** A fresh core model, equal to wink-eng-lite-web-model's `core()`: the caller may mutate it. */
export function readCoreModel(): CoreModel {
  const model = copyJson(original as unknown as Json) as unknown as CoreModel;
  // read-core-model.js
  const { packing, features, pos } = model;
  model.lexicon = new Uint32Array(bytesOfBase64(model.lexicon as unknown as string));
  model.xpansions = new Uint32Array(bytesOfBase64(model.xpansions as unknown as string));
  for (const f in packing.layout) {
    if (packing.layout[f]![3] === 0) {
      const feature = features[f]!;
      feature.hash = Object.create(null) as Record<string, number>;
      for (let k = 0; k < feature.list.length; k += 1) feature.hash[feature.list[k] as string] = k;
    }
  }
  const lexeme = features.lexeme!;
  lexeme.hash = Object.create(null) as Record<string, number>;
  for (let k = 0; k < lexeme.list.length; k += 1) lexeme.hash[lexeme.list[k] as string] = k;
  const clusters = features.posClusters!.list;
  for (let k = 0; k < clusters.length; k += 1)
    clusters[k] = new Set((clusters[k] as string).split('_').map((e) => pos.hash[e] || 0));
  // load-core-model.js
  packing.efList = [];
  for (const f in packing.layout) {
    const layout = packing.layout[f]!;
    if (layout[3] === 0) {
      const feature = features[f]!;
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = layout[1] >>> layout[2];
    }
    if (layout[4] === 1) packing.efList.push(f);
  }
  lexeme.intrinsicSize = lexeme.list.length;
  lexeme.index = lexeme.list.length;
  return model as CoreModel;
}
