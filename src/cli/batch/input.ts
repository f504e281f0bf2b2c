/**
 * Batch input: JSON Lines {"id", "text"}, CSV (csv-parse; text and id columns chosen by name),
 * plain lines (one text each), or a folder of .txt/.md files (one text each, id = the file's
 * path inside the folder). Every record becomes a row to analyse or a bad row that says where
 * it was and what was wrong, so the run goes on past it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

import type { InputFormat } from '../args';
export type { InputFormat };

export type Row =
  | { ok: true; id: unknown; where: string; text: string }
  | { ok: false; id: unknown; where: string; error: string };

export interface InputOptions {
  format: InputFormat | null;
  textColumn: string;
  idColumn: string;
}

/** The format a path implies when --input-format is not given. */
export async function detectFormat(source: string | null): Promise<InputFormat> {
  if (source === null) return 'jsonl';
  if ((await stat(source)).isDirectory()) return 'folder';
  const extension = path.extname(source).toLowerCase();
  if (extension === '.csv' || extension === '.tsv') return 'csv';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  return 'lines';
}

export function jsonlRows(content: string): Row[] {
  const rows: Row[] = [];
  content.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `line ${index + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      rows.push({ ok: false, id: null, where, error: 'invalid JSON' });
      return;
    }
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    const id = record?.id ?? null;
    if (!record || typeof record.text !== 'string') {
      rows.push({ ok: false, id, where, error: 'each line needs a "text" string' });
      return;
    }
    rows.push({ ok: true, id, where, text: record.text });
  });
  return rows;
}

export function lineRows(content: string): Row[] {
  const rows: Row[] = [];
  content.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() !== '') rows.push({ ok: true, id: index + 1, where: `line ${index + 1}`, text: line });
  });
  return rows;
}

export function csvRows(
  content: string,
  options: Pick<InputOptions, 'textColumn' | 'idColumn'>,
  tsv = false,
): Row[] {
  const rows: Row[] = [];
  const records = parse(content, {
    bom: true,
    columns: true,
    delimiter: tsv ? '\t' : ',',
    skip_empty_lines: true,
    info: true,
    relax_quotes: false,
    skip_records_with_error: true,
    on_skip: (error) => {
      // csv-parse may stumble more than once inside one broken record: one report per line.
      const where = `line ${error?.lines ?? '?'}`;
      if (error && !rows.some((row) => row.where === where)) {
        rows.push({ ok: false, id: null, where, error: error.message });
      }
    },
  }) as { record: Record<string, string | undefined>; info: { lines: number } }[];
  const header = records[0] ? Object.keys(records[0].record) : [];
  if (records.length > 0 && !header.includes(options.textColumn)) {
    throw new InputError(
      `no column '${options.textColumn}' (columns: ${header.join(', ')}); choose one with --text-column`,
    );
  }
  records.forEach(({ record, info }, index) => {
    const id = header.includes(options.idColumn) ? record[options.idColumn] : index + 1;
    const text = record[options.textColumn];
    if (text === undefined || text.trim() === '') {
      rows.push({ ok: false, id, where: `line ${info.lines}`, error: `empty '${options.textColumn}'` });
    } else {
      rows.push({ ok: true, id, where: `line ${info.lines}`, text });
    }
  });
  // Skipped records were reported as parsing went; put every row back in file order.
  return rows.sort((a, b) => lineOf(a) - lineOf(b));
}

const lineOf = (row: Row): number => Number(/line (\d+)/.exec(row.where)?.[1] ?? 0);

export class InputError extends Error {}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(txt|md|markdown)$/i.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function folderRows(folder: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const file of await filesUnder(folder)) {
    try {
      const text = await readFile(path.join(folder, file), 'utf8');
      if (text.trim() === '') rows.push({ ok: false, id: file, where: file, error: 'empty file' });
      else rows.push({ ok: true, id: file, where: file, text });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      rows.push({ ok: false, id: file, where: file, error: `cannot read (${code})` });
    }
  }
  return rows;
}
