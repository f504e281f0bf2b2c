/** One journal entry read from a file, before it is analysed. */
import type { ImportFormat } from '@contract/import';

export interface ParsedEntry {
  text: string;
  date: Date;
  /**
   * The date as the source wrote it (front matter, file name, a JSON or CSV field), or null when
   * it came from the file's modification time or the upload time, which change when a file is
   * copied: the import key then rests on the text alone.
   */
  statedDate: Date | null;
  format: ImportFormat;
}

export interface ReadOutcome {
  entries: ParsedEntry[];
  /** Files or rows that had no text. */
  skipped: number;
}
