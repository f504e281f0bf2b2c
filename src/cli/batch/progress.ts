/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal (piped or redirected
 * stderr stays clean for logs), at most ten times a second, erased when the run ends.
 */
const WIDTH = 30;

export class ProgressBar {
  private last = 0;
  private readonly started = Date.now();

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly enabled: boolean = Boolean(process.stderr.isTTY),
  ) {}

  update(done: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.last < 100 && done < this.total) return;
    this.last = now;
    this.stream.write(`\r${progressLine(done, this.total, (now - this.started) / 1000)}`);
  }

  /** Erases the bar (the line is left blank for what comes next). */
  end(): void {
    if (this.enabled) this.stream.write('\r\u001b[2K');
  }

  /** A message on its own line, the bar redrawn after it. */
  message(line: string): void {
    if (this.enabled) this.stream.write('\r\u001b[2K');
    this.stream.write(line + '\n');
    this.last = 0;
  }
}

export function progressLine(done: number, total: number, seconds: number): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * WIDTH);
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  return (
    `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.floor(share * 100)}% ` +
    `${done.toLocaleString('en')}/${total.toLocaleString('en')} texts, ${rate.toLocaleString('en')}/s`
  );
}
