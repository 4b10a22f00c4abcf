export { startEmbeddedPostgres, type EmbeddedDatabase } from './embeddedPostgres.ts';
export { createDatabase, createTestDatabase, databaseUrl, dropDatabase } from './databases.ts';
