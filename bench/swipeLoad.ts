// Swipers at a human pace: every participant of every search decides the search's cards in order,
// one decision about every `intervalMs` (±30 %), through real HTTP; every participant's socket
// watches its search on another instance. Measured: each decision's round trip, and for each
// coincidence the time from the POST that made it to its arrival on the other participants' sockets.

import { Worker } from 'node:worker_threads';
import { type CoincidenceMessage, SERVER_SOCKET_EVENTS } from '@app/contracts';
import { io, type Socket } from 'socket.io-client';
import type { SharedSearch, Swiper } from './swipeWorld.ts';

export interface SwipePace {
  intervalMs: number;
  warmupMs: number;
  durationMs: number;
  likeShare: number;
  superlikeShare: number;
}

export interface SwipeLoad {
  decisionMs: number[];
  coincidenceMs: number[];
  decisions: number;
  failures: number;
  decisionsPerSecond: number;
  /** Likes whose response said they coincided, and coincidence messages that then reached others. */
  coincidentLikes: number;
  coincidenceMessages: number;
}

export interface SwipeLoadInput {
  decisionUrl: string;
  socketUrl: string;
  searches: readonly SharedSearch[];
  pace: SwipePace;
}

/** The load on a worker thread of its own (see swipeLoadWorker.ts). */
export function runSwipeLoadOnThread(input: SwipeLoadInput): Promise<SwipeLoad> {
  // A worker does not inherit tsx's loader: it registers it before importing the TypeScript entry.
  const entry = new URL('./swipeLoadWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: input });
  return new Promise((resolve, reject) => {
    worker.once('message', (load: SwipeLoad) => {
      resolve(load);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface Tally {
  sentAt: Map<string, { at: number; measured: boolean }>;
  load: SwipeLoad;
  measuringFrom: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const sentKey = (search: string, publication: string, userId: string) => `${search}:${publication}:${userId}`;

async function watchingSocket(url: string, search: string, swiper: Swiper, tally: Tally): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token: swiper.token },
    transports: ['websocket'],
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(10_000).emitWithAck('search:watch', { uuid: search });
  if (!ack.ok) throw new Error(`could not watch ${search}: ${ack.message}`);
  socket.on(SERVER_SOCKET_EVENTS.coincidence, (message: CoincidenceMessage) => {
    const decider = message.users[message.users.length - 1]?.id;
    if (!decider || decider === swiper.userId) return;
    const sent = tally.sentAt.get(sentKey(message.search_id, message.publication.id, decider));
    if (!sent?.measured) return;
    tally.load.coincidenceMessages++;
    tally.load.coincidenceMs.push(performance.now() - sent.at);
  });
  return socket;
}

async function decide(url: string, search: string, swiper: Swiper, card: string, pace: SwipePace, tally: Tally) {
  const like = Math.random() < pace.likeShare;
  const isSuper = like && Math.random() < pace.superlikeShare;
  const at = performance.now();
  const measured = at >= tally.measuringFrom;
  tally.sentAt.set(sentKey(search, card, swiper.userId), { at, measured });
  const response = await fetch(`${url}/api/search/${search}/decision`, {
    method: 'POST',
    headers: { authorization: `Bearer ${swiper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ publication_id: card, like, is_super: isSuper }),
  });
  const body = (await response.json()) as { coincidences?: { exists: boolean } };
  const elapsed = performance.now() - at;
  if (!measured) return;
  tally.load.decisions++;
  if (!response.ok) tally.load.failures++;
  tally.load.decisionMs.push(elapsed);
  if (body.coincidences?.exists) tally.load.coincidentLikes++;
}

async function swipe(url: string, search: SharedSearch, swiper: Swiper, pace: SwipePace, until: number, tally: Tally) {
  let next = performance.now() + Math.random() * pace.intervalMs;
  for (const card of search.cards) {
    await sleep(next - performance.now());
    if (performance.now() >= until) return;
    await decide(url, search.uuid, swiper, card, pace, tally);
    next += pace.intervalMs * (0.7 + Math.random() * 0.6);
  }
}

export async function runSwipeLoad(
  decisionUrl: string,
  socketUrl: string,
  searches: readonly SharedSearch[],
  pace: SwipePace,
): Promise<SwipeLoad> {
  const load: SwipeLoad = {
    decisionMs: [],
    coincidenceMs: [],
    decisions: 0,
    failures: 0,
    decisionsPerSecond: 0,
    coincidentLikes: 0,
    coincidenceMessages: 0,
  };
  const tally: Tally = { sentAt: new Map(), load, measuringFrom: Number.POSITIVE_INFINITY };
  const pairs = searches.flatMap((search) => search.swipers.map((swiper) => ({ search, swiper })));
  const sockets = await Promise.all(
    pairs.map(({ search, swiper }) => watchingSocket(socketUrl, search.uuid, swiper, tally)),
  );
  try {
    const started = performance.now();
    tally.measuringFrom = started + pace.warmupMs;
    const until = tally.measuringFrom + pace.durationMs;
    await Promise.all(pairs.map(({ search, swiper }) => swipe(decisionUrl, search, swiper, pace, until, tally)));
    load.decisionsPerSecond = (load.decisions * 1_000) / pace.durationMs;
    await sleep(2_000); // late messages still count
    return load;
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
