import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { catalogueMigration } from '../catalogue/migration.ts';
import type { ReadModelDatabase } from '../database.ts';
import { promocodesMigration } from '../promocode/migration.ts';
import { publicationsMigration } from '../publication/migration.ts';
import { rateLimitsMigration } from '../rateLimit/migration.ts';
import { searchesMigration } from '../search/migration.ts';
import { sessionsMigration } from '../session/migration.ts';
import { socketIoAttachmentsMigration, swipeMigration } from '../swipe/migration.ts';
import { accountFieldsMigration } from '../user/accountMigration.ts';
import { usersMigration } from '../user/migration.ts';
import { checkpointsMigration } from './0001_checkpoints.ts';

/** Every read-model migration, in order. Names sort lexically. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_checkpoints': checkpointsMigration,
  '0002_catalogue': catalogueMigration,
  '0003_users': usersMigration,
  '0004_account_fields': accountFieldsMigration,
  '0005_sessions': sessionsMigration,
  '0006_promocodes': promocodesMigration,
  '0007_rate_limits': rateLimitsMigration,
  '0010_publications': publicationsMigration,
  '0020_searches': searchesMigration,
  '0030_swipe': swipeMigration,
  '0031_socket_io_attachments': socketIoAttachmentsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateReadModels(db: ReadModelDatabase): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
