/**
 * EchoRoom reflections (spec §3 "Echo Room save payload"). Each saved reflection appears in
 * the journal; one tied to an analysis must name an analysis of the same user.
 */
import type { Selectable } from 'kysely';
import type { Language } from '@contract/auth';
import { LANGUAGES } from '@contract/common';
import type { EchoMode, EchoReflection, EchoSaveRequest } from '@contract/echo-room';
import { newId } from '../ids';
import { RecordNotFoundError } from './errors';
import { AnalysesRepository } from './analyses';
import { JournalRepository } from './journal';
import { dominantTones, previewOf } from './journal-text';
import type { EchoReflectionsTable } from './schema';
import type { UserScope } from './scope';

/** A stored language code, or null when none was recorded (or it is not one the interface knows). */
function languageOf(stored: string | null): Language | null {
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
}

function toReflection(row: Selectable<EchoReflectionsTable>): EchoReflection {
  return {
    id: row.id,
    analysisId: row.analysisId,
    echoMode: row.echoMode as EchoMode,
    originalText: row.originalText,
    resonantReply: row.resonantReply,
    replyLanguage: languageOf(row.replyLanguage),
    userReflection: row.userReflection,
    emotionalInsights: null,
    spectralResonance: row.spectralResonance,
    createdAt: row.createdAt,
  };
}

export class EchoReflectionsRepository {
  constructor(private readonly scope: UserScope) {}

  /** Saves and journals a reflection; RecordNotFoundError when analysisId is not mine. */
  async create(input: EchoSaveRequest): Promise<EchoReflection> {
    return this.scope.transaction(async (scope) => {
      if (input.analysisId !== null && !(await new AnalysesRepository(scope).exists(input.analysisId))) {
        throw new RecordNotFoundError('Analysis');
      }
      const row: Selectable<EchoReflectionsTable> = {
        id: newId(),
        userId: scope.userId,
        analysisId: input.analysisId,
        echoMode: input.echoMode,
        originalText: input.originalText,
        resonantReply: input.resonantReply,
        replyLanguage: input.replyLanguage ?? null,
        userReflection: input.userReflection,
        spectralResonance: input.spectralResonance,
        createdAt: scope.now(),
      };
      const { userId: _owner, ...values } = row;
      await scope.insertInto('echoReflections', values).execute();
      await new JournalRepository(scope).add({
        kind: 'reflection',
        analysisId: input.analysisId,
        sourceId: row.id,
        preview: previewOf(input.userReflection),
        dominantTones: dominantTones(input.userReflection),
        searchBody: [input.userReflection, input.originalText, input.resonantReply].join('\n'),
        createdAt: row.createdAt,
      });
      return toReflection(row);
    });
  }

  /** Mine, newest first. */
  async list(): Promise<EchoReflection[]> {
    const rows = await this.scope
      .selectFrom('echoReflections')
      .selectAll('echoReflections')
      .orderBy('echoReflections.createdAt', 'desc')
      .orderBy('echoReflections.id', 'desc')
      .execute();
    return rows.map(toReflection);
  }

  async get(id: string): Promise<EchoReflection | null> {
    const row = await this.scope
      .selectFrom('echoReflections')
      .selectAll('echoReflections')
      .where('echoReflections.id', '=', id)
      .executeTakeFirst();
    return row ? toReflection(row) : null;
  }
}
