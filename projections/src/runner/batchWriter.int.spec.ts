import { createTestDatabase } from '@app/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriterPool } from './batchWriter.ts';

// A projection's statements are prepared once per connection. A plan made while a table was empty
// must not keep reading the whole table once it has grown (every decision did, under load).
describe('projection writer plans', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: BatchWriterPool;

  beforeAll(async () => {
    database = await createTestDatabase('writerplans');
    pool = new BatchWriterPool(database.url);
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('finds rows by key in a table that grew after its statement was prepared', async () => {
    const client = await pool.connect();
    const run = (statement: string) => client.query<Record<string, string>>(statement, []);
    try {
      await run('CREATE TABLE decisions_by_key (id uuid PRIMARY KEY, liked boolean)');
      await run('ANALYZE decisions_by_key');
      await run('PREPARE decision_of(uuid) AS SELECT liked FROM decisions_by_key WHERE id = $1');
      // Past five executions Postgres may keep a generic plan, made with the empty table's statistics.
      for (let execution = 0; execution < 6; execution++) await run('EXECUTE decision_of(gen_random_uuid())');
      await run('INSERT INTO decisions_by_key SELECT gen_random_uuid(), true FROM generate_series(1, 20000)');

      const plan = await run('EXPLAIN (COSTS OFF) EXECUTE decision_of(gen_random_uuid())');
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Scan using decisions_by_key_pkey');
      expect(text).not.toContain('Seq Scan');
    } finally {
      client.release();
    }
  });
});
