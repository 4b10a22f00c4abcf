// `npx tsx bench/adminUsers.ts`: the admin users list over 100,000 accounts (target p95 ≤ 50 ms):
// filters combined, text search (common, rare, none), page after page, against the users read model.
import { availableParallelism, loadavg } from 'node:os';
import { connectReadModels, migrateReadModels } from '@app/projections';
import { listUsers } from '@app/services';
import { sql } from 'kysely';
import { openBenchDatabase } from './benchDatabase.ts';
import { percentile } from './percentiles.ts';

const USERS = 100_000;
const ROUNDS = 40;

const database = await openBenchDatabase();
const db = connectReadModels(database.url);
try {
  await migrateReadModels(db);
  await sql`
    INSERT INTO users (id, email, name, is_premium, is_admin, permissions, created_at)
    SELECT gen_random_uuid(), 'persona' || n || '@example.com', 'Persona ' || n || CASE WHEN n % 7 = 0 THEN ' Gómez' ELSE ' Pérez' END,
      n % 5 = 0, n % 1000 = 0, '[]'::jsonb, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${USERS}) AS n`.execute(db);
  await sql`ANALYZE users`.execute(db);
  const now = new Date();
  const order = { orderBy: 'created_at' as const, orderMethod: 'desc' as const };
  const cases = [
    { name: 'first page', filter: {} },
    { name: 'premium + admin', filter: { is_premium: true, is_admin: false } },
    { name: 'text search', filter: { search: 'gomez' } },
    {
      name: 'premium + search + no publications',
      filter: { is_premium: true, search: 'persona 12', has_publications: false },
    },
    { name: 'text search matching nobody', filter: { search: 'zzqx' } },
  ];
  const samples: number[] = [];
  const byCase = new Map<string, number[]>(cases.map((item) => [item.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of cases) {
      const started = performance.now();
      await listUsers(db, { ...item.filter, ...order }, { page: 1 + (round % 5), take: 20 }, now);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      byCase.get(item.name)?.push(elapsed);
    }
  }
  for (const [name, times] of byCase) {
    times.sort((a, b) => a - b);
    console.log(`${name}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 0.95);
  console.log(
    `admin users list, ${USERS} users, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores, ${samples.length} requests: p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 50 ms: ${p95 <= 50 ? 'PASS' : 'MISS'})`,
  );
} finally {
  await db.destroy();
  await database.release();
}
