/**
 * My account: profile settings, the export of everything I own, and deletion of all of it.
 */
import { sql } from 'kysely';
import type { AccountExport, UpdateAccountRequest } from '@contract/account';
import type { User } from '@contract/auth';
import type { JournalExportEntry } from '@contract/journal';
import { AnalysesRepository } from './analyses';
import { EchoReflectionsRepository } from './echo-reflections';
import { FramedConversationsRepository } from './framed-conversations';
import { JournalRepository } from './journal';
import type { OwnedTable } from './schema';
import { ownerMatch } from './search-keys';
import type { UserScope } from './scope';
import { SignatureRepository } from './signature';
import { toUser } from './users';

/** Every table with rows I own, children before parents. */
const OWNED_TABLES: readonly OwnedTable[] = [
  'journalSearch',
  'journalSearchWords',
  'journalEntries',
  'echoReflections',
  'framedConversations',
  'signatureEntries',
  'analysisImports',
  'analyses',
  'sessions',
];

export class AccountRepository {
  constructor(private readonly scope: UserScope) {}

  async get(): Promise<User | null> {
    const row = await this.scope.selectUser().selectAll().executeTakeFirst();
    return row ? toUser(row) : null;
  }

  /** Applies the fields given (blank names become null); null when the user is gone. */
  async update(patch: UpdateAccountRequest): Promise<User | null> {
    const set: { firstName?: string | null; lastName?: string | null; language?: string; updatedAt: string } =
      {
        updatedAt: this.scope.now(),
      };
    if (patch.firstName !== undefined) set.firstName = patch.firstName || null;
    if (patch.lastName !== undefined) set.lastName = patch.lastName || null;
    if (patch.language !== undefined) set.language = patch.language;
    await this.scope.updateUser().set(set).execute();
    return this.get();
  }

  /** Deletes every row I own, my sessions and my user row, in one transaction. */
  async deleteEverything(): Promise<void> {
    await this.scope.transaction(async (scope) => {
      // Explicit deletes, not only ON DELETE CASCADE: the SQLite full-text table has no
      // foreign keys, and this way the list of what goes is written down in one place.
      for (const table of OWNED_TABLES) {
        // My search words: SQLite only (migration 0017).
        if (table === 'journalSearchWords' && scope.dialect !== 'sqlite') continue;
        let rows = scope.deleteFrom(table);
        // SQLite's full-text table has no index on a plain `user_id = ?`; its own index finds my
        // rows (a scan of every user's: 0.7 s beside another user's 100,000 entries).
        if (table === 'journalSearch' && scope.dialect === 'sqlite') {
          rows = rows.where(
            sql<boolean>`rowid in (select rowid from journal_search where journal_search match ${ownerMatch(scope.userId)})`,
          );
        }
        await rows.execute();
      }
      await scope.deleteUser().execute();
    });
  }

  /** The whole journal with the text and item behind each entry, newest first. */
  async exportJournal(): Promise<JournalExportEntry[]> {
    return this.scope.transaction(async (scope) => {
      const entries = await new JournalRepository(scope).list();
      const analyses = new Map((await new AnalysesRepository(scope).list()).map((item) => [item.id, item]));
      const conversations = new Map(
        (await new FramedConversationsRepository(scope).list()).map((item) => [item.id, item]),
      );
      const reflections = new Map(
        (await new EchoReflectionsRepository(scope).list()).map((item) => [item.id, item]),
      );
      return entries.map((entry) => {
        const analysis = entry.kind === 'analysis' ? (analyses.get(entry.sourceId) ?? null) : null;
        const conversation =
          entry.kind === 'conversation' ? (conversations.get(entry.sourceId) ?? null) : null;
        const reflection = entry.kind === 'reflection' ? (reflections.get(entry.sourceId) ?? null) : null;
        const text = analysis?.inputText ?? conversation?.originalText ?? reflection?.userReflection ?? '';
        return { ...entry, text, analysis, conversation, reflection };
      });
    });
  }

  /** Everything I own, as one document; null when the user is gone. */
  async exportEverything(): Promise<AccountExport | null> {
    return this.scope.transaction(async (scope) => {
      const user = await new AccountRepository(scope).get();
      if (!user) return null;
      return {
        format: 'tonelens-account-export',
        version: 1,
        exportedAt: scope.now(),
        user,
        analyses: await new AnalysesRepository(scope).list(),
        journal: await new JournalRepository(scope).list(),
        echoReflections: await new EchoReflectionsRepository(scope).list(),
        framedConversations: await new FramedConversationsRepository(scope).list(),
        signatureEntries: await new SignatureRepository(scope).list(),
      };
    });
  }
}
