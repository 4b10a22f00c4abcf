// `npm run stats -- export --from YYYY-MM-DD --to YYYY-MM-DD --source <type:id> [--out DIR]`: the
// analysts' CSV export (statistics/export/statisticsExport.ts). A bad request: its message, exit 1.
import path from 'node:path';
import { type EventStore, KurrentEventStore, PostgresEventStore } from '@app/eventstore';
import { connectReadModels } from '@app/projections';
import { loadConfig } from './config.ts';
import { resolveDatabase } from './database.ts';
import { localJwtSecret, REPOSITORY_ROOT } from './paths.ts';
import { personalDataVault, ShreddingEventStore } from './personalData/index.ts';
import { ExportArgumentError, exportStatistics, parseExportArguments } from './statistics/index.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let request: ReturnType<typeof parseExportArguments>;
try {
  request = parseExportArguments(process.argv.slice(2));
  // npm runs the script in services/: a relative folder is the caller's.
  request.out = path.resolve(process.env.INIT_CWD ?? process.cwd(), request.out);
} catch (error) {
  fail((error as Error).message);
}

const config = loadConfig(process.env, () => localJwtSecret(process.env.DATA_DIR ?? '.data'));
const database = await resolveDatabase(config, REPOSITORY_ROOT);
const db = connectReadModels(database.url, 2);
const engine = config.eventStoreUrl
  ? await KurrentEventStore.connect({ connectionString: config.eventStoreUrl })
  : await PostgresEventStore.connect({ connectionString: database.url });
const store: EventStore = new ShreddingEventStore(engine, personalDataVault(db));
let exitCode = 0;
try {
  let reported = 0;
  const result = await exportStatistics(request, {
    store,
    db,
    connectionString: database.url,
    progress: (events) => {
      if (events - reported < 100_000) return;
      reported = events;
      console.log(`reproduciendo el registro: ${events.toLocaleString('es-AR')} eventos`);
    },
  });
  console.log(
    `${result.eventsReplayed.toLocaleString('es-AR')} eventos reproducidos, ` +
      `${result.decisions.toLocaleString('es-AR')} decisiones exportadas en ${result.seconds.toFixed(1)} s:`,
  );
  for (const file of Object.values(result.files)) console.log(`  ${file}`);
} catch (error) {
  exitCode = 1;
  console.error(error instanceof ExportArgumentError ? error.message : error);
} finally {
  await store.close();
  await db.destroy();
  await database.stop();
}
process.exit(exitCode);
