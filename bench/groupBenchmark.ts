// Groups over a generated world (100,000 publications unless told, 200 groups of 5–50 members):
// a member's portfolio page and a group search's results, the public directory's search, and an
// invitation from link to the admin's screen: issued, accepted by a premium colleague, and the
// arrival heard on the admin's socket. Each through the real HTTP routes, p95 against its target.
import { loadavg } from 'node:os';
import type { Platform } from '@app/services';
import {
  connected,
  connectSocket,
  listenOnFreePort,
  nextMessage,
  openAccount,
  seedSearchCatalogue,
  signInWithRights,
  type TestAccount,
  untilLeading,
} from '@app/services/testing';
import type { FastifyInstance } from 'fastify';
import { type BenchOptions, DEFAULT_BENCH_OPTIONS } from './benchOptions.ts';
import { startBenchPlatform } from './benchPlatform.ts';
import { type BenchGroup, NEIGHBOURHOODS, seedGroupWorld } from './groupWorld.ts';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import { settleDatabase } from './settle.ts';

export const GROUP_TARGETS = {
  portfolioP95Ms: 30,
  groupSearchP95Ms: 30,
  directoryP95Ms: 30,
  joinLiveP95Ms: 200,
} as const;
const MEASURED_GROUPS = 40;
const ROUNDS = 3;
const JOINS = 40;

export interface GroupBenchmark {
  publications: number;
  groups: number;
  seedSeconds: number;
  portfolio: LatencySummary;
  groupSearch: LatencySummary;
  directory: LatencySummary;
  joinLive: LatencySummary;
  load: { start: number; end: number };
}

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) => Promise<unknown>;

