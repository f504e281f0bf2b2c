/** A plain-text summary of an analysis, for 'Copy analysis' (readable in a note or a message). */
import type { AnalysisResult } from '@engine/analyse';
import { DIMENSIONS, levelLabel } from '@engine/dimensions';
import { MODE_LABELS } from '../modes';

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function analysisSummary(text: string, result: AnalysisResult): string {
  const lines = [
    `ToneLens analysis (${MODE_LABELS[result.mode]})`,
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
