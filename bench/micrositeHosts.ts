// `npx tsx bench/micrositeHosts.ts`: what choosing the site by host adds to a request (target p95
// ≤ 1 ms), with 1 microsite and with 1,000 (target: as fast, p95 within 1.5× the one-site figure).
// Every request resolves a host: a microsite's, or the main platform's (remembered as "none").
import { randomUUID } from 'node:crypto';
import type { ReadModelDatabase, ReadModels } from '@app/projections';
import { micrositeOfHost } from '@app/services';
import { sql } from 'kysely';
import { openBenchDatabase } from './benchDatabase.ts';
import { startBenchPlatform } from './benchPlatform.ts';
import { percentile } from './percentiles.ts';

const REQUESTS = 20_000;

/** `count` active microsites on hosts of their own (`prefix` keeps each run's hosts apart). */
async function seedMicrosites(db: ReadModelDatabase, prefix: string, count: number): Promise<string[]> {
  const hosts = Array.from({ length: count }, (_, index) => `${prefix}${index}.example.com.ar`);
  const style = JSON.stringify({ primary_color: '#e03131', primary_shade: 6, radius: 'md', font: 'system' });
  for (const host of hosts) {
    await sql`INSERT INTO microsites (id, name, host, status, style, settings, users_count, created_at, updated_at)
      VALUES (${randomUUID()}, ${host}, ${host}, 'active', ${style}::jsonb, '{"users":false,"groups":false}'::jsonb, 0, now(), now())`.execute(
      db,
    );
  }
  return hosts;
}

/** p95 of resolving REQUESTS hosts: nine in ten a microsite's (spread over all), one in ten the main one. */
async function resolutionP95(readModels: ReadModels, hosts: readonly string[]): Promise<number> {
  const samples: number[] = [];
  for (let request = 0; request < REQUESTS; request++) {
    const host = request % 10 === 0 ? 'localhost:3000' : `${hosts[request % hosts.length]}:443`;
    const started = performance.now();
    await micrositeOfHost(readModels, host);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return percentile(samples, 0.95);
}

const database = await openBenchDatabase();
// The platform as it serves requests: its projection runner keeps the host memory current.
const { platform, app } = await startBenchPlatform(database.url, randomUUID());
const { db } = platform;
try {
  const one = await resolutionP95(platform, await seedMicrosites(db, 'uno', 1));
  const thousand = await resolutionP95(platform, await seedMicrosites(db, 'mil', 1_000));
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  console.log(`host resolution, 1 microsite: p95 ${one.toFixed(3)} ms (target ≤ 1 ms: ${verdict(one <= 1)})`);
  console.log(
    `host resolution, 1,000 microsites: p95 ${thousand.toFixed(3)} ms (target ≤ 1 ms and ≤ 1.5× one site: ${verdict(thousand <= 1 && thousand <= Math.max(one * 1.5, 0.05))})`,
  );
} finally {
  await app.close();
  await platform.stop();
  await database.release();
}
