/**
 * Batch output: JSON Lines (one object per text, `id` first) or CSV (csv-line.ts, as
 * csv-stringify writes it), one column per result field (lists such as characterValues as JSON
 * text). With `sentences`, each text whose result carries a `sentences` list is followed by one
 * row per sentence (`sentence` = 1, 2, …, the sentence's own fields in the columns of the same
 * name); results without the field get no extra rows.
 *
 * The worker threads format their own rows (formatRow) so only text crosses back to the main
 * thread; the CSV columns are fixed by the first result (csvColumns), which the main thread
 * formats itself and then hands the columns to the workers.
 */
import type { OutputFormat } from '../args';
import { csvRecord, type Cell } from './csv-line';

export interface Analysed {
  id: unknown;
  result: Record<string, unknown>;
}

export interface OutputShape {
  format: OutputFormat;
  withSentences: boolean;
}

const cell = (value: unknown): Cell => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

export function sentencesOf(result: Record<string, unknown>): Record<string, unknown>[] {
  const { sentences } = result;
  if (!Array.isArray(sentences)) return [];
  return sentences.map((sentence: unknown) =>
    typeof sentence === 'object' && sentence !== null
      ? (sentence as Record<string, unknown>)
      : { text: sentence },
  );
}

/** The CSV columns the first result fixes for the whole run. */
export function csvColumns(first: Record<string, unknown>, withSentences: boolean): string[] {
  const fields = Object.keys(first).filter((key) => key !== 'sentences');
  const sentenceFields = withSentences
    ? Object.keys(sentencesOf(first)[0] ?? {}).filter((key) => !fields.includes(key))
    : [];
  return ['id', ...(withSentences ? ['sentence'] : []), ...fields, ...sentenceFields];
}

/**
 * One analysed text as output text: its line (and its sentences' lines). CSV needs the run's
 * columns; JSON Lines ignores them.
 */
export function formatRow(
  shape: OutputShape,
  columns: readonly string[] | null,
  id: unknown,
  result: Record<string, unknown>,
): string {
  if (shape.format === 'jsonl') {
    let out = JSON.stringify({ id, ...result }) + '\n';
    if (!shape.withSentences) return out;
    sentencesOf(result).forEach((sentence, index) => {
      out += JSON.stringify({ id, sentence: index + 1, ...sentence }) + '\n';
    });
    return out;
  }
  if (!columns) throw new Error('CSV rows need the columns of the first result');
  let out = csvRecord(
    columns.map((column) =>
      column === 'id' ? cell(id) : column === 'sentence' ? null : cell(result[column]),
    ),
  );
  if (!shape.withSentences) return out;
  sentencesOf(result).forEach((sentence, index) => {
    out += csvRecord(
      columns.map((column) =>
        column === 'id' ? cell(id) : column === 'sentence' ? index + 1 : cell(sentence[column]),
      ),
    );
  });
  return out;
}

/** Turns analysed rows into output text; the CSV header is fixed by the first row it sees. */
export class OutputWriter {
  private fixedColumns: string[] | null = null;
  private readonly shape: OutputShape;

  constructor(format: OutputFormat, withSentences: boolean) {
    this.shape = { format, withSentences };
  }

  /** The CSV columns once the first row has been formatted (null before, and for JSON Lines). */
  get columns(): string[] | null {
    return this.fixedColumns;
  }

  /** A bad row in JSON Lines output: an error object in its place (CSV leaves it out). */
  error(id: unknown, where: string, error: string): string {
    if (this.shape.format !== 'jsonl') return '';
    const line = /^line (\d+)$/.exec(where)?.[1];
    const place = line ? { line: Number(line) } : { file: where };
    return JSON.stringify({ id, ...place, error }) + '\n';
  }

  /** One row's text; the first CSV row fixes the columns and comes after the header line. */
  row(id: unknown, result: Record<string, unknown>): string {
    if (this.shape.format === 'jsonl') return formatRow(this.shape, null, id, result);
    let header = '';
    if (!this.fixedColumns) {
      this.fixedColumns = csvColumns(result, this.shape.withSentences);
      header = csvRecord(this.fixedColumns);
    }
    return header + formatRow(this.shape, this.fixedColumns, id, result);
  }

  rows(analysed: readonly Analysed[]): string {
    return analysed.map(({ id, result }) => this.row(id, result)).join('');
  }
}
