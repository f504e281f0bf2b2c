/**
 * `tonelens batch`: reads every row of the input (see input.ts), analyses the good ones on a
 * pool of worker threads (every core by default) and writes the results in input order. Each
 * bad row costs one line on stderr saying where it was and what was wrong; the rest goes on,
 * and the exit code is 1 when there was any.
 */
import { readFile } from 'node:fs/promises';
import type { BatchCommand } from '../args';
import { UsageError } from '../args';
import { csvRows, detectFormat, folderRows, InputError, jsonlRows, lineRows, type Row } from './input';
import { OutputWriter, type Analysed } from './output';
import { analyseAll, defaultWorkers } from './pool';
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

export async function runBatch(command: BatchCommand): Promise<number> {
  const rows = await readRows(command);
  const good = rows.filter((row): row is Extract<Row, { ok: true }> => row.ok);
  const writer = new OutputWriter(command.output, command.sentences);
  const progress = new ProgressBar(good.length);
  const label = command.input === '-' ? '' : `${command.input} `;
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

  progress.update(0);
  await analyseAll(
    good.map((row) => row.text),
    command.mode,
    command.workers ?? defaultWorkers(),
    async (first, results) => {
      let text = '';
      const analysed: Analysed[] = [];
      for (let i = 0; i < results.length; i++) {
        const row = good[first + i]!;
        const index = position.get(row)!;
        if (index > reported) {
          text += writer.rows(analysed.splice(0));
          text += reportBadUpTo(index);
        }
        analysed.push({ id: row.id, result: results[i]! });
        reported = index + 1;
      }
      text += writer.rows(analysed);
      await write(text);
      progress.update(first + results.length);
    },
  );
  await write(reportBadUpTo(rows.length));
  progress.end();
  return failures > 0 ? 1 : 0;
}
