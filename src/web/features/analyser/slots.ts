/**
 * Where the page (src/web/app/main-page.tsx) mounts other features inside the analyser. A feature
 * never imports another feature, so the page passes their elements in; an absent slot renders nothing.
 */
import type { ReactNode } from 'react';

export interface AnalyserSlots {
  /** Input card: the install-app button (features/install). */
  installButton?: ReactNode;
  /** Framework Information guide: the Add to Home Screen action (features/install). */
  installAction?: ReactNode;
  /**
   * After a ToneLens, spectral or full analysis: the Interactive Emotion Gradient card and the
   * open buttons for the gradient and framed views (issue 6).
   */
  afterAnalysis?: ReactNode;
  /** Always under the results: the Full Framed Text Interaction open button once alternative text exists (issue 6). */
  framedOpen?: ReactNode;
  /**
   * One column only (phones): what follows the results, so the next step is the next thing on the
   * screen (issue 14): the tension panel with EchoRoom and the alternative text. In two columns the
   * page shows them in the side column instead.
   */
  nextSteps?: ReactNode;
  /** Next to Save to Signature and the tonal playback: 'Generate Music from Tone' (issue 8). */
  toneActions?: ReactNode;
}
