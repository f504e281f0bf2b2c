// wink-nlp 2.4's registry of the `its` functions each `out()` accepts (src/allowed.js); it ships
// no typings for it. wink-reader.ts adds one function for one call to reach the lexeme cache
// (ADR 0021); wink-raw.test.ts one to reach wink-nlp's own raw document for comparison.
declare module 'wink-nlp/src/allowed.js' {
  type ItsFunction = (...args: never[]) => unknown;
  const allowed: { its4document: Set<ItsFunction>; its4token: Set<ItsFunction> };
  export default allowed;
}

// The modules wink-nlp's readDoc is made of (wink-nlp 2.4, src/wink-nlp.js), which wink-raw.ts
// composes for the pipeline ['sbd', 'negation'].
declare module 'wink-nlp/src/compile-trex.js' {
  interface CompiledTRex {
    helpers: { splitter: RegExp } & Record<string, RegExp>;
  }
  export default function compileTRex(trex: unknown): CompiledTRex;
}

declare module 'wink-nlp/src/tokenizer.js' {
  import type { DocData } from 'wink-nlp/src/dd-wrapper.js';
  export default function tokenizer(
    trex: unknown,
    categories: Record<string, number>,
    preserve: unknown,
  ): (doc: DocData, text: string) => void;
}

declare module 'wink-nlp/src/dd-wrapper.js' {
  export interface DocData {
    /** Adds the cache's tokens of `text` and answers its category, or 0 (constants.UNK) without adding any. */
    _addTokenIfInCache(text: string, precedingSpaces: number, nbsp: string | null): number;
    clean(): void;
  }
  export default function docDataWrapper(rdd: unknown): DocData;
}

declare module 'wink-nlp/src/automaton.js' {
  interface Automaton {
    importJSON(machine: unknown): void;
    setPatternSwap(patterns: unknown): void;
    recognize(tokens: number[], transform?: unknown, param?: unknown): unknown;
  }
  export default function simpleFSM(cache: unknown, tokenToIgnore?: unknown): Automaton;
}

declare module 'wink-nlp/src/tokens-mappers.js' {
  const mappers: { mapRawTokens2UIdOfNormal(rdd: unknown): number[] };
  export default mappers;
}

declare module 'wink-nlp/src/search.js' {
  export default function search(token: number, spans: number[][]): number;
}

declare module 'wink-nlp/src/constants.js' {
  const constants: {
    UNK: number;
    tkSize: number;
    psMask: number;
    negationFlag: number;
    bits4PrecedingSpace: number;
  };
  export default constants;
}
