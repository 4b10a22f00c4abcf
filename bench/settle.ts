// Between benchmarks: vacuum and analyze what the previous one wrote, so the next one measures
// its own work and not autovacuum catching up with 100,000 fresh rows.
import pg from 'pg';

export async function settleDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}
