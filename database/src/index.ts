export {
  createDatabase,
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  dropDatabasesEndingWith,
  renameDatabase,
  testAdminUrl,
} from './databases.ts';
export { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres.ts';
export { freePort } from './freePort.ts';
export { isGone, type ProcessStat, processStat } from './processStat.ts';
