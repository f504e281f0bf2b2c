/**
 * The Resonance Journal (spec §3 "Journal entry"): analyses, framed conversations and EchoRoom
 * reflections each leave one entry. `kind` and `sourceId` say what an entry points to.
 */
import { z } from 'zod';
import { StoredAnalysis } from './analysis';
import { Id, Timestamp } from './common';
import { EchoReflection } from './echo-room';
import { FramedConversation } from './framed';
import { pageQuery } from './paging';

/** The most entries one journal page holds. */
export const MAX_JOURNAL_PAGE = 200;

export const JournalKind = z.enum(['analysis', 'conversation', 'reflection']);
export type JournalKind = z.infer<typeof JournalKind>;

export const JournalEntry = z.object({
  id: Id,
  kind: JournalKind,
  /** The analysis this entry shows, for kind 'analysis' (and a reflection tied to an analysis). */
  analysisId: Id.nullable(),
  /** Id of the analysis, conversation or reflection behind the entry. */
  sourceId: Id,
  createdAt: Timestamp,
  preview: z.string(),
  /** JSON text of a list of 'deep', 'suspended', 'bright', most present first. */
  dominantTones: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/**
 * GET /api/journal[?q=words][&limit=N&before=|after=cursor&order=newest|oldest]: newest first;
 * with q, only entries whose text matches every word. With a limit, one page, and a
 * `Link: <…>; rel="next"` header while there are more (./paging.ts).
 */
export const JournalQuery = z.object({ q: z.string().max(200).optional(), ...pageQuery(MAX_JOURNAL_PAGE) });
export const JournalList = z.array(JournalEntry);

/**
 * GET /api/journal/count: how many entries my journal holds. Apart from the list so a page
 * stays as cheap at 100,000 entries as at 10, and the card's 'N entries' never needs the list.
 */
export const JournalCount = z.object({ entries: z.number().int().nonnegative() });
export type JournalCount = z.infer<typeof JournalCount>;

/** GET /api/journal/export?format=json|md: the whole journal as a download. */
export const JournalExportQuery = z.object({ format: z.enum(['json', 'md']).default('json') });

/** One entry of the JSON export: the entry, the full text behind it and the item itself. */
export const JournalExportEntry = JournalEntry.extend({
  /** The analysed text, the conversation's original text, or the reflection the user wrote. */
  text: z.string(),
  analysis: StoredAnalysis.nullable(),
  conversation: FramedConversation.nullable(),
  reflection: EchoReflection.nullable(),
});
export type JournalExportEntry = z.infer<typeof JournalExportEntry>;

/** The JSON export (format=json), newest entry first. */
export const JournalExport = z.object({
  format: z.literal('tonelens-journal'),
  version: z.literal(1),
  exportedAt: Timestamp,
  entries: z.array(JournalExportEntry),
});
export type JournalExport = z.infer<typeof JournalExport>;

/** Parses an entry's dominantTones; a parse failure yields an empty list (spec §3). */
export function parseDominantTones(value: string): Array<'deep' | 'suspended' | 'bright'> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (tone): tone is 'deep' | 'suspended' | 'bright' =>
        tone === 'deep' || tone === 'suspended' || tone === 'bright',
    );
  } catch {
    return [];
  }
}
