/**
 * Analyses (spec §3 analysis record + alternative text). The numbers stored are the engine's,
 * recomputed here from inputText and mode; a client's numbers are never stored. Saving an
 * analysis writes its journal entry in the same transaction.
 */
import type { Selectable } from 'kysely';
import type { AnalysisMode, SentimentClassification } from '@contract/common';
import { LanguageReading, SentenceTone, type StoredAnalysis } from '@contract/analysis';
import type { Page, PageRequest } from '@contract/paging';
import type { z } from 'zod';
import {
  computeAnalysis,
  storedOf,
  type ComputedAnalysis,
  type StoredComputation,
} from '../analysis/compute';
import { newId } from '../ids';
import { engineColumns } from './engine-columns';
import { JournalRepository } from './journal';
import { previewOf } from './journal-text';
import { finishPage, planPage } from './paging';
import type { AnalysesTable } from './schema';
import type { UserScope } from './scope';

type Sentiment = z.infer<typeof SentimentClassification>;

const SentenceTones = SentenceTone.array();

export interface NewAnalysis {
  inputText: string;
  mode: AnalysisMode;
  /** The AI's conversational response the client received from /api/analyse/enhanced. */
  conversationalResponse?: string | null | undefined;
}

// Kept here for the modules that import it from the repository (imports, tests).
export { engineColumns };

export function toStoredAnalysis(row: Selectable<AnalysesTable>): StoredAnalysis {
  return {
    id: row.id,
    mode: row.mode as AnalysisMode,
    inputText: row.inputText,
    createdAt: row.createdAt,
    wordCount: row.wordCount,
    characterCount: row.characterCount,
    sentimentClassification: row.sentimentClassification as Sentiment | null,
    sentimentScore: row.sentimentScore,
    toneLensSummary: row.toneLensSummary,
    conversationalResponse: row.conversationalResponse,
    alternativeText: row.alternativeText,
    warmthDetachment: row.warmthDetachment,
    certaintyAmbiguity: row.certaintyAmbiguity,
    intensityRestraint: row.intensityRestraint,
    conflictCoherence: row.conflictCoherence,
    tensionDetected: row.tensionDetected === null ? null : row.tensionDetected === 1,
    echoRoomSuggestion: row.echoRoomSuggestion,
    deepTonePercentage: row.deepTonePercentage,
    suspendedTonePercentage: row.suspendedTonePercentage,
    brightTonePercentage: row.brightTonePercentage,
    openingTone: row.openingTone,
    peakIntensity: row.peakIntensity,
    resolution: row.resolution,
    frequencyData: row.frequencyData,
    averageValue: row.averageValue,
    sentences: row.sentences === null ? null : SentenceTones.parse(JSON.parse(row.sentences)),
    language: row.language === null ? null : LanguageReading.parse(JSON.parse(row.language)),
  };
}

export class AnalysesRepository {
  constructor(private readonly scope: UserScope) {}

  /**
   * Recomputes, stores and journals an analysis in one transaction, shared with the other
   * analyses stored at the same moment (group commit); resolves once it is committed.
   */
  async create(
    input: NewAnalysis,
    computed: ComputedAnalysis = computeAnalysis(input.inputText, input.mode),
  ): Promise<StoredAnalysis> {
    return toStoredAnalysis(await this.insert(input, storedOf(computed)));
  }

  /**
   * `create`, answering with the new analysis's id alone: all POST /api/analyse sends back. The
   * route passes what it stores of the text (StoredComputation), made inline or on an analysis
   * thread (server/analysis) by the same function, storedComputation.
   * Reading the stored row back into the contract's shape (parsing its sentences with zod) was
   * about 4 % of the server's time under the write load, for a value nobody read (issue 15).
   */
  async save(input: NewAnalysis, stored: StoredComputation): Promise<string> {
    return (await this.insert(input, stored)).id;
  }

  private async insert(input: NewAnalysis, stored: StoredComputation): Promise<Selectable<AnalysesTable>> {
    const { columns, dominantTones: tones } = stored;
    // Made here, in the request's own turn of the event loop, not in the plan below: the plan
    // runs inside the group commit's transaction (again, if a write of its batch fails), where
    // every write of the batch waits for it.
    const preview = previewOf(input.inputText);
    return this.scope.insertPlanned((scope) => {
      const row: Selectable<AnalysesTable> = {
        ...columns,
        id: newId(),
        userId: scope.userId,
        inputText: input.inputText,
        conversationalResponse: input.conversationalResponse ?? null,
        alternativeText: null,
        createdAt: scope.now(),
      };
      const { userId: _owner, ...values } = row;
      const journal = new JournalRepository(scope).plan({
        kind: 'analysis',
        analysisId: row.id,
        sourceId: row.id,
        preview,
        dominantTones: tones,
        searchBody: input.inputText,
        createdAt: row.createdAt,
      });
      // The analysis first: its journal entry's analysis_id points at it.
      return { inserts: [scope.row('analyses', values), ...journal.inserts], value: row };
    });
  }

  /** Mine, newest first, at most `limit` when given. */
  async list(limit?: number): Promise<StoredAnalysis[]> {
    return (await this.page({ limit })).items;
  }

  /** One page of mine (./paging.ts): `limit` after a cursor, newest or oldest first. */
  async page(request: PageRequest): Promise<Page<StoredAnalysis>> {
    const plan = planPage('analyses', request);
    let query = this.scope
      .selectFrom('analyses')
      .selectAll('analyses')
      .orderBy('analyses.createdAt', plan.direction)
      .orderBy('analyses.id', plan.direction);
    for (const condition of plan.where) query = query.where(condition);
    if (plan.read !== undefined) query = query.limit(plan.read);
    return finishPage(await query.execute(), plan, toStoredAnalysis);
  }

  async get(id: string): Promise<StoredAnalysis | null> {
    const row = await this.scope
      .selectFrom('analyses')
      .selectAll('analyses')
      .where('analyses.id', '=', id)
      .executeTakeFirst();
    return row ? toStoredAnalysis(row) : null;
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.scope
      .selectFrom('analyses')
      .select('analyses.id')
      .where('analyses.id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the AI's alternative wording on an analysis of mine; false when there is none. */
  async setAlternativeText(id: string, alternativeText: string): Promise<boolean> {
    const result = await this.scope
      .updateTable('analyses')
      .set({ alternativeText })
      .where('analyses.id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes an analysis of mine with its journal entry; false when there is none. */
  async delete(id: string): Promise<boolean> {
    return this.scope.transaction(async (scope) => {
      await new JournalRepository(scope).deleteForSource('analysis', id);
      const result = await scope.deleteFrom('analyses').where('analyses.id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }
}
