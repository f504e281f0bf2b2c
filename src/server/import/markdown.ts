/**
 * A Markdown or text file is one entry. Its date is, in this order: the front matter's `date:`
 * (gray-matter, YAML only), a date in the file name, the file's modification time, the upload
 * time. The front matter itself is not part of the text.
 */
import matter from 'gray-matter';
import { dateInName, readDate } from './dates';
import type { ReadOutcome } from './entry';
import { ImportFileError } from './errors';
import { textOf, type SourceFile } from './files';

const DATE_KEYS = ['date', 'created', 'created_at', 'createdAt'];

// gray-matter would run `---js` front matter through eval; a journal's front matter is data.
const refuse = () => {
  throw new Error('front matter in JavaScript is not read; use YAML');
};
const MATTER_OPTIONS = { engines: { js: refuse, javascript: refuse } };

interface YamlError {
  mark?: { line?: number };
  reason?: string;
}

function keyLine(rawMatter: string, key: string): number {
  const lines = rawMatter.split('\n');
  const index = lines.findIndex((line) => new RegExp(`^\\s*${key}\\s*:`).test(line));
  // gray-matter's block starts with the newline after the opening ---, so its line 0 is line 1.
  return index < 0 ? 1 : index + 1;
}

export function readMarkdown(file: SourceFile, now: number): ReadOutcome {
  const source = textOf(file).replace(/\r\n?/g, '\n');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching every file it reads.
    parsed = matter(source, MATTER_OPTIONS);
  } catch (error) {
    const yaml = error as YamlError;
    const line = typeof yaml.mark?.line === 'number' ? yaml.mark.line + 1 : 1;
    const reason = yaml.reason ?? (error instanceof Error ? error.message : 'unreadable');
    throw new ImportFileError(file.path, line, `the front matter is not valid YAML (${reason})`);
  }
  const text = parsed.content.trim();
  if (text === '') return { entries: [], skipped: 1 };

  const data: Record<string, unknown> = parsed.data;
  const key = DATE_KEYS.find((name) => data[name] !== undefined && data[name] !== null);
  let statedDate: Date | null = null;
  if (key) {
    const check = readDate(data[key], now);
    if ('problem' in check) throw new ImportFileError(file.path, keyLine(parsed.matter, key), check.problem);
    statedDate = check.date;
  }
  statedDate ??= dateInName(file.path, now);
  const date = statedDate ?? file.modifiedAt ?? new Date(now);
  return { entries: [{ text, date, statedDate, format: 'markdown' }], skipped: 0 };
}
