// Conditional GET for pages: the ETag is a digest of the page's bytes, so it changes with anything
// the page shows (a price, a new publication, a new build) and with nothing else.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function etagOf(page: string): string {
  return `"${createHash('sha1').update(page).digest('base64url')}"`;
}

/** Whether the browser's copy (If-None-Match) is the page as it is now. */
export function fresh(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
