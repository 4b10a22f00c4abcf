// `npm start`: database (embedded by default), projections, API and the built web client on one port.

import { DEMO_PROMOCODE } from './account/premium/demoPromocode.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { resolveDatabase } from './database.ts';
import { DEMO_ADMIN, isDemoWorldSeeded, seedDemoWorld } from './demo/seedDemoWorld.ts';
import { localJwtSecret, REPOSITORY_ROOT, WEB_DIST } from './paths.ts';
import { startPlatform } from './startPlatform.ts';

const config = loadConfig(process.env, () => localJwtSecret(process.env.DATA_DIR ?? '.data'));
const database = await resolveDatabase(config, REPOSITORY_ROOT);
const app = await buildApp(await startPlatformLogged(), { webDirectory: WEB_DIST, logger: { level: config.logLevel } });

async function startPlatformLogged() {
  const platform = await startPlatform(config, database.url, (message, error) => console.error(message, error));
  if (config.seedDemo && !(await isDemoWorldSeeded(platform))) {
    console.log('Seeding the demo world (first start)…');
    await seedDemoWorld(platform);
  }
  shutdownOnSignals(async () => {
    await app.close();
    await platform.stop();
    await database.stop();
  });
  return platform;
}

function shutdownOnSignals(shutdown: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      shutdown()
        .catch((error) => console.error('shutdown failed', error))
        .finally(() => process.exit(0));
    });
  }
}

await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${config.port}`;
const mail = config.smtpUrl
  ? 'sent through SMTP_URL'
  : `no SMTP_URL: sign-in codes are printed here and listed at ${address}/api/dev/outbox`;
console.log(`
  Marketplace is running at ${address}
  API docs:     ${address}/api/docs
  Health:       ${address}/api/health
  Database:     ${database.embedded ? 'embedded PostgreSQL (.data/postgres)' : 'DATABASE_URL'}
  Demo admin:   ${DEMO_ADMIN.email} (every platform permission; sign in with a code by e-mail)
  Promo code:   ${DEMO_PROMOCODE.code} (${DEMO_PROMOCODE.config.granted_months} months of premium)
  Mail:         ${mail}
`);
