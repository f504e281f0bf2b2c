/**
 * Resonance Signature entries (spec §3), kept on the server so a signature follows its owner
 * across devices. Frequency, band and hue are derived from the spectral value by the engine.
 */
import type { Selectable } from 'kysely';
import { emotionalBand, frequencyHz } from '@engine/bands';
import { hueOf } from '@engine/colour';
import { snippet } from '@engine/signature';
import type { CreateSignatureRequest, SignatureEntry } from '@contract/signature';
import { newId } from '../ids';
import type { SignatureEntriesTable } from './schema';
import type { UserScope } from './scope';

function toEntry(row: Selectable<SignatureEntriesTable>): SignatureEntry {
  return {
    id: row.id,
    timestamp: row.createdAt,
    spectralValue: row.spectralValue,
    frequencyHz: row.frequencyHz,
    originalText: row.originalText,
    emotionalRange: row.emotionalRange,
    colorHue: row.colorHue,
    analysisId: row.analysisId,
  };
}

export class SignatureRepository {
  constructor(private readonly scope: UserScope) {}

  async create(input: CreateSignatureRequest): Promise<SignatureEntry> {
    const row: Selectable<SignatureEntriesTable> = {
      id: newId(),
      userId: this.scope.userId,
      spectralValue: input.spectralValue,
      frequencyHz: frequencyHz(input.spectralValue),
      originalText: snippet(input.originalText),
      emotionalRange: emotionalBand(input.spectralValue).name,
      colorHue: hueOf(input.spectralValue),
      analysisId: input.analysisId ?? null,
      createdAt: this.scope.now(),
    };
    const { userId: _owner, ...values } = row;
    await this.scope.insertInto('signatureEntries', values).execute();
    return toEntry(row);
  }

  /**
   * Saves the tone of one of my analyses once: the entry saved before for that analysis when there
   * is one (`created: false`), else a new entry. A concurrent second save hits the unique index
   * and gets the first one's entry too.
   */
  async createOncePerAnalysis(
    input: CreateSignatureRequest & { analysisId: string },
  ): Promise<{ entry: SignatureEntry; created: boolean }> {
    const existing = await this.findByAnalysis(input.analysisId);
    if (existing) return { entry: existing, created: false };
    try {
      return { entry: await this.create(input), created: true };
    } catch (error) {
      const raced = await this.findByAnalysis(input.analysisId);
      if (raced) return { entry: raced, created: false };
      throw error;
    }
  }

  async findByAnalysis(analysisId: string): Promise<SignatureEntry | null> {
    const row = await this.scope
      .selectFrom('signatureEntries')
      .selectAll('signatureEntries')
      .where('signatureEntries.analysisId', '=', analysisId)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  /** Mine, newest first. */
  async list(): Promise<SignatureEntry[]> {
    const rows = await this.scope
      .selectFrom('signatureEntries')
      .selectAll('signatureEntries')
      .orderBy('signatureEntries.createdAt', 'desc')
      .orderBy('signatureEntries.id', 'desc')
      .execute();
    return rows.map(toEntry);
  }

  /** False when there is no such entry of mine. */
  async delete(id: string): Promise<boolean> {
    const result = await this.scope
      .deleteFrom('signatureEntries')
      .where('signatureEntries.id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Deletes all my entries; returns how many. */
  async clear(): Promise<number> {
    const result = await this.scope.deleteFrom('signatureEntries').executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
