/** Long texts for the analysis tests: real words in a varied order, so every part of the engine works. */
const WORDS = (
  'I feel calm yet anxious about tomorrow, hopeful and tired. The meeting went badly and I am ' +
  'furious, but my friend was kind and warm; maybe things will be fine. Certainly not! Perhaps… ' +
  'joy grief love anger quiet storm bright deep suspended tension relief 😊 café naïve'
).split(' ');

/** About `length` characters of text; `seed` varies the order so texts differ. */
export function longText(length: number, seed = 0): string {
  const parts: string[] = [];
  let size = 0;
  let state = seed * 7919 + 17;
  while (size < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const word = WORDS[state % WORDS.length]!;
    parts.push(word);
    size += word.length + 1;
  }
  return parts.join(' ');
}
