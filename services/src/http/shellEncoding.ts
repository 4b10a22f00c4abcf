// The app shell compressed for the browser asking: @fastify/compress only wraps registered routes,
// and the shell is the not-found handler's answer, so it travelled uncompressed (5.3 KiB, 4.3 of
// HTML, on every first visit). Brotli at quality 4 takes well under a millisecond on a shell.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BoundedMap } from '@app/contracts';

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

type Encoding = EncodedShell['encoding'];

/** The coding for a browser's Accept-Encoding: brotli, else gzip, else none. */
function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = acceptEncoding ?? '';
  if (accepts(offered, 'br')) return 'br';
  return accepts(offered, 'gzip') ? 'gzip' : undefined;
}

function encodeAs(page: string, encoding: Encoding): EncodedShell {
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.length };
    return { body: brotliCompressSync(page, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(page), encoding };
  return { body: page };
}

/** Compressed pages kept per app: a popular storefront's unchanged page is compressed once. */
const ENCODED_PAGES_KEPT = 256;

/**
 * The page compressed as the browser asks, remembering each page's compressed bytes by its ETag (a digest of the page): the
 * same bytes compress the same, and compressing took about a tenth of a storefront's render.
 */
export function shellEncoder(): (page: string, tag: string, acceptEncoding: string | undefined) => EncodedShell {
  const encoded = new BoundedMap<string, EncodedShell>(ENCODED_PAGES_KEPT);
  return (page, tag, acceptEncoding) => {
    const encoding = chooseEncoding(acceptEncoding);
    const key = `${encoding ?? 'identity'} ${tag}`;
    const known = encoded.get(key);
    if (known) return known;
    const made = encodeAs(page, encoding);
    encoded.set(key, made);
    return made;
  };
}
