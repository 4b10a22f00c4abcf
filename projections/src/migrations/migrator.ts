import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { catalogueMigration } from '../catalogue/migration.ts';
import type { ReadModelDatabase } from '../database.ts';
import { usersMigration } from '../user/migration.ts';
import { checkpointsMigration } from './0001_checkpoints.ts';

/** Every read-model migration, in order. Names sort lexically. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_checkpoints': checkpointsMigration,
  '0002_catalogue': catalogueMigration,
  '0003_users': usersMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateReadModels(db: ReadModelDatabase): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
