export { createDatabase, createTestDatabase, databaseUrl, dropDatabase } from './databases.ts';
export { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres.ts';
export { freePort } from './freePort.ts';
export { isGone, type ProcessStat, processStat } from './processStat.ts';
