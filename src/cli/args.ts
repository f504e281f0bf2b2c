/**
 * Argument parsing for the `tonelens` command. Kept apart from I/O so it is easy to test.
 */
import { ANALYSIS_MODES, type AnalysisMode } from '@engine/analyse';

export type Command =
  | { kind: 'help' }
  | { kind: 'analyse'; mode: AnalysisMode; file: string }
  | { kind: 'batch'; mode: AnalysisMode };

export class UsageError extends Error {}

export const USAGE = `Usage:
  tonelens analyse [--mode plain|tonelens|spectral|full] [FILE|-]   analyse a file (or stdin) and print one JSON object
  tonelens batch [--mode plain|tonelens|spectral|full]             read JSON Lines {"id", "text"} on stdin, write one result line each
  tonelens --help                                                   show this help

The default mode is full. Results use the spec's field names (see README).`;

const isMode = (value: string): value is AnalysisMode =>
  (ANALYSIS_MODES as readonly string[]).includes(value);

export function parseArgs(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return { kind: 'help' };
  if (command !== 'analyse' && command !== 'analyze' && command !== 'batch') {
    throw new UsageError(`unknown command '${command}' (expected analyse, batch or --help)`);
  }
  let mode: AnalysisMode = 'full';
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--mode' || arg.startsWith('--mode=')) {
      const value = arg === '--mode' ? rest[++i] : arg.slice('--mode='.length);
      if (value === undefined || !isMode(value)) {
        throw new UsageError(
          `--mode needs one of ${ANALYSIS_MODES.join(', ')}${value ? `, not '${value}'` : ''}`,
        );
      }
      mode = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new UsageError(`unknown option '${arg}'`);
    } else {
      positional.push(arg);
    }
  }
  if (command === 'batch') {
    if (positional.length > 0) throw new UsageError('batch reads stdin and takes no file argument');
    return { kind: 'batch', mode };
  }
  if (positional.length > 1) throw new UsageError('analyse takes at most one FILE');
  return { kind: 'analyse', mode, file: positional[0] ?? '-' };
}
