// wink-nlp 2.4's registry of the `its` functions each `out()` accepts (src/allowed.js); it ships
// no typings for it. wink-reader.ts adds one function for one call to reach the lexeme cache, and
// nlp.ts one to read each token's fields in one walk.
declare module 'wink-nlp/src/allowed.js' {
  type ItsFunction = (...args: never[]) => unknown;
  const allowed: { its4document: Set<ItsFunction>; its4tokens: Set<ItsFunction> };
  export default allowed;
}
