// wink-nlp 2.4's registry of the `its` functions each `out()` accepts (src/allowed.js); it ships
// no typings for it. wink-reader.ts adds one function for one call to reach the lexeme cache, and
// nlp.ts one for one token's `out()` to reach each document's raw data (ADR 0023, 0027).
declare module 'wink-nlp/src/allowed.js' {
  type ItsFunction = (...args: never[]) => unknown;
  const allowed: { its4document: Set<ItsFunction>; its4token: Set<ItsFunction> };
  export default allowed;
}
