/**
 * Journal pages answered before, sent again while the user's journal has not changed (issue 15,
 * ADR 0037). SQLite only: each entry is the JSON body (and Link header) of one 200 answer to
 * `GET /api/journal?<query>`, kept under the user's id and the request's URL as it came, with the
 * user's journal version it was answered at (migration 0013). The version is read in the
 * session's own statement on every request (./sessions.ts), from the database, so a
 * change made by any connection (another request's group commit, `tonelens import` writing
 * beside the server) is seen by the next request: an entry whose version differs is not sent.
 *
 * Why the order is safe: the version is read before the page, so a page stored under version V
 * holds at least V's changes (perhaps later ones too: then the version read next differs and it
 * is read again). A page is never stored under a later version than the one it was read after.
 *
 * Keyed by user and URL: a user only ever gets back a body answered to that user. The URL is the
 * raw one, so the query string is validated before any answer to it is stored, and one that
 * passed once passes again (the check depends on nothing else). Searches (`q`) are not stored:
 * the search index is an FTS5 table, which triggers cannot watch.
 *
 * Bounded by bytes (least recently used out). An account deleted by this process drops its
 * entries at once; one deleted by another process can no longer sign in, so its entries are
 * never sent and leave as others push them out.
 */
export interface CachedPage {
  userId: string;
  version: number;
  /** The JSON text as UTF-8, so a hit sends it without encoding it again. */
  body: Buffer;
  link: string | undefined;
  bytes: number;
}

/** A body bigger than this is not kept (a whole journal asked for without a limit). */
const MAX_BODY_FRACTION = 8;

export class JournalPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(readonly capacityBytes = 32 * 1024 * 1024) {}

  private static key(userId: string, url: string): string {
    return `${userId}\u0000${url}`;
  }

  /** The body answered to this user at this version for this URL, or undefined. */
  get(userId: string, version: number, url: string): CachedPage | undefined {
    const key = JournalPageCache.key(userId, url);
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    if (page.version !== version || page.userId !== userId) {
      this.remove(key, page);
      return undefined;
    }
    // Most recently used last.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(userId: string, version: number, url: string, body: string, link: string | undefined): void {
    // The body's UTF-8 bytes; the key (UTF-16 code units × 2) and the entry cost a little more.
    const encoded = Buffer.from(body, 'utf8');
    const bytes = encoded.length + 2 * (2 * url.length + userId.length + (link?.length ?? 0)) + 128;
    if (bytes > this.capacityBytes / MAX_BODY_FRACTION) return;
    const key = JournalPageCache.key(userId, url);
    const old = this.pages.get(key);
    if (old) this.remove(key, old);
    this.pages.set(key, { userId, version, body: encoded, link, bytes });
    this.bytes += bytes;
    for (const [oldest, page] of this.pages) {
      if (this.bytes <= this.capacityBytes) break;
      this.remove(oldest, page);
    }
  }

  /** Drops every page of a user (the account was deleted here). */
  forget(userId: string): void {
    for (const [key, page] of this.pages) if (page.userId === userId) this.remove(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private remove(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
