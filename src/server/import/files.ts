/**
 * The files inside an upload: a zip (yauzl) gives every Markdown, text, JSON and CSV file in it
 * with its modification time; any other upload is one file. Photos and other attachments in a
 * zip (a Day One export carries them), folders, hidden files and macOS's __MACOSX copies are left
 * out. A zip that would unpack to more than the limits is refused before it is unpacked.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './errors';

export interface SourceFile {
  /** Shown in messages: `journal.csv`, or `export.zip/2024/03-05.md` for a file in a zip. */
  path: string;
  bytes: Buffer;
  /** When the file was last changed, when the upload says. */
  modifiedAt: Date | null;
}

export const READABLE_EXTENSIONS = ['.md', '.markdown', '.txt', '.text', '.json', '.csv', '.tsv'];
/** Unpacked text files in one zip, and their total size: a journal, not a zip bomb. */
export const ZIP_LIMITS = { files: 20_000, bytes: 200 * 1024 * 1024 };

export const extensionOf = (name: string): string => {
  const base = name.split('/').pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
};

const isZip = (name: string, bytes: Buffer) =>
  extensionOf(name) === '.zip' || (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50);

function skipped(entryName: string): boolean {
  const parts = entryName.split('/');
  if (parts.some((part) => part.startsWith('.') || part === '__MACOSX')) return true;
  return !READABLE_EXTENSIONS.includes(extensionOf(entryName));
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );
}

async function unzip(name: string, bytes: Buffer): Promise<SourceFile[]> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw new ImportFileError(
      name,
      null,
      `is not a zip file ToneLens can open (${(error as Error).message})`,
    );
  }
  const files: SourceFile[] = [];
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName.endsWith('/') || skipped(entry.fileName)) return zip.readEntry();
        total += entry.uncompressedSize;
        if (files.length + 1 > ZIP_LIMITS.files || total > ZIP_LIMITS.bytes) {
          return reject(
            new ImportFileError(name, null, 'holds too much text to import at once; import it in parts'),
          );
        }
        readEntry(zip, entry).then((content) => {
          files.push({
            path: `${name}/${entry.fileName}`,
            bytes: content,
            modifiedAt: entry.getLastModDate(),
          });
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(name, null, `could not be unpacked (${(error as Error).message})`);
  } finally {
    zip.close();
  }
  // Zips list files in any order; a stable order makes progress and messages predictable.
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The files of an upload named `name`. */
export async function filesOf(name: string, bytes: Buffer, modifiedAt: Date | null): Promise<SourceFile[]> {
  if (isZip(name, bytes)) return unzip(name, bytes);
  return [{ path: name, bytes, modifiedAt }];
}

/** A file's text: UTF-8 (a byte-order mark is dropped); anything else is refused, not garbled. */
export function textOf(file: SourceFile): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file.bytes);
  } catch {
    throw new ImportFileError(file.path, null, 'is not UTF-8 text');
  }
}
