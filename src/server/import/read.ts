/**
 * An upload to entries: unpacks it (files.ts), reads each file by its extension, and refuses the
 * whole upload at the first file that cannot be read, with a message naming that file and line.
 * Nothing is stored at this point, so a refused upload leaves nothing behind.
 */
import { IMPORT_MAX_ENTRIES, type ImportFormat } from '@contract/import';
import { readCsv, type CsvColumns } from './csv';
import type { ParsedEntry } from './entry';
import { ImportFileError } from './errors';
import { extensionOf, filesOf } from './files';
import { readJsonExport } from './json-export';
import { readMarkdown } from './markdown';

export interface ReadUpload {
  entries: ParsedEntry[];
  skipped: number;
  formats: ImportFormat[];
}

export interface UploadOptions extends CsvColumns {
  /** The uploaded file's modification time, when the client knows it. */
  modifiedAt?: Date | null;
  now?: number;
}

export async function readUpload(
  name: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<ReadUpload> {
  const now = options.now ?? Date.now();
  const files = await filesOf(name, bytes, options.modifiedAt ?? null);
  const entries: ParsedEntry[] = [];
  let skipped = 0;
  let read = 0;
  for (const file of files) {
    const extension = extensionOf(file.path);
    const outcome =
      extension === '.json'
        ? readJsonExport(file, now)
        : extension === '.csv' || extension === '.tsv'
          ? readCsv(file, options, now)
          : ['.md', '.markdown', '.txt', '.text'].includes(extension)
            ? readMarkdown(file, now)
            : null;
    if (!outcome) {
      throw new ImportFileError(
        file.path,
        null,
        'is not a file ToneLens can import (use .md, .txt, .json, .csv or a .zip of them)',
      );
    }
    read++;
    entries.push(...outcome.entries);
    skipped += outcome.skipped;
    if (entries.length > IMPORT_MAX_ENTRIES) {
      throw new ImportFileError(
        name,
        null,
        `holds more than ${IMPORT_MAX_ENTRIES.toLocaleString('en')} entries; import it in parts`,
      );
    }
  }
  if (read === 0) throw new ImportFileError(name, null, 'holds no .md, .txt, .json or .csv file');
  const formats = [...new Set(entries.map((entry) => entry.format))];
  return { entries, skipped, formats };
}
