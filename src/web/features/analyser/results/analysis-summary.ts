/** A plain-text summary of an analysis, for 'Copy analysis' (readable in a note or a message). */
import type { PageAnalysisResult } from '@/lib/engine-result';
import { DIMENSIONS, levelLabel } from '@engine/dimensions';

// The copied summary is a plain-text record in English, like the CSV export, so it reads the same anywhere.
const MODE_NAMES = {
  plain: 'Plain',
  tonelens: 'ToneLens',
  spectral: 'Spectral Binary',
  full: 'Full Spectrum',
} as const;

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function analysisSummary(text: string, result: PageAnalysisResult): string {
  const lines = [
    `ToneLens analysis (${MODE_NAMES[result.mode]})`,
    `Text: ${text}`,
    `Words: ${result.wordCount} · Characters: ${result.characterCount}`,
  ];
  if ('sentimentClassification' in result) lines.push(`Sentiment: ${result.sentimentClassification}`);
  if ('warmthDetachment' in result) {
    for (const dimension of DIMENSIONS) {
      const value = result[dimension.key];
      lines.push(`${dimension.name}: ${percent(value)} (${levelLabel(value)})`);
    }
    lines.push(`Summary: ${result.toneLensSummary}`);
    if (result.tensionDetected) lines.push(`Tension detected. ${result.echoRoomSuggestion ?? ''}`.trim());
  }
  if ('characterValues' in result) {
    lines.push(
      `Tones: deep ${result.deepTonePercentage}%, suspended ${result.suspendedTonePercentage}%, bright ${result.brightTonePercentage}%`,
      `Opening ${result.openingTone.toFixed(2)} · Peak ${result.peakIntensity.toFixed(2)} · Resolution ${result.resolution.toFixed(2)}`,
      `Band: ${result.band} · ${result.frequencyHz} Hz`,
    );
  }
  return lines.join('\n');
}
