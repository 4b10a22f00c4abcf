// `npm run replay -- <projection>`: rebuilds a projection's tables from the first event.
import { PROJECTIONS, projectionNamed, resetProjection } from '@app/projections';
import { loadConfig } from './config.ts';
import { resolveDatabase } from './database.ts';
import { localJwtSecret, REPOSITORY_ROOT } from './paths.ts';
import { startPlatform } from './startPlatform.ts';

const name = process.argv[2];
const projection = name ? projectionNamed(name) : undefined;
if (!projection) {
  console.error(`usage: npm run replay -- <${PROJECTIONS.map((known) => known.name).join('|')}>`);
  process.exit(2);
}

const config = loadConfig(process.env, () => localJwtSecret(process.env.DATA_DIR ?? '.data'));
const database = await resolveDatabase(config, REPOSITORY_ROOT);
// When the platform is running too, whichever process leads the projection does the work.
const platform = await startPlatform(config, database.url);
await resetProjection(platform.db, projection);
const started = Date.now();
const head = await platform.store.headCheckpoint();
const { runner } = platform;
while (!(await runner.waitFor(head, 1_000))) {
  const status = (await runner.status()).find((item) => item.name === projection.name);
  console.log(`replaying ${projection.name}: ${status?.behind ?? '?'} events to go`);
}
const status = (await runner.status()).find((item) => item.name === projection.name)!;
const seconds = (Date.now() - started) / 1000;
console.log(`replayed ${projection.name} up to ${status.checkpoint} in ${seconds.toFixed(1)} s`);
await platform.stop();
await database.stop();
