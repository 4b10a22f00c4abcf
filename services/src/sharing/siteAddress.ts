// The site a request is on: its origin as the visitor typed it (the microsite's own host, or the
// platform's) and its name, for absolute addresses in link cards, robots.txt and the sitemap.
import type { FastifyRequest } from 'fastify';
import type { MicrositeRow } from '../microsite/index.ts';

export const PLATFORM_NAME = 'Deslizá';
export const PLATFORM_DESCRIPTION =
  'Publicá productos, propiedades y vehículos, y encontrá lo que buscás deslizando, solo o en equipo.';

export interface SiteAddress {
  origin: string;
  name: string;
  microsite: MicrositeRow | null;
  /** An address on this site ('/landing', '/api/media/…'); absolute ones stay as they are. */
  absolute(pathOrUrl: string): string;
}

export function siteOf(request: FastifyRequest): SiteAddress {
  // request.host and request.protocol follow X-Forwarded-* only from proxies named in TRUST_PROXY.
  const origin = `${request.protocol}://${request.host}`;
  return {
    origin,
    name: request.microsite?.name ?? PLATFORM_NAME,
    microsite: request.microsite,
    absolute: (pathOrUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`),
  };
}
