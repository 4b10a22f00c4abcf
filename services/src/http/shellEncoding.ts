// The app shell compressed for the browser asking: @fastify/compress only wraps registered routes,
// and the shell is the not-found handler's answer, so it travelled uncompressed (5.3 KiB, 4.3 of
// HTML, on every first visit). Brotli at quality 4 takes well under a millisecond on a shell.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedShell {
  body: string | Buffer;
  /** The content-encoding header, absent when sent as is. */
  encoding?: 'br' | 'gzip';
}

/** Whether the Accept-Encoding header offers the coding (a q=0 entry refuses it). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((entry) => {
    const [name, ...parameters] = entry.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    return quality === undefined || Number(quality.trim().slice(2)) > 0;
  });
}

export function encodeShell(page: string, acceptEncoding: string | undefined): EncodedShell {
  const offered = acceptEncoding ?? '';
  if (accepts(offered, 'br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.length };
    return { body: brotliCompressSync(page, { params }), encoding: 'br' };
  }
  if (accepts(offered, 'gzip')) return { body: gzipSync(page), encoding: 'gzip' };
  return { body: page };
}
