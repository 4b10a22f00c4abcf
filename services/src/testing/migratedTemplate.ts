// The run's empty, migrated database: every suite starts from a copy of it instead of migrating
// its own (the read models' migrations and the event store's schema took about 2 s a suite).
import { PostgresEventStore } from '@app/eventstore';
import { connectReadModels, migrateReadModels } from '@app/projections';
import { runSetting, runTemplate } from './runTemplate.ts';

async function migrate(databaseUrl: string): Promise<void> {
  const db = connectReadModels(databaseUrl);
  try {
    await migrateReadModels(db);
  } finally {
    await db.destroy();
  }
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl });
  await store.close();
}

/** The name of the run's migrated template database, prepared by whichever suite asks first. */
export async function migratedTemplate(): Promise<string> {
  const database = `migrated_${runSetting('TEST_RUN_ID')}`;
  await runTemplate(database, migrate);
  return database;
}
