/**
 * Arguments of `tonelens import PATH`: the server to import into and the account, each from a
 * flag or the environment (TONELENS_URL, TONELENS_EMAIL; the password only from TONELENS_PASSWORD
 * or a prompt, never a flag, so it stays out of shell history and `ps`).
 */
import { UsageError } from '../args';

export interface ImportCommand {
  kind: 'import';
  path: string;
  server: string;
  email: string | null;
  textColumn: string | null;
  dateColumn: string | null;
}

export const DEFAULT_SERVER = 'http://localhost:5000';

export const IMPORT_USAGE = `  tonelens import [options] PATH                                    import a journal into your ToneLens account

import PATH is a folder or .zip of .md/.txt files, a Day One or journiv JSON export, or a CSV
with a text column and an optional date column. Each entry is analysed (Full Spectrum) and kept
with its own date; entries imported before are skipped.
  --server URL           the ToneLens server (default $TONELENS_URL or ${DEFAULT_SERVER})
  --email EMAIL          your account (default $TONELENS_EMAIL); the password is read from
                         $TONELENS_PASSWORD, or asked for on a terminal
  --text-column NAME     CSV: the column holding the text (default text, content, entry or body)
  --date-column NAME     CSV: the column holding the date (default date, created or timestamp)`;

export function parseImportArgs(
  rest: readonly string[],
  env: Record<string, string | undefined> = process.env,
): ImportCommand | { kind: 'help' } {
  const command: ImportCommand = {
    kind: 'import',
    path: '',
    server: env.TONELENS_URL || DEFAULT_SERVER,
    email: env.TONELENS_EMAIL || null,
    textColumn: null,
    dateColumn: null,
  };
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const given = inline !== undefined ? inline : rest[++i];
      if (!given) throw new UsageError(`${flag} needs a value`);
      return given;
    };
    if (flag === '--help' || flag === '-h') return { kind: 'help' };
    else if (flag === '--server') command.server = value();
    else if (flag === '--email') command.email = value();
    else if (flag === '--text-column') command.textColumn = value();
    else if (flag === '--date-column') command.dateColumn = value();
    else if (flag === '--password') {
      throw new UsageError('the password is read from TONELENS_PASSWORD or asked for, not given as a flag');
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option '${arg}'`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new UsageError('import takes one PATH (a folder, .zip, .json or .csv)');
  command.path = positional[0]!;
  try {
    const url = new URL(command.server);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new UsageError(`--server needs an http(s) URL, not '${command.server}'`);
  }
  return command;
}
