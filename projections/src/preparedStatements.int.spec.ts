import { createTestDatabase } from '@app/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from './database.ts';
import { PREPARED } from './preparedStatements.ts';

interface PreparedStatementRow {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

// The busiest lookups by key are planned once per connection, not on every request.
describe('prepared read-model lookups', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: ReadModelDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('preparedlookups');
    // One connection, so the statements seen below are the ones the lookups ran on.
    db = connectReadModels(database.url, 1);
    await sql`CREATE TABLE things (id integer PRIMARY KEY, name text NOT NULL)`.execute(db);
    await sql`INSERT INTO things SELECT n, 'thing ' || n FROM generate_series(1, 5000) AS n`.execute(db);
    await sql`ANALYZE things`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const nameOf = (id: number, prepared: boolean) =>
    sql<{ name: string }>`SELECT name FROM things WHERE id = ${id} ${prepared ? PREPARED : sql``}`.execute(db);

  const preparedStatements = async () =>
    (
      await sql<PreparedStatementRow>`
        SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`.execute(db)
    ).rows;

  it('answers a lookup marked PREPARED from one generic plan once it has run a few times', async () => {
    const names = [];
    for (let id = 1; id <= 10; id++) names.push((await nameOf(id, true)).rows[0]?.name);
    expect(names).toEqual(Array.from({ length: 10 }, (_, index) => `thing ${index + 1}`));

    const [statement] = (await preparedStatements()).filter((row) => row.statement.includes('FROM things'));
    expect(statement).toBeDefined();
    expect(statement!.custom_plans + statement!.generic_plans).toBe(10);
    expect(statement!.generic_plans).toBeGreaterThanOrEqual(5);
  });

  it('leaves an unmarked statement unnamed, planned with its values on each run', async () => {
    const before = await preparedStatements();
    for (let id = 11; id <= 13; id++) expect((await nameOf(id, false)).rows[0]?.name).toBe(`thing ${id}`);
    expect(await preparedStatements()).toEqual(before);
  });
});
