// Connects the event store and read models, migrates, and starts the projections.
import { type EventStore, KurrentEventStore, PostgresEventStore } from '@app/eventstore';
import { connectReadModels, migrateReadModels, PROJECTIONS, ProjectionRunner } from '@app/projections';
import type { AppConfig } from './config.ts';
import type { Platform } from './platform.ts';

export interface RunningPlatform extends Platform {
  stop(): Promise<void>;
}

export async function startPlatform(
  config: AppConfig,
  databaseUrl: string,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<RunningPlatform> {
  const store: EventStore = config.eventStoreUrl
    ? await KurrentEventStore.connect({ connectionString: config.eventStoreUrl })
    : await PostgresEventStore.connect({ connectionString: databaseUrl });
  const db = connectReadModels(databaseUrl);
  await migrateReadModels(db);
  const runner = new ProjectionRunner(PROJECTIONS, store, db, { connectionString: databaseUrl, log });
  await runner.start();
  return {
    config,
    store,
    db,
    runner,
    async stop() {
      await runner.stop();
      await store.close();
      await db.destroy();
    },
  };
}
