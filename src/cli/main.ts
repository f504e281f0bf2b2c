/**
 * The `tonelens` command (DESIGN.md "CLI"): `analyse` prints one JSON object for a file or stdin
 * (and, on stderr, one line when the text reads as another language than English);
 * `batch` analyses a corpus (CSV, JSON Lines, lines, a folder) on every core, in input order. Usage errors and unreadable files print one line on
 * stderr and exit with code 2.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs, USAGE, UsageError } from './args';
import { batchMain } from './batch/main';
import { parseImportArgs } from './import/args';
import { runImportCommand } from './import/run';
import { readsEnglishNotice } from './reads-english';

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

export async function main(argv: readonly string[]): Promise<number> {
  try {
    if (argv[0] === 'import') {
      const command = parseImportArgs(argv.slice(1));
      if (command.kind === 'help') process.stdout.write(USAGE + '\n');
      return command.kind === 'help'
        ? 0
        : await runImportCommand(command, {
            stdout: process.stdout,
            stderr: process.stderr,
            env: process.env,
          });
    }
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    // One path for batch, whichever entry reaches it (bin/tonelens.mjs calls batchMain itself).
    if (command.kind === 'batch') return await batchMain(argv);
    // Loaded here, not at the top: batch analyses in its workers and its main thread needs no engine.
    const { analyse } = await import('@engine/analyse');
    const text = await readInput(command.file);
    const result = analyse(text, command.mode);
    process.stdout.write(JSON.stringify(result) + '\n');
    const notice = readsEnglishNotice('language' in result ? result.language : undefined);
    if (notice) process.stderr.write(`tonelens: ${notice}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tonelens: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
