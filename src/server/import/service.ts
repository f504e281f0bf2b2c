/**
 * The import itself: an upload's entries (read.ts) are keyed, those imported before (or twice in
 * the upload) are counted and left out, the rest are analysed in Full Spectrum mode, exactly as
 * POST /api/analyse does, and then stored in one transaction with their own dates. Analysis
 * yields to the event loop as it goes, so the server keeps answering others and progress reaches
 * the client; a cancelled import (the client went away) stops before anything is stored.
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { ImportEvent, ImportResult } from '@contract/import';
import { analyse } from '@engine/analyse';
import { engineColumns } from '../store/analyses';
import { dominantTones } from '../store/journal-text';
import type { ParsedEntry } from './entry';
import type { ImportRepository, PreparedEntry } from './import-store';
import type { ReadUpload } from './read';

export type Progress = Extract<ImportEvent, { type: 'progress' }>;

export class ImportCancelledError extends Error {
  override readonly name = 'ImportCancelledError';
}

/** How long analysis runs before it lets other work in. */
const SLICE_MS = 40;

/**
 * The import key: the text (line endings and outer blanks normalised) and the date the source
 * states. A date taken from a file's modification time is left out: copying a folder changes it.
 */
export function importKey(entry: ParsedEntry): string {
  const text = entry.text.replace(/\r\n?/g, '\n').trim();
  const date = entry.statedDate ? entry.statedDate.toISOString() : '';
  return createHash('sha256').update(`${date}\n${text}`).digest('hex');
}

function prepare(entry: ParsedEntry, key: string): PreparedEntry {
  const columns = engineColumns(analyse(entry.text, 'full'));
  const percentages =
    columns.deepTonePercentage !== null &&
    columns.suspendedTonePercentage !== null &&
    columns.brightTonePercentage !== null
      ? {
          deepTonePercentage: columns.deepTonePercentage,
          suspendedTonePercentage: columns.suspendedTonePercentage,
          brightTonePercentage: columns.brightTonePercentage,
        }
      : null;
  return {
    importKey: key,
    format: entry.format,
    text: entry.text,
    createdAt: entry.date.toISOString(),
    columns,
    dominantTones: dominantTones(entry.text, percentages),
  };
}

export interface RunOptions {
  onProgress?: (progress: Progress) => void;
  isCancelled?: () => boolean;
}

export async function runImport(
  repository: ImportRepository,
  upload: ReadUpload,
  { onProgress = () => undefined, isCancelled = () => false }: RunOptions = {},
): Promise<ImportResult> {
  const keyed = upload.entries.map((entry) => ({ entry, key: importKey(entry) }));
  const existing = await repository.existingKeys([...new Set(keyed.map((item) => item.key))]);
  const seen = new Set<string>();
  const fresh = keyed.filter(({ key }) => {
    if (existing.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const total = fresh.length;
  const prepared: PreparedEntry[] = [];
  onProgress({ type: 'progress', phase: 'analysing', done: 0, total });
  let sliceStart = Date.now();
  for (const { entry, key } of fresh) {
    prepared.push(prepare(entry, key));
    if (Date.now() - sliceStart >= SLICE_MS) {
      onProgress({ type: 'progress', phase: 'analysing', done: prepared.length, total });
      await yieldToLoop();
      if (isCancelled()) throw new ImportCancelledError('the import was cancelled');
      sliceStart = Date.now();
    }
  }
  onProgress({ type: 'progress', phase: 'analysing', done: total, total });
  if (isCancelled()) throw new ImportCancelledError('the import was cancelled');

  if (total > 0) {
    onProgress({ type: 'progress', phase: 'saving', done: 0, total });
    let lastReport = Date.now();
    await repository.saveAll(prepared, (saved) => {
      if (saved === total || Date.now() - lastReport >= 100) {
        lastReport = Date.now();
        onProgress({ type: 'progress', phase: 'saving', done: saved, total });
      }
    });
  }

  const dates = prepared.map((item) => item.createdAt).sort();
  return {
    total: upload.entries.length,
    imported: total,
    duplicates: upload.entries.length - total,
    skipped: upload.skipped,
    formats: upload.formats,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
  };
}
