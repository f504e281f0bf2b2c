/**
 * Imported analyses in the database: which import keys a user already has, and the writing of a
 * whole import in one transaction (analysis, journal entry and search row, import key per entry),
 * so an import is stored completely or not at all. Dates are the entries' own.
 */
import type { Selectable } from 'kysely';
import type { ImportFormat } from '@contract/import';
import { newId } from '../ids';
import type { engineColumns } from '../store/analyses';
import { JournalRepository } from '../store/journal';
import { previewOf } from '../store/journal-text';
import type { AnalysesTable } from '../store/schema';
import type { UserScope } from '../store/scope';

export interface PreparedEntry {
  importKey: string;
  format: ImportFormat;
  text: string;
  createdAt: string;
  columns: ReturnType<typeof engineColumns>;
  dominantTones: string[];
}

/** Keys per query: well under SQLite's and PostgreSQL's limits on bound values. */
const KEYS_PER_QUERY = 500;

export class ImportRepository {
  constructor(private readonly scope: UserScope) {}

  /** The keys among `keys` that I imported before. */
  async existingKeys(keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const rows = await this.scope
        .selectFrom('analysisImports')
        .select('analysisImports.importKey')
        .where('analysisImports.importKey', 'in', keys.slice(start, start + KEYS_PER_QUERY))
        .execute();
      for (const row of rows) found.add(row.importKey);
    }
    return found;
  }

  /** Stores every entry in one transaction; `onSaved(n)` after each. */
  async saveAll(entries: readonly PreparedEntry[], onSaved: (count: number) => void): Promise<void> {
    await this.scope.transaction(async (scope) => {
      const journal = new JournalRepository(scope);
      let saved = 0;
      for (const entry of entries) {
        const row: Omit<Selectable<AnalysesTable>, 'userId'> = {
          ...entry.columns,
          id: newId(),
          inputText: entry.text,
          conversationalResponse: null,
          alternativeText: null,
          createdAt: entry.createdAt,
        };
        await scope.insertInto('analyses', row).execute();
        await journal.add({
          kind: 'analysis',
          analysisId: row.id,
          sourceId: row.id,
          preview: previewOf(entry.text),
          dominantTones: entry.dominantTones,
          searchBody: entry.text,
          createdAt: entry.createdAt,
        });
        await scope
          .insertInto('analysisImports', {
            analysisId: row.id,
            importKey: entry.importKey,
            format: entry.format,
            createdAt: scope.now(),
          })
          .execute();
        onSaved(++saved);
      }
    });
  }
}
