/**
 * A CSV (or TSV) journal: one entry per row, with a header row. The text column is the one named
 * by the importer, else the first of text, content, entry, body; the date column likewise (date,
 * created, created_at, createdAt, timestamp), and without one every row is dated by the file.
 * csv-parse reads it (quotes, embedded line breaks, a byte-order mark); a malformed row is
 * refused with its line.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { readDate } from './dates';
import type { ParsedEntry, ReadOutcome } from './entry';
import { ImportFileError } from './errors';
import { extensionOf, textOf, type SourceFile } from './files';

export const TEXT_COLUMNS = ['text', 'content', 'entry', 'body'];
export const DATE_COLUMNS = ['date', 'created', 'created_at', 'createdat', 'timestamp'];

export interface CsvColumns {
  textColumn?: string | undefined;
  dateColumn?: string | undefined;
}

interface Row {
  record: string[];
  info: { lines: number };
}

function pick(header: string[], wanted: string | undefined, defaults: string[]): number {
  const names = header.map((name) => name.trim().toLowerCase());
  if (wanted !== undefined) return names.indexOf(wanted.trim().toLowerCase());
  for (const name of defaults) {
    const index = names.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

export function readCsv(file: SourceFile, columns: CsvColumns, now: number): ReadOutcome {
  let rows: Row[];
  try {
    rows = parse(textOf(file), {
      bom: true,
      delimiter: extensionOf(file.path) === '.tsv' ? '\t' : ',',
      info: true,
      skip_empty_lines: true,
    }) as unknown as Row[]; // with info: true, csv-parse returns {record, info} per row
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      throw new ImportFileError(file.path, line, error.message.replace(/\s*(at|on) line \d+\.?$/, ''));
    }
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return { entries: [], skipped: 0 };
  const textIndex = pick(header.record, columns.textColumn, TEXT_COLUMNS);
  if (textIndex < 0) {
    const wanted = columns.textColumn ? `'${columns.textColumn}'` : `'text' (or content, entry, body)`;
    throw new ImportFileError(
      file.path,
      1,
      `has no ${wanted} column; the header is ${header.record.join(', ')}`,
    );
  }
  const dateIndex = pick(header.record, columns.dateColumn, DATE_COLUMNS);
  if (columns.dateColumn !== undefined && dateIndex < 0) {
    throw new ImportFileError(
      file.path,
      1,
      `has no '${columns.dateColumn}' column; the header is ${header.record.join(', ')}`,
    );
  }
  const entries: ParsedEntry[] = [];
  let skipped = 0;
  for (const { record, info } of body) {
    const text = (record[textIndex] ?? '').trim();
    if (text === '') {
      skipped++;
      continue;
    }
    let statedDate: Date | null = null;
    const raw = dateIndex >= 0 ? (record[dateIndex] ?? '').trim() : '';
    if (raw !== '') {
      const check = readDate(raw, now);
      if ('problem' in check) throw new ImportFileError(file.path, info.lines, check.problem);
      statedDate = check.date;
    }
    entries.push({ text, date: statedDate ?? file.modifiedAt ?? new Date(now), statedDate, format: 'csv' });
  }
  return { entries, skipped };
}
