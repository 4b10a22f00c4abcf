// The platform Lighthouse measures, in this process: a fresh embedded PostgreSQL (or a database on
// DATABASE_URL's server) removed afterwards, the demo world, the built web client, and the pages
// to measure: a shared search of the demo catalogue and a demo seller's storefront.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, freePort, startEmbeddedPostgres } from '@app/database';
import {
  buildApp,
  DevelopmentOutbox,
  LocalMediaStorage,
  loadConfig,
  REPOSITORY_ROOT,
  registerUser,
  startPlatform,
  startSession,
  systemContext,
  WEB_DIST,
} from '@app/services';
import { DEMO_SELLERS, prepareDemoRenditions, seedDemoWorld } from '@app/services/testing';

const EMBEDDED_DIRECTORY = path.join(REPOSITORY_ROOT, '.data', 'lighthouse-postgres');

export interface MeasuredPlatform {
  baseUrl: string;
  /** Paths of the pages to measure, by name. */
  pages: { name: string; path: string }[];
  stop(): Promise<void>;
}

async function openDatabase() {
  const externalUrl = process.env.DATABASE_URL;
  const server = externalUrl
    ? { adminUrl: externalUrl, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDirectory: EMBEDDED_DIRECTORY, port: await freePort(), ephemeral: true });
  const name = `lighthouse_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(server.adminUrl, name);
  return {
    url,
    async release() {
      try {
        await dropDatabase(server.adminUrl, name);
      } finally {
        await server.stop();
      }
    },
  };
}

async function api<Answer>(baseUrl: string, route: string, token: string, init: RequestInit = {}): Promise<Answer> {
  const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const response = await fetch(`${baseUrl}/api${route}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** A search of the whole demo catalogue's properties, shared so anyone with the link swipes it. */
async function sharedSearch(baseUrl: string, token: string): Promise<string> {
  const { types } = await api<{ types: { id: string; slug: string }[] }>(baseUrl, '/configuration', token);
  const type = types.find((candidate) => candidate.slug === 'inmuebles') ?? types[0];
  if (!type) throw new Error('The demo catalogue has no publication types');
  const body = JSON.stringify({ filters: [{ type_id: type.id, title: 'Inmuebles' }] });
  const { data } = await api<{ data: { uuid: string } }>(baseUrl, '/search', token, { method: 'POST', body });
  const share = JSON.stringify({ shareable: true, filtered: 'all' });
  await api(baseUrl, `/search/${data.uuid}/share`, token, { method: 'PUT', body: share });
  return data.uuid;
}

export async function startMeasuredPlatform(): Promise<MeasuredPlatform> {
  const database = await openDatabase();
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'marketplace-lighthouse-media-'));
  const config = loadConfig({ JWT_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'warn' }, () => 'unused');
  const parts = { mailer: new DevelopmentOutbox(() => {}), media: new LocalMediaStorage(mediaDirectory) };
  const platform = await startPlatform(config, database.url, undefined, parts);
  await seedDemoWorld(platform);
  // As after uploads: the pictures' renditions are made by the time anyone looks at them.
  await prepareDemoRenditions(platform);
  const app = await buildApp(platform, { webDirectory: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const context = systemContext(new Date());
  const ownerId = await registerUser(platform, { email: 'lighthouse@example.com', name: 'Lighthouse' }, context);
  const uuid = await sharedSearch(baseUrl, await startSession(platform, ownerId, 'signup', context));
  return {
    baseUrl,
    pages: [
      { name: 'landing', path: '/landing' },
      { name: 'search builder', path: '/search' },
      { name: 'swipe results', path: `/search/${uuid}` },
      { name: 'storefront', path: `/${DEMO_SELLERS.properties.slug}` },
    ],
    async stop() {
      try {
        await app.close();
        await platform.stop();
      } finally {
        await database.release();
        await rm(mediaDirectory, { recursive: true, force: true });
      }
    },
  };
}
