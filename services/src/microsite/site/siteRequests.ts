// Every request learns the microsite its host serves (request.microsite; null: the main platform).
// The host is the Host header's, or X-Forwarded-Host's when the connection comes from a proxy named
// in TRUST_PROXY (fastify's request.hostname, see app.ts). An inactive or pending microsite's host
// answers 'Sitio no disponible'; on an active one the landing goes to the microsite's home, and the
// sections its settings switch off are not there.
import { MICROSITE_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import type { MicrositeRow } from '../micrositeQueries.ts';
import { micrositeOfHost } from './hostResolution.ts';
import { unavailablePage } from './unavailablePage.ts';

/** Probes and metrics answer whatever the host: they are the deployment's, not a site's. */
const OPERATIONAL = ['/api/health', '/api/metrics'];
const GROUP_SECTIONS = ['/api/account/group', '/api/group', '/api/invitation'];
const USER_SECTIONS = ['/api/user/accounts'];

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

function closedOn(microsite: MicrositeRow, path: string): boolean {
  if (!microsite.settings.groups && under(path, GROUP_SECTIONS)) return true;
  return !microsite.settings.users && under(path, USER_SECTIONS);
}

const isPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !pathOf(request.url).startsWith('/api');

export function registerSiteResolution(app: FastifyInstance, platform: Platform): void {
  app.decorateRequest('microsite', null);
  app.addHook('onRequest', async (request, reply) => {
    const microsite = await micrositeOfHost(platform, request.hostname);
    request.microsite = microsite;
    if (!microsite) return;
    const path = pathOf(request.url);
    if (microsite.status !== 'active') {
      if (under(path, OPERATIONAL)) return;
      reply.status(503).header('cache-control', 'no-store');
      if (isPage(request)) return reply.type('text/html; charset=utf-8').send(unavailablePage());
      return reply.send({ message: MICROSITE_MESSAGES.unavailableTitle, errors: {} });
    }
    if (isPage(request) && (path === '/landing' || path === '/landing/')) return reply.redirect('/', 302);
    if (closedOn(microsite, path)) throw DomainError.notFound();
  });
}
