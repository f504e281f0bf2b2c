/**
 * How much a user stores (issue 16's per-user quota): the UTF-8 size of every text they saved —
 * analysed texts with their AI responses and alternative wordings, EchoRoom reflections, framed
 * conversations and signature entries. The journal's preview and search index are derived from
 * these and not counted again. octet_length reads each value's stored size, not its bytes, on
 * SQLite (3.43+) and PostgreSQL alike. On SQLite the sum is kept as it changes, by triggers
 * (migration 0009), and read as one row: summed per request it cost 0.75 ms at 1,000 analyses
 * and grew with the journal, before every stored analysis (issue 15). PostgreSQL sums.
 */
import { sql, type RawBuilder } from 'kysely';
import type { OwnedTable } from './schema';
import type { UserScope } from './scope';

/** The text columns of each owned table that hold what the user saved (migration 0009 lists the same). */
export const TEXT_COLUMNS: Array<[OwnedTable, string[]]> = [
  ['analyses', ['inputText', 'conversationalResponse', 'alternativeText']],
  ['echoReflections', ['originalText', 'resonantReply', 'userReflection', 'spectralResonance']],
  ['framedConversations', ['originalText', 'aiGeneratedText', 'emotionalValues', 'conversation']],
  ['signatureEntries', ['originalText']],
];

function bytesOf(table: OwnedTable, columns: string[]): RawBuilder<number | string | null> {
  const sizes = columns.map((column) => sql`coalesce(octet_length(${sql.ref(`${table}.${column}`)}), 0)`);
  return sql<number | string | null>`sum(${sql.join(sizes, sql` + `)})`;
}

export class StorageUsageRepository {
  constructor(private readonly scope: UserScope) {}

  /** Bytes of text I have stored. */
  async bytes(): Promise<number> {
    if (this.scope.dialect === 'sqlite') {
      return (await this.scope.storageUsageBytes()) ?? 0;
    }
    return this.summed();
  }

  /**
   * The same figure summed over every row (PostgreSQL's way; tests compare the two on SQLite),
   * in one query: each table's sum is a subquery of the user's own row, so PostgreSQL is asked
   * once per stored analysis, not once per table (ADR 0028).
   */
  async summed(): Promise<number> {
    const sums = TEXT_COLUMNS.map(([table, columns], index) =>
      this.scope
        .selectFrom(table)
        .select(bytesOf(table, columns).as('bytes'))
        .$asScalar()
        .as(`bytes${index}`),
    );
    const row = (await this.scope.selectUser().select(sums).executeTakeFirst()) as
      Record<string, number | string | null> | undefined;
    // PostgreSQL sums to a bigint, which pg hands over as a string; a table without rows sums to null.
    return Object.values(row ?? {}).reduce<number>((total, bytes) => total + Number(bytes ?? 0), 0);
  }
}
