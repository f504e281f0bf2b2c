/**
 * Argument parsing for the `tonelens` command. Kept apart from I/O so it is easy to test.
 */
// From modes, not analyse: batch's main thread must not load the engine (its workers do).
import { ANALYSIS_MODES, type AnalysisMode } from '@engine/modes';
import { IMPORT_USAGE } from './import/args';

export type InputFormat = 'jsonl' | 'csv' | 'lines' | 'folder';
export type OutputFormat = 'jsonl' | 'csv';

export interface BatchCommand {
  kind: 'batch';
  mode: AnalysisMode;
  /** A file, a folder, or '-' for stdin. */
  input: string;
  /** null: from the file name (.csv/.tsv, .jsonl/.ndjson, a folder; other files are plain lines; stdin is JSON Lines). */
  inputFormat: InputFormat | null;
  textColumn: string;
  idColumn: string;
  output: OutputFormat;
  sentences: boolean;
  /** null: one per core. */
  workers: number | null;
}

export type Command = { kind: 'help' } | { kind: 'analyse'; mode: AnalysisMode; file: string } | BatchCommand;

export class UsageError extends Error {}

export const USAGE = `Usage:
  tonelens analyse [--mode plain|tonelens|spectral|full] [FILE|-]   analyse a file (or stdin) and print one JSON object
  tonelens batch [options] [INPUT|-]                                analyse many texts, one result each, in input order
${IMPORT_USAGE.split('\n')[0]}
  tonelens --help                                                   show this help

batch INPUT is a .csv/.tsv file, a .jsonl file, a folder of .txt/.md files, or any other file
(one text per line); without INPUT, JSON Lines {"id", "text"} are read from stdin.
  --mode MODE            plain, tonelens, spectral or full (default full)
  --input-format FORMAT  jsonl, csv, lines or folder, when the name does not say
  --text-column NAME     the CSV column holding the text (default text)
  --id-column NAME       the CSV column holding the id (default id; the row number when absent)
  --output FORMAT        jsonl (default) or csv, one column per result field
  --sentences            also one row per sentence, where the engine gives sentences
  --workers N            worker threads (default: one per core)

The default mode is full. Results use the spec's field names (see README).

${IMPORT_USAGE.split('\n').slice(1).join('\n')}`;

const isMode = (value: string): value is AnalysisMode =>
  (ANALYSIS_MODES as readonly string[]).includes(value);

const INPUT_FORMATS: readonly InputFormat[] = ['jsonl', 'csv', 'lines', 'folder'];
const OUTPUT_FORMATS: readonly OutputFormat[] = ['jsonl', 'csv'];

function choice<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${flag} needs one of ${allowed.join(', ')}${value ? `, not '${value}'` : ''}`);
  }
  return value as T;
}

export function parseArgs(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return { kind: 'help' };
  if (command !== 'analyse' && command !== 'analyze' && command !== 'batch') {
    throw new UsageError(`unknown command '${command}' (expected analyse, batch, import or --help)`);
  }
  const batch = command === 'batch';
  let mode: AnalysisMode = 'full';
  const options: Omit<BatchCommand, 'kind' | 'mode' | 'input'> = {
    inputFormat: null,
    textColumn: 'text',
    idColumn: 'id',
    output: 'jsonl',
    sentences: false,
    workers: null,
  };
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => (inline !== undefined ? inline : rest[++i]);
    if (flag === '--help' || flag === '-h') return { kind: 'help' };
    if (flag === '--mode') {
      const given = value();
      if (given === undefined || !isMode(given)) {
        throw new UsageError(
          `--mode needs one of ${ANALYSIS_MODES.join(', ')}${given ? `, not '${given}'` : ''}`,
        );
      }
      mode = given;
    } else if (batch && flag === '--input-format') {
      options.inputFormat = choice(flag, value(), INPUT_FORMATS);
    } else if (batch && (flag === '--output' || flag === '--format')) {
      options.output = choice(flag, value(), OUTPUT_FORMATS);
    } else if (batch && (flag === '--text-column' || flag === '--id-column')) {
      const name = value();
      if (!name) throw new UsageError(`${flag} needs a column name`);
      if (flag === '--text-column') options.textColumn = name;
      else options.idColumn = name;
    } else if (batch && flag === '--sentences') {
      options.sentences = true;
    } else if (batch && flag === '--workers') {
      const given = value();
      const count = Number(given);
      if (!Number.isInteger(count) || count < 1 || count > 256) {
        throw new UsageError(
          `--workers needs a whole number from 1 to 256${given ? `, not '${given}'` : ''}`,
        );
      }
      options.workers = count;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new UsageError(`unknown option '${arg}'`);
    } else {
      positional.push(arg);
    }
  }
  if (batch) {
    if (positional.length > 1) throw new UsageError('batch takes at most one INPUT');
    return { kind: 'batch', mode, input: positional[0] ?? '-', ...options };
  }
  if (positional.length > 1) throw new UsageError('analyse takes at most one FILE');
  return { kind: 'analyse', mode, file: positional[0] ?? '-' };
}
