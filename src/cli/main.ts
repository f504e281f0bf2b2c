/**
 * The `tonelens` command (DESIGN.md "CLI"): `analyse` prints one JSON object for a file or stdin;
 * `batch` streams JSON Lines in order. Usage errors and unreadable files print one line on
 * stderr and exit with code 2.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { analyse, type AnalysisMode } from '@engine/analyse';
import { parseArgs, USAGE, UsageError } from './args';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(file: string): Promise<string> {
  if (file === '-') return readAll(process.stdin);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError(`cannot read '${file}' (${code})`);
  }
}

/** One output line per input line; a bad line answers with an error object and the run goes on. */
export function batchLine(
  line: string,
  lineNumber: number,
  mode: AnalysisMode,
): { output: string; ok: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { output: JSON.stringify({ line: lineNumber, error: 'invalid JSON' }), ok: false };
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  if (!record || typeof record.text !== 'string') {
    const id = record?.id ?? null;
    return {
      output: JSON.stringify({ id, line: lineNumber, error: 'each line needs a "text" string' }),
      ok: false,
    };
  }
  return { output: JSON.stringify({ id: record.id ?? null, ...analyse(record.text, mode) }), ok: true };
}

async function runBatch(mode: AnalysisMode): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  let failures = 0;
  let buffer: string[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    const text = buffer.join('\n') + '\n';
    buffer = [];
    if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  };
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const { output, ok } = batchLine(line, lineNumber, mode);
    if (!ok) failures++;
    buffer.push(output);
    if (buffer.length >= 256) await flush();
  }
  await flush();
  return failures > 0 ? 1 : 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (command.kind === 'batch') return await runBatch(command.mode);
    const text = await readInput(command.file);
    process.stdout.write(JSON.stringify(analyse(text, command.mode)) + '\n');
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tonelens: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
