/**
 * One CSV record as csv-stringify 6 writes it with its default options, for the cells batch
 * output has (string, number, boolean, null): the batch formats every row on its worker
 * threads, and csv-stringify's per-call option set-up and per-cell casts cost more than the
 * record itself. batch.test.ts checks this against csv-stringify on awkward values.
 *
 * csv-stringify's defaults: numbers as `'' + value`, true as "1", false, null and undefined as
 * nothing; a string is quoted when it holds a comma, a quote, "\n" or "\r", its quotes doubled;
 * every record ends with "\n".
 */
export type Cell = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\n\r]/;

export function csvField(value: Cell): string {
  if (typeof value === 'string') {
    if (!NEEDS_QUOTES.test(value)) return value;
    return `"${value.replaceAll('"', '""')}"`;
  }
  if (typeof value === 'number') return '' + value;
  if (value === true) return '1';
  return '';
}

export function csvRecord(cells: readonly Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) line += ',';
    line += csvField(cells[i]);
  }
  return line + '\n';
}
