/**
 * `tonelens import PATH`: signs in to the ToneLens server with the account's e-mail and password,
 * sends the file (or the zipped folder) to POST /api/import, and follows the server's progress
 * stream: a progress bar on stderr when it is a terminal, then one summary line on stdout. A file
 * the server refuses prints its message (file and line) and exits 1; nothing was stored then.
 */
import { ErrorResponse } from '@contract/common';
import { IMPORT_STREAM_TYPE, ImportEvent, type ImportResult } from '@contract/import';
import { UsageError } from '../args';
import { ProgressBar } from '../batch/progress';
import type { ImportCommand } from './args';
import { readPassword } from './password';
import { uploadOf } from './upload';

export interface ImportIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WriteStream;
  env: Record<string, string | undefined>;
}

/** The server's `{message}`, or the status line when the body is not one. */
async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    return ErrorResponse.parse(JSON.parse(text)).message;
  } catch {
    return `${response.status} ${response.statusText}`.trim();
  }
}

async function signIn(server: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/local/signin', server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new UsageError(`sign-in failed: ${await messageOf(response)}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
    }
  }
  if (pending.trim() !== '') yield pending;
}

export function summary(name: string, result: ImportResult): string {
  const plural = (count: number, word: string) =>
    `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;
  const parts = [`Imported ${plural(result.imported, 'entry').replace('entrys', 'entries')} from ${name}`];
  if (result.firstDate && result.lastDate) {
    parts.push(`dated ${result.firstDate.slice(0, 10)} to ${result.lastDate.slice(0, 10)}`);
  }
  const notes = [];
  if (result.duplicates > 0) notes.push(`${result.duplicates.toLocaleString('en')} already imported`);
  if (result.skipped > 0) notes.push(`${result.skipped.toLocaleString('en')} without text skipped`);
  return parts.join(', ') + (notes.length ? ` (${notes.join('; ')})` : '') + '.';
}

export async function runImportCommand(command: ImportCommand, io: ImportIo): Promise<number> {
  if (!command.email)
    throw new UsageError('give --email (or set TONELENS_EMAIL) for the account to import into');
  const upload = await uploadOf(command.path);
  const password = await readPassword(io.env);
  let cookie: string;
  try {
    cookie = await signIn(command.server, command.email, password);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot reach ${command.server} (${(error as Error).message})`);
  }

  const query = new URLSearchParams({ name: upload.name });
  if (upload.modifiedAt) query.set('modifiedAt', upload.modifiedAt.toISOString());
  if (command.textColumn) query.set('textColumn', command.textColumn);
  if (command.dateColumn) query.set('dateColumn', command.dateColumn);
  const response = await fetch(new URL(`/api/import?${query}`, command.server), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', accept: IMPORT_STREAM_TYPE, cookie },
    body: upload.bytes,
  });
  if (!response.ok || !response.body) {
    io.stderr.write(`tonelens: ${await messageOf(response)}\n`);
    return 1;
  }

  let bar: ProgressBar | null = null;
  for await (const line of lines(response.body)) {
    const event = ImportEvent.parse(JSON.parse(line));
    if (event.type === 'progress') {
      bar ??= new ProgressBar(event.total, io.stderr, Boolean(io.stderr.isTTY));
      // Analysis is the long part; saving finishes the bar.
      bar.update(event.phase === 'saving' ? event.total : event.done);
    } else if (event.type === 'done') {
      bar?.end();
      io.stdout.write(summary(upload.name, event.result) + '\n');
      return 0;
    } else {
      bar?.end();
      io.stderr.write(`tonelens: ${event.message}\n`);
      return 1;
    }
  }
  bar?.end();
  io.stderr.write('tonelens: the server stopped answering before the import finished; nothing was stored\n');
  return 1;
}
