// `npm run migrate-operations -- [type slug…]`: the named types (e.g. `inmuebles`) start asking for
// the operation, and publications of such types recorded without one are read as sales
// (docs/decisions/operations.md). Idempotent: a second run changes nothing.
import { loadConfig } from './config.ts';
import { resolveDatabase } from './database.ts';
import { localJwtSecret, REPOSITORY_ROOT } from './paths.ts';
import { readPropertiesAsSales } from './publication/index.ts';
import { startPlatform } from './startPlatform.ts';

const slugs = process.argv.slice(2);
const config = loadConfig(process.env, () => localJwtSecret(process.env.DATA_DIR ?? '.data'));
const database = await resolveDatabase(config, REPOSITORY_ROOT);
const platform = await startPlatform(config, database.url);
const { typesChanged, publicationsRead } = await readPropertiesAsSales(platform, slugs);
console.log(`types now asking for the operation: ${typesChanged.join(', ') || 'none'}`);
console.log(`publications read as sales: ${publicationsRead}`);
await platform.stop();
await database.stop();
