/**
 * Journal import (issue 17 "Bring your journal"): POST /api/import takes one file as the raw
 * request body (Content-Type: application/octet-stream) and its name in the query string. The
 * file is a Markdown/text file, a zip of them (or of any of these), a Day One JSON export, a
 * journiv JSON export, or a CSV with a text column and an optional date column. Each entry is
 * analysed in Full Spectrum mode and stored with its original date.
 *
 * With `Accept: application/x-ndjson` the answer is a stream of ImportEvent lines (progress while
 * it runs, then `done` or `error`); otherwise one ImportResult when everything is stored. A file
 * that cannot be read is refused before anything is stored: 400 `{message}` naming the file and line.
 */
import { z } from 'zod';
import { Timestamp } from './common';

/** The largest upload: a Day One zip of several years of text fits well within it. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most entries one import may hold (a bigger journal is imported in parts). */
export const IMPORT_MAX_ENTRIES = 10_000;
/** The media type of the progress stream. */
export const IMPORT_STREAM_TYPE = 'application/x-ndjson';

export const IMPORT_FORMATS = ['markdown', 'dayone', 'journiv', 'csv'] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;

const columnName = z.string().trim().min(1).max(100);

export const ImportQuery = z.object({
  /** The uploaded file's name: its extension says how to read it (.zip, .json, .csv, .md, .txt). */
  name: z.string().trim().min(1, { error: 'name must name the file' }).max(255),
  /** The file's modification time (ISO 8601), which dates a Markdown file that states no date. */
  modifiedAt: z.iso.datetime({ offset: true }).optional(),
  /** CSV: the column holding the text (default: text, content, entry or body). */
  textColumn: columnName.optional(),
  /** CSV: the column holding the date (default: date, created, createdAt or timestamp, when present). */
  dateColumn: columnName.optional(),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

export const ImportResult = z.object({
  /** Entries read from the file (blank ones not counted). */
  total: z.number().int(),
  /** Entries analysed and stored now. */
  imported: z.number().int(),
  /** Entries already imported before (or twice in this file): nothing stored for them. */
  duplicates: z.number().int(),
  /** Files or rows with no text, left out. */
  skipped: z.number().int(),
  /** The formats found in the file, e.g. ['markdown'] or ['dayone']. */
  formats: z.array(ImportFormat),
  /** The oldest and newest entry date imported now, or null when nothing new was stored. */
  firstDate: Timestamp.nullable(),
  lastDate: Timestamp.nullable(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** One line of the progress stream. */
export const ImportEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.enum(['analysing', 'saving']),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ type: z.literal('done'), result: ImportResult }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof ImportEvent>;
