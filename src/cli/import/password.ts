/**
 * The account password for `tonelens import`: TONELENS_PASSWORD, or typed at a terminal prompt
 * (on stderr, not echoed). Without either there is no way to ask, so the command says how.
 */
import { UsageError } from '../args';

export async function readPassword(env: Record<string, string | undefined> = process.env): Promise<string> {
  if (env.TONELENS_PASSWORD) return env.TONELENS_PASSWORD;
  const input = process.stdin;
  if (!input.isTTY) {
    throw new UsageError('set TONELENS_PASSWORD, or run import on a terminal to be asked for the password');
  }
  process.stderr.write('Password: ');
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(null);
        if (char === '\u0003') return finish(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    input.on('data', onData);
  });
}
