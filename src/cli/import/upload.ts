/**
 * What `tonelens import` sends: a file as it is, or a folder zipped in memory (fflate) with each
 * file's modification time, so the server dates undated Markdown files as the folder does.
 * Only the files the server can read go in; hidden files and folders are left out.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { UsageError } from '../args';

const READABLE = new Set(['.md', '.markdown', '.txt', '.text', '.json', '.csv', '.tsv']);

export interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The file's own modification time (not for a zipped folder: each file in it has its own). */
  modifiedAt: Date | null;
  files: number;
}

async function collect(root: string, dir: string, into: Zippable): Promise<number> {
  let count = 0;
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += await collect(root, full, into);
    else if (entry.isFile() && READABLE.has(path.extname(entry.name).toLowerCase())) {
      const info = await stat(full);
      const relative = path.relative(root, full).split(path.sep).join('/');
      into[relative] = [new Uint8Array(await readFile(full)), { mtime: info.mtime }];
      count++;
    }
  }
  return count;
}

export async function uploadOf(target: string): Promise<Upload> {
  let info;
  try {
    info = await stat(target);
  } catch (error) {
    throw new UsageError(`cannot read '${target}' (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (info.isDirectory()) {
    const files: Zippable = {};
    const count = await collect(target, target, files);
    if (count === 0) throw new UsageError(`'${target}' holds no .md, .txt, .json or .csv file`);
    const name = `${path.basename(path.resolve(target))}.zip`;
    return { name, bytes: new Uint8Array(zipSync(files)), modifiedAt: null, files: count };
  }
  const bytes = new Uint8Array(await readFile(target));
  return { name: path.basename(target), bytes, modifiedAt: info.mtime, files: 1 };
}
