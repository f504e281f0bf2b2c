/**
 * `tonelens batch` as bin/tonelens.mjs starts it: only the batch's own modules, loaded through
 * tsx's CommonJS hooks (require-ts.mjs), so the main thread reaches the workers' start sooner
 * and spends less CPU beside them (ADR 0030). src/cli/main.ts hands `batch` here too, so both
 * entries share one path: help, a usage error in one stderr line and exit 2.
 */
import { parseArgs, USAGE, UsageError } from '../args';
import { runBatch } from './run';

export async function batchMain(argv: readonly string[]): Promise<number> {
  try {
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (command.kind !== 'batch') throw new Error(`batchMain runs the batch command, not ${command.kind}`);
    return await runBatch(command);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tonelens: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
