// One PostgreSQL server for the whole test run; every suite creates its own database on it.
import { createServer } from 'node:net';
import { startEmbeddedPostgres } from '@app/database';

/** A port nobody listens on now, so test runs started side by side never share a server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return async () => {};
  }
  const server = await startEmbeddedPostgres({
    dataDirectory: `.data/test-postgres/run-${process.pid}`,
    port: await freePort(),
    ephemeral: true,
  });
  process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
  return () => server.stop();
}
