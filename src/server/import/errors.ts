/**
 * A file that cannot be imported: the message names the file (inside a zip, its path there) and,
 * where the problem sits on one line, that line, so the person can open the file and fix it.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? `${file}: ${reason}` : `${file} line ${line}: ${reason}`);
  }
}

/** The 1-based line of a character offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
