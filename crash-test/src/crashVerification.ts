// What must hold after the last restart: every acknowledged decision is in the event log and in the
// API's read model (/filtereds), and the read models equal what a clean rebuild gives.

import { isDeepStrictEqual } from 'node:util';
import { compareCheckpoints } from '@app/contracts';
import { PostgresEventStore } from '@app/eventstore';
import { connectReadModels, PROJECTIONS, type ReadModelDatabase, resetProjection } from '@app/projections';
import { projectionTables } from '@app/services/testing';
import pg from 'pg';
import { type Acknowledged, call } from './swipers.ts';

const CATCH_UP_TIMEOUT_MS = 120_000;
const FILTERED_PAGE = 100;

export interface Verification {
  acknowledged: number;
  missingFromLog: number;
  missingFromFiltereds: number;
  /** Tables whose rows differ from a clean rebuild's. */
  tablesDifferingFromRebuild: string[];
}

export async function verifyAfterCrashes(
  url: string,
  databaseUrl: string,
  acknowledged: readonly Acknowledged[],
): Promise<Verification> {
  const db = connectReadModels(databaseUrl, 2);
  try {
    await untilReadModelsCaughtUp(databaseUrl, db);
    const logged = await loggedDecisions(databaseUrl);
    const missingFromLog = acknowledged.filter((decision) => logged.get(decisionKey(decision)) !== decision.like);
    const filtered = await filteredDecisions(url, acknowledged);
    const missingFromFiltereds = acknowledged.filter(
      (decision) => filtered.get(decisionKey(decision)) !== decision.like,
    );
    const tablesDifferingFromRebuild = await tablesDifferingAfterRebuild(databaseUrl, db);
    return {
      acknowledged: acknowledged.length,
      missingFromLog: missingFromLog.length,
      missingFromFiltereds: missingFromFiltereds.length,
      tablesDifferingFromRebuild,
    };
  } finally {
    await db.destroy();
  }
}

function decisionKey(decision: { searchUuid: string; publicationId: string }): string {
  return `${decision.searchUuid}/${decision.publicationId}`;
}

/** Every decision event: one participant per search (its guest owner), one decision per card. */
async function loggedDecisions(databaseUrl: string): Promise<Map<string, boolean>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ search_id: string; publication_id: string; like: boolean }>(
      `SELECT data->>'searchId' AS search_id, data->>'publicationId' AS publication_id, (data->>'like')::boolean AS "like"
       FROM events WHERE type = 'search.decision_made.v1'`,
    );
    return new Map(result.rows.map((row) => [`${row.search_id}/${row.publication_id}`, row.like]));
  } finally {
    await client.end();
  }
}

/** What each search's owner sees decided, through the API. */
async function filteredDecisions(url: string, acknowledged: readonly Acknowledged[]): Promise<Map<string, boolean>> {
  const owners = new Map(acknowledged.map((decision) => [decision.searchUuid, decision.guestKey]));
  const decided = new Map<string, boolean>();
  for (const [searchUuid, guestKey] of owners) {
    for (let page = 1; ; page++) {
      const body = { take: FILTERED_PAGE, page };
      const response = await call(url, 'POST', `/search/${searchUuid}/filtereds`, guestKey, body);
      if (!response.ok) throw new Error(`/filtereds answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { data: { id: string; like: boolean | null }[]; last_page: number };
      for (const card of answer.data) {
        if (card.like !== null) decided.set(decisionKey({ searchUuid, publicationId: card.id }), card.like);
      }
      if (page >= answer.last_page) break;
    }
  }
  return decided;
}

async function untilReadModelsCaughtUp(databaseUrl: string, db: ReadModelDatabase): Promise<void> {
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 1 });
  try {
    const head = await store.lastCommitCheckpoint();
    const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const rows = await db
        .selectFrom('projection_checkpoints')
        .select(['name', 'commit_position', 'position'])
        .execute();
      const reached = new Map(
        rows.map((row) => [row.name, { commit: BigInt(row.commit_position), position: BigInt(row.position) }]),
      );
      const behind = PROJECTIONS.filter((projection) => {
        const checkpoint = reached.get(projection.name);
        return !checkpoint || compareCheckpoints(checkpoint, head) < 0;
      });
      if (behind.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the read models did not catch up with the event log');
  } finally {
    await store.close();
  }
}

/** Every projection reset and applied again from the first event by the running platform. */
async function tablesDifferingAfterRebuild(databaseUrl: string, db: ReadModelDatabase): Promise<string[]> {
  const before = await projectionTables(db, PROJECTIONS);
  for (const projection of PROJECTIONS) await resetProjection(db, projection);
  await untilReadModelsCaughtUp(databaseUrl, db);
  const rebuilt = await projectionTables(db, PROJECTIONS);
  return Object.keys(before).filter((table) => !isDeepStrictEqual(before[table], rebuilt[table]));
}
