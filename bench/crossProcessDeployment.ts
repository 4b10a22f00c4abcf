// The compose file's deployment on loopback: one ROLE=worker process keeping the read models and two
// ROLE=api processes, on one database and one data folder. The first API instance is started alone
// until it leads the live feed, so which one sends live messages is known: a message for a socket
// on the second crosses to it through the socket.io Postgres adapter.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@app/database';
import pg from 'pg';
import { type ServiceProcess, startServiceProcess } from './serviceProcess.ts';

/** The live gateway's advisory lock (services/src/live/liveGateway.ts). */
const LIVE_LEADER_LOCK = 'live-gateway';
const LEADING_TIMEOUT_MS = 30_000;

export interface CrossProcessDeployment {
  worker: ServiceProcess;
  /** The API instance that leads the live feed. */
  leader: ServiceProcess;
  /** The other API instance: its sockets get live messages through the adapter. */
  follower: ServiceProcess;
  stop(): Promise<void>;
}

export async function startCrossProcessDeployment(
  databaseUrl: string,
  environment: Record<string, string>,
): Promise<CrossProcessDeployment> {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'cross-process-'));
  const shared = {
    ...environment,
    DATABASE_URL: databaseUrl,
    EVENTSTORE_URL: '',
    DATA_DIR: dataDirectory,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const started: ServiceProcess[] = [];
  const stop = async () => {
    await Promise.allSettled(started.map((service) => service.stop()));
    await rm(dataDirectory, { recursive: true, force: true });
  };
  try {
    // First and alone, as in compose: it migrates the read models (and makes the data folder's keys).
    const worker = await startServiceProcess('worker', await freePort(), shared);
    started.push(worker);
    const leader = await startServiceProcess('api', await freePort(), shared);
    started.push(leader);
    await untilLiveLeaderChosen(databaseUrl);
    const follower = await startServiceProcess('api', await freePort(), shared);
    started.push(follower);
    return { worker, leader, follower, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function untilLiveLeaderChosen(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + LEADING_TIMEOUT_MS;
    while (Date.now() < deadline) {
      // A one-number advisory lock shows its low 32 bits as objid (pg_locks).
      const { rows } = await client.query<{ held: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
           AND objid::bigint = (hashtext($1)::bigint & 4294967295)) AS held`,
        [LIVE_LEADER_LOCK],
      );
      if (rows[0]?.held) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no API instance took the lead of the live feed');
  } finally {
    await client.end();
  }
}
