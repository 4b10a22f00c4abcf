// Every process starts here, in the role ROLE names (docs/operations.md): `all` (npm start: API,
// projections and web client on one port, embedded database by default), `api` (HTTP only; a
// worker keeps the read models) or `worker` (projections, with a small listener for probes).

import path from 'node:path';
import { DEMO_PROMOCODE } from './account/index.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { type ResolvedDatabase, resolveDatabase } from './database.ts';
import {
  DEMO_ADMIN,
  demoInvitationLine,
  demoMicrositeLine,
  demoSellerLines,
  isDemoWorldSeeded,
  prepareDemoRenditions,
  seedDemoWorld,
} from './demo/index.ts';
import { Lifecycle, shutDown, shutDownOnSignals } from './health/index.ts';
import { isLoopbackAddress } from './http/index.ts';
import { localVapidKeys } from './live/ports.ts';
import { localJwtSecret, REPOSITORY_ROOT, WEB_DIST } from './paths.ts';
import type { Platform } from './platform.ts';
import { type RunningPlatform, startPlatform } from './startPlatform.ts';
import { SynchronizerWorker } from './synchronizer/index.ts';
import { buildWorkerApp } from './worker.ts';

const log = (message: string, error?: unknown) => (error ? console.error(message, error) : console.log(message));

const dataDirectory = process.env.DATA_DIR ?? '.data';
const config = loadConfig(
  process.env,
  () => localJwtSecret(dataDirectory),
  (subject) => localVapidKeys(path.resolve(REPOSITORY_ROOT, dataDirectory), subject),
);
const { shutdownDrainMs, shutdownTimeoutMs } = config.operations;
// What has started so far, for a signal that comes at any moment, during the start included.
const started: { database?: ResolvedDatabase; platform?: RunningPlatform; stopAll?: () => Promise<void> } = {};
// The embedded server runs in a process group of its own (so Ctrl-C does not cut it under the
// requests still finishing): whatever way this process ends (a shutdown past its time limit, a
// crash), the server is told to stop with it, and removes its postmaster.pid as it does.
process.on('exit', () => started.database?.stopAtOnce());
shutDownOnSignals(
  async () => {
    if (started.stopAll) return started.stopAll();
    await started.platform?.stop();
    await started.database?.stop();
  },
  shutdownTimeoutMs,
  log,
);

const database = await resolveDatabase(config, REPOSITORY_ROOT);
started.database = database;
const platform = await startPlatform(config, database.url, log);
started.platform = platform;
// Only a process that runs the projections seeds: several API instances must not race to do it.
if (config.role !== 'api') await seedOnFirstStart(platform);

// Synchronizations run where the projections do, never in an API-only process.
const synchronizers = config.role === 'api' ? null : new SynchronizerWorker(platform, config.synchronizer, log);
synchronizers?.start();

const lifecycle = new Lifecycle();
const logger = { level: config.logLevel };
const app =
  config.role === 'worker'
    ? await buildWorkerApp(platform, lifecycle, logger)
    : await buildApp(platform, { webDirectory: WEB_DIST, logger, lifecycle });
started.stopAll = async () => {
  await synchronizers?.stop();
  await shutDown({ lifecycle, drainMs: shutdownDrainMs, server: app, platform, database });
};

await app.listen({ port: config.port, host: config.host });
const invitationLine =
  config.role === 'all' && config.seedDemo
    ? await demoInvitationLine(platform, browserAddress(config)).catch(() => '')
    : '';
const micrositeLine =
  config.role === 'all' && config.seedDemo ? await demoMicrositeLine(platform, config.port).catch(() => '') : '';
const demoLines = [invitationLine, micrositeLine].filter(Boolean).join('\n');
console.log(config.role === 'worker' ? workerBanner(config) : apiBanner(config, database.embedded, demoLines));

async function seedOnFirstStart(seeded: Platform): Promise<void> {
  if (!config.seedDemo || (await isDemoWorldSeeded(seeded))) return;
  console.log('Seeding the demo world (first start)…');
  await seedDemoWorld(seeded);
  void prepareDemoRenditions(seeded);
}

/** Where the server listens, said plainly: an address reachable from other machines is no accident. */
function listeningLine({ host, port }: AppConfig): string {
  const reach = isLoopbackAddress(host) || host === 'localhost' ? 'this machine only' : 'reachable from the network';
  return `  Listening on: ${host}:${port} (${reach}; HOST changes it)`;
}

function browserAddress({ host, port }: AppConfig): string {
  if (host === '0.0.0.0' || host === '::' || isLoopbackAddress(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function workerBanner(config: AppConfig): string {
  const address = browserAddress(config);
  return `
  Projections worker is running (ROLE=worker)
${listeningLine(config)}
  Health:       ${address}/api/health/ready
  Metrics:      ${address}/api/metrics
`;
}

function apiBanner(config: AppConfig, embeddedDatabase: boolean, invitationLine: string): string {
  const { role, smtpUrl, dataDirectory } = config;
  const address = browserAddress(config);
  const mail = smtpUrl
    ? 'sent through SMTP_URL'
    : `no SMTP_URL: sign-in codes are printed here and listed at ${address}/api/dev/outbox (loopback only)`;
  const projections = role === 'all' ? 'run here' : 'run by a ROLE=worker process';
  return `
  Marketplace is running at ${address} (ROLE=${role})
${listeningLine(config)}
  API docs:     ${address}/api/docs
  Health:       ${address}/api/health
  Metrics:      ${address}/api/metrics
  Database:     ${embeddedDatabase ? `embedded PostgreSQL (${dataDirectory}/postgres)` : 'DATABASE_URL'}
  Projections:  ${projections}
  Demo admin:   ${DEMO_ADMIN.email} (every platform permission; sign in with a code by e-mail)
  Promo code:   ${DEMO_PROMOCODE.code} (${DEMO_PROMOCODE.config.granted_months} months of premium)
${demoSellerLines(address)}${invitationLine ? `\n${invitationLine}` : ''}
  Mail:         ${mail}
`;
}
