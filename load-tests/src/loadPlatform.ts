// The platform under load, in this process: a fresh database (DATABASE_URL's server, or an embedded
// PostgreSQL started for this run only, on a private port, removed afterwards), API + projections +
// live gateway listening on a free local port, rate limit raised because k6 comes from one address.
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
  type RunningPlatform,
  startPlatform,
} from '@app/services';
import type { FastifyInstance } from 'fastify';

const EMBEDDED_DIRECTORY = path.join(REPOSITORY_ROOT, '.data', 'load-postgres');

export interface LoadPlatform {
  platform: RunningPlatform;
  app: FastifyInstance;
  url: string;
  /** Where the database comes from, for the report header. */
  origin: string;
  /** Resolves once this instance sends the live messages (the socket scenario needs it). */
  untilLeadingLive(): Promise<void>;
  stop(): Promise<void>;
}

async function openDatabase() {
  const externalUrl = process.env.DATABASE_URL;
  const port = await freePort();
  const server = externalUrl
    ? { adminUrl: externalUrl, stop: async () => {} }
    : await startEmbeddedPostgres({ dataDirectory: EMBEDDED_DIRECTORY, port, ephemeral: true });
  const name = `load_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(server.adminUrl, name);
  const origin = externalUrl ? `DATABASE_URL server, database ${name}` : `embedded PostgreSQL :${port}`;
  const release = async () => {
    try {
      await dropDatabase(server.adminUrl, name);
    } finally {
      await server.stop();
    }
  };
  return { url, origin, release };
}

export async function startLoadPlatform(): Promise<LoadPlatform> {
  const database = await openDatabase();
  const mediaDirectory = await mkdtemp(path.join(tmpdir(), 'marketplace-load-media-'));
  const config = loadConfig(
    {
      JWT_SECRET: randomBytes(24).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '100000000',
      SUPERLIKES_PER_DAY: '100000000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    () => 'unused',
  );
  const parts = { mailer: new DevelopmentOutbox(() => {}), media: new LocalMediaStorage(mediaDirectory) };
  const platform = await startPlatform(config, database.url, undefined, parts);
  const app = await buildApp(platform);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    platform,
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    origin: database.origin,
    async untilLeadingLive() {
      while (!app.liveGateway.leading()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
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
