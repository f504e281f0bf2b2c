/**
 * `tonelens batch`: reads every row of the input (see input.ts), analyses the good ones on a
 * pool of worker threads (every core by default) and writes the results in input order. Each
 * bad row costs one line on stderr saying where it was and what was wrong; the rest goes on,
 * and the exit code is 1 when there was any. The workers start before the input is read, so
 * their start-up overlaps the reading and parsing.
 */
import { readFile, stat } from 'node:fs/promises';
import type { BatchCommand } from '../args';
import { UsageError } from '../args';
import { csvRows, detectFormat, folderRows, InputError, jsonlRows, lineRows, type Row } from './input';
import { OutputWriter } from './output';
import { CHUNK_SIZE, defaultWorkers, WorkerPool, type ChunkResult } from './pool';
import { ProgressBar } from './progress';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readRows(command: BatchCommand): Promise<Row[]> {
  const source = command.input === '-' ? null : command.input;
  let format;
  try {
    format = command.inputFormat ?? (await detectFormat(source));
  } catch (error) {
    throw new UsageError(`cannot read '${source}' (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (format === 'folder') {
    if (source === null) throw new UsageError('a folder input needs a path');
    return folderRows(source);
  }
  let content: string;
  try {
    content = source === null ? await readAll(process.stdin) : await readFile(source, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read '${source}' (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    if (format === 'csv') return csvRows(content, command, source?.toLowerCase().endsWith('.tsv') ?? false);
  } catch (error) {
    if (error instanceof InputError) throw new UsageError(error.message);
    throw error;
  }
  return format === 'jsonl' ? jsonlRows(content) : lineRows(content);
}

async function write(text: string): Promise<void> {
  if (text === '') return;
  if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}

/**
 * Workers worth starting before the input is read: one per 64 KiB of input file (at least one),
 * a size that holds work for several chunks in any format; the rest start once the rows are
 * counted. Each worker's start-up costs about 0.45 s of CPU, wasted if it gets no chunk.
 */
const EARLY_BYTES_PER_WORKER = 64 * 1024;
async function earlyWorkers(command: BatchCommand, workers: number): Promise<number> {
  if (command.input === '-') return 1;
  try {
    const info = await stat(command.input);
    return info.isFile() ? Math.min(workers, Math.max(1, Math.floor(info.size / EARLY_BYTES_PER_WORKER))) : 1;
  } catch {
    return 1; // readRows says what is wrong with the path.
  }
}

export async function runBatch(command: BatchCommand): Promise<number> {
  const writer = new OutputWriter(command.output, command.sentences);
  const workers = command.workers ?? defaultWorkers();
  const pool = new WorkerPool({
    mode: command.mode,
    format: command.output,
    withSentences: command.sentences,
  });
  try {
    pool.grow(await earlyWorkers(command, workers));
    const rows = await readRows(command);
    const good = rows.filter((row): row is Extract<Row, { ok: true }> => row.ok);
    pool.grow(Math.min(workers, Math.ceil(good.length / CHUNK_SIZE)));
    return await writeAll(rows, good, writer, pool, command.input === '-' ? '' : `${command.input} `);
  } finally {
    await pool.close();
  }
}

async function writeAll(
  rows: readonly Row[],
  good: readonly Extract<Row, { ok: true }>[],
  writer: OutputWriter,
  pool: WorkerPool,
  label: string,
): Promise<number> {
  const progress = new ProgressBar(good.length);
  let failures = 0;

  // Bad rows are reported, and in JSON Lines written in place, between the good ones around them.
  const position = new Map(rows.map((row, index) => [row, index]));
  let reported = 0;
  /** Reports the bad rows before `index`; returns their JSON Lines error objects. */
  const reportBadUpTo = (index: number): string => {
    let text = '';
    for (; reported < index; reported++) {
      const row = rows[reported]!;
      if (row.ok) continue;
      failures++;
      progress.message(`tonelens: ${label}${row.where}: ${row.error}`);
      text += writer.error(row.id, row.where, row.error);
    }
    return text;
  };
  /** Each text's output: formatted by its worker, or here while the CSV columns were unknown. */
  const linesOf = (first: number, reply: ChunkResult): string[] =>
    reply.lines ?? reply.results.map((result, i) => writer.row(good[first + i]!.id, result));

  progress.update(0);
  await pool.analyse(
    good.map((row) => row.text),
    good.map((row) => row.id),
    () => writer.columns,
    async (first, reply) => {
      let text = '';
      const lines = linesOf(first, reply);
      for (let i = 0; i < lines.length; i++) {
        const index = position.get(good[first + i]!)!;
        if (index > reported) text += reportBadUpTo(index);
        text += lines[i]!;
        reported = index + 1;
      }
      await write(text);
      progress.update(first + lines.length);
    },
  );
  await write(reportBadUpTo(rows.length));
  progress.end();
  return failures > 0 ? 1 : 0;
}
