/**
 * File downloads (journal and account exports): a dated file name in Content-Disposition and
 * no caching of private data.
 */
import type { FastifyReply } from 'fastify';

/** `attachment; filename="tonelens-journal-2025-06-13.md"` */
export function attachment(name: string, isoDate: string, extension: string): string {
  return `attachment; filename="${name}-${isoDate.slice(0, 10)}.${extension}"`;
}

export function sendDownload(
  reply: FastifyReply,
  file: { name: string; isoDate: string; extension: string; type: string; body: string },
): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', attachment(file.name, file.isoDate, file.extension))
    .type(file.type)
    .send(file.body);
}
