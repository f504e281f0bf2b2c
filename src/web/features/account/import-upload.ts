/**
 * Sends a journal to POST /api/import and follows its progress stream (issue 17). One file goes
 * as it is, with its modification time; several files (or a folder) are zipped here first with
 * fflate, each keeping its own time, since the server takes one upload per import. Every line of
 * the stream is parsed with the contract; a refusal becomes an ApiError like any other failure.
 */
import type { TFunction } from 'i18next';
import type { Language } from '@contract/auth';
import { IMPORT_STREAM_TYPE, ImportEvent, type ImportResult } from '@contract/import';
import { ApiError } from '@/lib/api';
import { formatDate, formatNumber } from '@/i18n/format';

/** The stream ended before 'done': the interface says so in its own words (`import.interrupted`). */
export class ImportInterruptedError extends ApiError {}

export type ImportProgress = Extract<ImportEvent, { type: 'progress' }>;

interface Prepared {
  name: string;
  body: Blob;
  modifiedAt: Date | null;
}

async function prepare(files: readonly File[]): Promise<Prepared> {
  if (files.length === 1) {
    const [file] = files as [File];
    return {
      name: file.name,
      body: file,
      modifiedAt: file.lastModified ? new Date(file.lastModified) : null,
    };
  }
  const { zipSync } = await import('fflate');
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const file of files) {
    // A folder pick names files by their path inside it.
    const name = file.webkitRelativePath || file.name;
    entries[name] = [new Uint8Array(await file.arrayBuffer()), { mtime: new Date(file.lastModified) }];
  }
  const folder = files[0]?.webkitRelativePath.split('/')[0];
  return { name: `${folder || 'journal'}.zip`, body: new Blob([zipSync(entries)]), modifiedAt: null };
}

export async function importJournal(
  files: readonly File[],
  onProgress: (progress: ImportProgress) => void,
): Promise<{ name: string; result: ImportResult }> {
  const prepared = await prepare(files);
  const query = new URLSearchParams({ name: prepared.name });
  if (prepared.modifiedAt) query.set('modifiedAt', prepared.modifiedAt.toISOString());
  const response = await fetch(`/api/import?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream', Accept: IMPORT_STREAM_TYPE },
    body: prepared.body,
  });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) pending += value;
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const event = ImportEvent.parse(JSON.parse(pending.slice(0, newline)));
      pending = pending.slice(newline + 1);
      if (event.type === 'progress') onProgress(event);
      else if (event.type === 'done') return { name: prepared.name, result: event.result };
      else throw new ApiError(500, JSON.stringify({ message: event.message }), 'Import failed');
    }
    if (done) break;
  }
  throw new ImportInterruptedError(
    502,
    JSON.stringify({
      message: 'The server stopped answering before the import finished; nothing was stored.',
    }),
    'Import interrupted',
  );
}

/**
 * The day of an imported entry: English keeps the ISO date ('2021-04-02'); other languages read
 * it the Intl way ('2 avr. 2021'). The day is the UTC one the ISO form shows.
 */
function importDay(iso: string, language: Language): string {
  if (language === 'en') return iso.slice(0, 10);
  return formatDate(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' }, language);
}

/**
 * 'Imported 3 entries from Journal.json, dated 2021-04-02 to 2021-04-03 (1 already imported).'
 * in the language `t` speaks.
 */
export function importSummary(name: string, result: ImportResult, t: TFunction, language: Language): string {
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, language) });
  let text = t('import.summary.imported', { ...count(result.imported), name });
  if (result.firstDate && result.lastDate) {
    text = t('import.summary.dated', {
      imported: text,
      from: importDay(result.firstDate, language),
      to: importDay(result.lastDate, language),
    });
  }
  const notes = [];
  if (result.duplicates > 0) notes.push(t('import.summary.duplicates', count(result.duplicates)));
  if (result.skipped > 0) notes.push(t('import.summary.skipped', count(result.skipped)));
  return notes.length
    ? t('import.summary.withNotes', { text, notes: notes.join(t('import.summary.notesSeparator')) })
    : t('import.summary.plain', { text });
}
