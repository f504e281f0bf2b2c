/**
 * The hostile-message set for the alternative-wording figures: GoEmotions train/dev comments
 * labelled only anger, annoyance, disapproval and/or disgust (a deterministic 1-in-N sample, so
 * the set is the same on every run), plus messages of our own (the examples and the
 * rewriter's harsh messages). The team measures a held-out set built the same way.
 */
import { HARSH_MESSAGES } from '../src/server/ai/local/rewrite/harsh-messages';
import { readGoEmotions } from './data';

export const HOSTILE_LABELS: ReadonlySet<string> = new Set(['anger', 'annoyance', 'disapproval', 'disgust']);

/** Our own messages: the two examples first, then harsh messages of different shapes. */
export const OWN_MESSAGES: readonly string[] = [
  "Fine, do whatever you want. I don't care anymore. You always decide without asking me.",
  "Honestly I'm furious. My manager took credit for my work AGAIN and nobody said a thing.",
  ...HARSH_MESSAGES,
];

export interface HostileMessage {
  text: string;
  source: 'goemotions' | 'own';
}

/** How many GoEmotions rows the sample aims for. */
export const GOEMOTIONS_TARGET = 240;

export async function hostileSet(dataDir: string): Promise<HostileMessage[]> {
  const rows = [...(await readGoEmotions(dataDir, 'train')), ...(await readGoEmotions(dataDir, 'dev'))];
  const hostile = rows.filter(
    (row) =>
      row.labels.length > 0 &&
      row.labels.every((label) => HOSTILE_LABELS.has(label)) &&
      row.text.split(/\s+/u).length >= 4,
  );
  const step = Math.max(1, Math.floor(hostile.length / GOEMOTIONS_TARGET));
  const sample = hostile.filter((_, i) => i % step === 0).slice(0, GOEMOTIONS_TARGET);
  return [
    ...sample.map((row) => ({ text: row.text, source: 'goemotions' as const })),
    ...OWN_MESSAGES.map((text) => ({ text, source: 'own' as const })),
  ];
}
