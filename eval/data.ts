/**
 * Readers for the evaluation data of ../shared/eval (formats in its README): EmoBank's CSV,
 * GoEmotions' TSV with its label list and sentiment mapping, and VADER's four gold sets.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from './csv';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../shared/eval', import.meta.url));

export interface EmoBankRow {
  id: string;
  split: string;
  V: number;
  A: number;
  D: number;
  text: string;
}

export async function readEmoBank(dataDir: string): Promise<EmoBankRow[]> {
  const text = await readFile(path.join(dataDir, 'emobank', 'emobank-train-dev.csv'), 'utf8');
  return parseCsvRecords(text).map((record) => ({
    id: record.id ?? '',
    split: record.split ?? '',
    V: Number(record.V),
    A: Number(record.A),
    D: Number(record.D),
    text: record.text ?? '',
  }));
}

/** GoEmotions' sentiment groups, in the order the evaluation prints them. */
export const GOEMOTIONS_GROUPS = ['positive', 'negative', 'ambiguous', 'neutral'] as const;
export type GoEmotionsGroup = (typeof GOEMOTIONS_GROUPS)[number];

export interface GoEmotionsRow {
  text: string;
  /** Label names (28 emotions incl. neutral). */
  labels: string[];
  /** The sentiment groups of the labels, without repeats, in GOEMOTIONS_GROUPS order. */
  groups: GoEmotionsGroup[];
}

export async function readGoEmotions(dataDir: string, split: 'train' | 'dev'): Promise<GoEmotionsRow[]> {
  const folder = path.join(dataDir, 'goemotions');
  const names = (await readFile(path.join(folder, 'labels.txt'), 'utf8')).split(/\r?\n/).filter(Boolean);
  const mapping = JSON.parse(await readFile(path.join(folder, 'mapping.json'), 'utf8')) as {
    sentiment: Record<GoEmotionsGroup, string[]>;
  };
  const groupOf = new Map<string, GoEmotionsGroup>();
  for (const group of GOEMOTIONS_GROUPS)
    for (const label of mapping.sentiment[group]) groupOf.set(label, group);
  const lines = (await readFile(path.join(folder, `${split}.tsv`), 'utf8')).split(/\r?\n/);
  const rows: GoEmotionsRow[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const [text = '', ids = ''] = line.split('\t');
    const labels = ids
      .split(',')
      .filter(Boolean)
      .map((id) => names[Number(id)] ?? `label${id}`);
    const present = new Set(labels.map((label) => groupOf.get(label)).filter((group) => group !== undefined));
    rows.push({ text, labels, groups: GOEMOTIONS_GROUPS.filter((group) => present.has(group)) });
  }
  return rows;
}

export const VADER_SETS = ['tweets', 'nyt-editorials', 'movie-reviews', 'amazon-reviews'] as const;
export type VaderSet = (typeof VADER_SETS)[number];

export interface VaderRow {
  id: string;
  rating: number;
  text: string;
}

export async function readVaderSet(dataDir: string, name: VaderSet): Promise<VaderRow[]> {
  const lines = (await readFile(path.join(dataDir, 'vader', `${name}.tsv`), 'utf8')).split(/\r?\n/);
  const rows: VaderRow[] = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '') continue;
    const [id = '', rating = '', ...rest] = line.split('\t');
    rows.push({ id, rating: Number(rating), text: rest.join('\t') });
  }
  return rows;
}
