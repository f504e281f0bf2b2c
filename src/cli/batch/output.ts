/**
 * Batch output: JSON Lines (one object per text, `id` first) or CSV through csv-stringify, one
 * column per result field (lists such as characterValues as JSON text). With `sentences`, each
 * text whose result carries a `sentences` list is followed by one row per sentence (`sentence`
 * = 1, 2, …, the sentence's own fields in the columns of the same name); results without the
 * field get no extra rows.
 */
import { stringify } from 'csv-stringify/sync';

import type { OutputFormat } from '../args';

export interface Analysed {
  id: unknown;
  result: Record<string, unknown>;
}

type Cell = string | number | boolean | null;

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

/** Turns analysed rows into output text; the CSV header is fixed by the first row it sees. */
export class OutputWriter {
  private columns: string[] | null = null;

  constructor(
    private readonly format: OutputFormat,
    private readonly withSentences: boolean,
  ) {}

  /** A bad row in JSON Lines output: an error object in its place (CSV leaves it out). */
  error(id: unknown, where: string, error: string): string {
    if (this.format !== 'jsonl') return '';
    const line = /^line (\d+)$/.exec(where)?.[1];
    const place = line ? { line: Number(line) } : { file: where };
    return JSON.stringify({ id, ...place, error }) + '\n';
  }

  rows(analysed: readonly Analysed[]): string {
    if (analysed.length === 0) return '';
    return this.format === 'jsonl' ? this.jsonl(analysed) : this.csv(analysed);
  }

  private jsonl(analysed: readonly Analysed[]): string {
    let out = '';
    for (const { id, result } of analysed) {
      out += JSON.stringify({ id, ...result }) + '\n';
      if (!this.withSentences) continue;
      sentencesOf(result).forEach((sentence, index) => {
        out += JSON.stringify({ id, sentence: index + 1, ...sentence }) + '\n';
      });
    }
    return out;
  }

  private csv(analysed: readonly Analysed[]): string {
    let header = false;
    if (!this.columns) {
      const first = analysed[0]!.result;
      const fields = Object.keys(first).filter((key) => key !== 'sentences');
      const sentenceFields = this.withSentences
        ? Object.keys(sentencesOf(first)[0] ?? {}).filter((key) => !fields.includes(key))
        : [];
      this.columns = ['id', ...(this.withSentences ? ['sentence'] : []), ...fields, ...sentenceFields];
      header = true;
    }
    const columns = this.columns;
    const records: Cell[][] = [];
    for (const { id, result } of analysed) {
      records.push(
        columns.map((column) =>
          column === 'id' ? cell(id) : column === 'sentence' ? null : cell(result[column]),
        ),
      );
      if (!this.withSentences) continue;
      sentencesOf(result).forEach((sentence, index) => {
        records.push(
          columns.map((column) =>
            column === 'id' ? cell(id) : column === 'sentence' ? index + 1 : cell(sentence[column]),
          ),
        );
      });
    }
    return stringify(records, { header, columns });
  }
}
