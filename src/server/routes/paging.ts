/**
 * The `Link: <…>; rel="next"` header of a paged list (RFC 8288): the same query with the
 * cursor of the next page, `before` when reading newest first and `after` oldest first. The
 * body keeps its shape (a list), so clients that read one page ignore it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page, PageOrder } from '@contract/paging';

export function nextLink(path: string, query: URLSearchParams, order: PageOrder, next: string): string {
  const params = new URLSearchParams(query);
  params.delete('before');
  params.delete('after');
  params.set(order === 'newest' ? 'before' : 'after', next);
  return `<${path}?${params.toString()}>; rel="next"`;
}

/** Sends a page's items, with the Link header when a next page exists. */
export function sendPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  order: PageOrder | undefined,
  page: Page<T>,
): T[] {
  if (page.next !== null) {
    const url = new URL(request.url, 'http://localhost');
    void reply.header('link', nextLink(url.pathname, url.searchParams, order ?? 'newest', page.next));
  }
  return page.items;
}
