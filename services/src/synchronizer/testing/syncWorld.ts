// A test platform with the demo catalogue, a loopback feed server whose items a test changes, the
// outbound policy letting exactly that server through, and a synchronizer worker a test ticks.
import type { ServerResponse } from 'node:http';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedDemoCatalogue } from '../../demo/seedDemoWorld.ts';
import { loopbackTestAllowance } from '../../outboundFetch/testAllowance.ts';
import { type LoopbackServer, startLoopbackServer } from '../../outboundFetch/testing.ts';
import type { PlatformParts } from '../../platform.ts';
import { publicationStream } from '../../publication/publication.ts';
import { solidPng } from '../../testing/images.ts';
import { bearer, startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { type FakeOctoparse, startFakeOctoparse } from '../octoparse/testing/fakeOctoparse.ts';
import { SynchronizerWorker } from '../running/synchronizerWorker.ts';

export interface FeedServer extends LoopbackServer {
  /** What GET /feed.json answers; a function answers by itself (errors, slowness). */
  answer: unknown[] | ((response: ServerResponse) => void);
}

/** GET /images/{name}.png on the feed server: a small picture, the same for every name. */
const picture = () => solidPng(320, 240);

export interface SyncWorld extends TestPlatform {
  feed: FeedServer;
  /** A fake Octoparse the platform's OCTOPARSE_API_URL points at. */
  octoparse: FakeOctoparse;
  worker: SynchronizerWorker;
  seller: TestAccount;
  call(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Runs what is due now, and waits for it. */
  sync(): Promise<void>;
  /** The seller's publications: id, title, public, created_by, amount. */
  publications(): Promise<{ id: string; title: string; public: boolean; created_by: string; amount: number | null }[]>;
  publicationEventCount(): Promise<number>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const state: { answer: FeedServer['answer'] } = { answer: [] };
  const server = await startLoopbackServer((request, response) => {
    if (request.url?.startsWith('/images/') && request.url.endsWith('.png')) {
      return void picture().then((bytes) => response.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
    }
    if (request.url !== '/feed.json') return void response.writeHead(404).end();
    if (typeof state.answer === 'function') return state.answer(response);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: state.answer }));
  });
  return Object.defineProperty(server, 'answer', {
    get: () => state.answer,
    set: (value) => {
      state.answer = value;
    },
  }) as FeedServer;
}

export async function startSyncWorld(parts: Partial<PlatformParts> = {}): Promise<SyncWorld> {
  const feed = await startFeedServer();
  const octoparse = await startFakeOctoparse();
  const world = await startTestPlatform(
    { OCTOPARSE_API_URL: octoparse.baseUrl },
    { outbound: loopbackTestAllowance([feed.port, octoparse.port]), ...parts },
  );
  await seedDemoCatalogue(world.platform);
  const seller = await world.accountFor({ premium: true });
  const worker = new SynchronizerWorker(
    world.platform,
    { intervalHours: 6, concurrency: 2, pollMs: 60_000 },
    (message, error) => console.error('WORKER', message, error),
  );
  const { db } = world.platform;
  return {
    ...world,
    feed,
    octoparse,
    worker,
    seller,
    call: (method, url, payload) =>
      world.app.inject({
        method,
        url,
        headers: bearer(seller.token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    sync: () => worker.tick(),
    publications: () =>
      db
        .selectFrom('publications')
        .select(['id', 'title', 'public', 'created_by', 'amount'])
        .where('creator_id', '=', seller.userId)
        .orderBy('title')
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }))),
    async publicationEventCount() {
      const rows = await db.selectFrom('publications').select('id').where('creator_id', '=', seller.userId).execute();
      const streams = await Promise.all(rows.map((row) => world.platform.store.readStream(publicationStream(row.id))));
      return streams.reduce((total, stream) => total + stream.length, 0);
    },
    async stop() {
      await worker.stop();
      await worker.idle();
      await world.stop();
      await feed.close();
      await octoparse.close();
    },
  };
}
