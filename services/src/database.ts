// DATABASE_URL when given; otherwise an embedded PostgreSQL under the data directory.

import path from 'node:path';
import { createDatabase, startEmbeddedPostgres } from '@app/database';
import type { AppConfig } from './config.ts';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
  /** Fast shutdown of the embedded server without waiting (see EmbeddedDatabase.stopAtOnce). */
  stopAtOnce(): void;
}

export async function resolveDatabase(config: AppConfig, repositoryRoot: string): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {}, stopAtOnce: () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDirectory: path.resolve(repositoryRoot, config.dataDirectory, 'postgres'),
    port: config.embeddedPostgresPort,
    ownProcessGroup: true,
  });
  const url = await createDatabase(server.adminUrl, 'marketplace');
  return { url, embedded: true, stop: () => server.stop(), stopAtOnce: () => server.stopAtOnce() };
}