function caller(app: FastifyInstance): Call {
  return async (method, url, token, payload) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const response = await app.inject({ method, url: `/api${url}`, headers, payload });
    if (response.statusCode >= 300)
      throw new Error(`group bench: ${method} ${url} ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

async function timed(samples: number[], call: () => Promise<unknown>, keep: boolean) {
  const started = performance.now();
  const answer = await call();
  if (keep) samples.push(performance.now() - started);
  return answer;
}

/** The first page of each measured group's portfolio, and the first batches of a search of it. */
async function measureGroupContent(call: Call, groups: BenchGroup[], tokens: Map<string, string>, typeId: string) {
  const portfolio: number[] = [];
  const groupSearch: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const group of groups) {
      const token = tokens.get(group.adminId) ?? null;
      await timed(portfolio, () => call('GET', `/account/group/${group.id}/publication`, token), round > 0);
      const body = { filters: [{ type_id: typeId, operation: 'sale' }], group_id: group.id };
      const created = (await call('POST', '/search', token, body)) as { data: { uuid: string } };
      const except: string[] = [];
      for (let batch = 0; batch < 3; batch += 1) {
        const results = (await timed(
          groupSearch,
          () => call('POST', `/search/${created.data.uuid}/results`, token, { except }),
          round > 0,
        )) as { data: { id: string }[] };
        except.push(...results.data.map((card) => card.id));
      }
    }
  }
  return { portfolio, groupSearch };
}

/** Every directory call's time; the p95 of each kind of query is logged, to name the slow one. */
async function measureDirectory(call: Call, log: (message: string) => void): Promise<number[]> {
  const queries = [
    ...NEIGHBOURHOODS.map((place) => `?search=${encodeURIComponent(place.toLowerCase())}`),
    '?search=red',
    '',
    '?page=3',
    '?latitude=-34.5889&longitude=-58.4306&orderBy=coverage',
    '?search=palermo&latitude=-34.5889&longitude=-58.4306&orderBy=coverage',
  ];
  const byQuery = new Map(queries.map((query) => [query, [] as number[]]));
  for (let round = 0; round <= ROUNDS * 5; round += 1) {
    for (const query of queries) await timed(byQuery.get(query)!, () => call('GET', `/group${query}`, null), round > 0);
  }
  const perQuery = queries.map((query) => `'${query}' ${summarizeLatencies(byQuery.get(query)!).p95.toFixed(1)}`);
  log(`group bench: directory p95 per query (ms): ${perQuery.join(', ')}`);
  return [...byQuery.values()].flat();
}

/**
 * Link issued, accepted by a premium colleague, and the arrival heard on the admin's socket. The
 * three legs (invite answered, accept answered, message after the accept's answer) are logged.
 */
async function measureJoins(
  call: Call,
  baseUrl: string,
  admin: TestAccount,
  groupId: string,
  joiners: TestAccount[],
  log: (message: string) => void,
) {
  const samples: number[] = [];
  const legs = { invite: [] as number[], accept: [] as number[], heard: [] as number[] };
  const socket = connectSocket(baseUrl, { token: admin.token });
  await connected(socket);
  try {
    for (const joiner of joiners) {
      const started = performance.now();
      const arrival = nextMessage<{ user: { id: string } }>(
        socket,
        'group:member_joined',
        (m) => m.user.id === joiner.userId,
      );
      const { uuid } = (await call('POST', `/account/group/${groupId}/user/invite`, admin.token)) as { uuid: string };
      const invited = performance.now();
      await call('PUT', `/invitation/${uuid}/accept`, joiner.token);
      const accepted = performance.now();
      await arrival;
      const heard = performance.now();
      samples.push(heard - started);
      legs.invite.push(invited - started);
      legs.accept.push(accepted - invited);
      legs.heard.push(heard - accepted);
    }
  } finally {
    socket.disconnect();
  }
  const leg = (name: keyof typeof legs) => {
    const { p50, p95 } = summarizeLatencies(legs[name]);
    return `${name} p50 ${p50.toFixed(1)} p95 ${p95.toFixed(1)}`;
  };
  log(`group bench: invite → live legs (ms): ${leg('invite')}, ${leg('accept')}, ${leg('heard')} after the answer`);
  return samples;
}

type Measured = Omit<GroupBenchmark, 'publications' | 'seedSeconds'>;

/** Measures a built world (also one kept from an earlier run): each figure through the real routes. */
export async function measureGroupWorld(
  world: { platform: Platform; app: FastifyInstance; databaseUrl: string },
  groups: BenchGroup[],
  typeId: string,
  log: (message: string) => void,
): Promise<Measured> {
  const { platform, app } = world;
  const baseUrl = await listenOnFreePort(app);
  await untilLeading(app);
  const measured = [...groups].sort((a, b) => b.memberIds.length - a.memberIds.length).slice(0, MEASURED_GROUPS);
  const now = () => platform.clock.now();
  const tokens = new Map<string, string>();
  for (const group of measured) {
    tokens.set(group.adminId, await signInWithRights(platform, group.adminId, now(), { premium: true }));
  }
  const admin = await openAccount(platform, now(), { premium: true });
  const joiners = await Promise.all(
    Array.from({ length: JOINS }, () => openAccount(platform, now(), { premium: true })),
  );
  await settleDatabase(world.databaseUrl);
  const call = caller(app);
  const loadAtStart = loadavg()[0]!;
  const { portfolio, groupSearch } = await measureGroupContent(call, measured, tokens, typeId);
  const directory = await measureDirectory(call, log);
  const created = (await call('POST', '/account/group', admin.token, { name: 'Red de la medición', public: true })) as {
    data: { id: string };
  };
  const joinLive = await measureJoins(call, baseUrl, admin, created.data.id, joiners, log);
  return {
    groups: groups.length,
    portfolio: summarizeLatencies(portfolio),
    groupSearch: summarizeLatencies(groupSearch),
    directory: summarizeLatencies(directory),
    joinLive: summarizeLatencies(joinLive),
    load: { start: loadAtStart, end: loadavg()[0]! },
  };
}

export async function runGroupBenchmark(
  databaseUrl: string,
  log: (message: string) => void = () => {},
  options: BenchOptions = DEFAULT_BENCH_OPTIONS,
): Promise<GroupBenchmark> {
  const { platform, app } = await startBenchPlatform(databaseUrl, 'group-benchmark-secret-only');
  try {
    const seedStarted = performance.now();
    const ids = await seedSearchCatalogue(platform);
    log(`group bench: seeding ${options.publications.toLocaleString('en-US')} publications and 200 groups...`);
    const { groups } = await seedGroupWorld(platform, databaseUrl, ids, options.publications, log);
    const seedSeconds = (performance.now() - seedStarted) / 1_000;
    log(`group bench: world built in ${seedSeconds.toFixed(1)} s; measuring...`);
    const world = { platform, app, databaseUrl };
    const measured = await measureGroupWorld(world, groups, ids.typeId('inmuebles'), log);
    return { publications: options.publications, seedSeconds, ...measured };
  } finally {
    await app.close();
    await platform.stop();
  }
}
