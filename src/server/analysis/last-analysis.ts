/**
 * The last long text an analysis thread computed, kept for a minute (ADR 0047). A Full analysis
 * sends its text to the server twice within seconds: for the AI's reply (/api/analyse/enhanced,
 * which grounds it on a Full analysis) and then to be stored (POST /api/analyse, the §3 record,
 * also Full). For a megabyte the engine takes 0.3–0.6 s each time, on the same thread when the
 * server is quiet (the pool gives a job to its first idle thread); the second time costs a string
 * comparison instead. A reading depends on its text and mode alone (ADR 0021), so what is kept is
 * what would be computed again.
 *
 * Only texts the pool exists for are kept (at least INLINE_BELOW_CHARACTERS, the server's inline
 * limit): a short text costs the engine less than keeping it is worth. One text, not more: a
 * megabyte's Full analysis holds about 10 MB, and the second request comes next.
 */
import type { AnalysisMode } from '@engine/analyse';
import { INLINE_BELOW_CHARACTERS, type ComputedAnalysis } from './compute';

/** How long a kept analysis waits for its second request (an AI reply can take many seconds). */
export const REMEMBER_FOR_MS = 60_000;

interface Kept {
  text: string;
  mode: AnalysisMode;
  computed: ComputedAnalysis;
}

export class LastAnalysis {
  private kept: Kept | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly fromCharacters = INLINE_BELOW_CHARACTERS,
    private readonly forMs = REMEMBER_FOR_MS,
  ) {}

  /** The analysis kept for exactly this text in this mode, or null. */
  of(text: string, mode: AnalysisMode): ComputedAnalysis | null {
    const kept = this.kept;
    return kept !== null && kept.mode === mode && kept.text === text ? kept.computed : null;
  }

  /** Keeps a long text's analysis in place of the one before, for `forMs`. */
  keep(text: string, mode: AnalysisMode, computed: ComputedAnalysis): void {
    if (text.length < this.fromCharacters) return;
    this.kept = { text, mode, computed };
    clearTimeout(this.timer);
    this.timer = setTimeout(() => (this.kept = null), this.forMs);
    // A kept analysis never keeps the thread (or a test's process) alive.
    this.timer.unref?.();
  }
}
