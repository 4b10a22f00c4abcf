// The swipe benchmark's world: two API instances on one database (both listening, the first
// leading the live feed), a generated catalogue appended as publication events, and searches shared
// by an owner with members who joined, every person with a session token.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LagListener } from '@app/services';
import {
  type AppConfig,
  buildApp,
  DevelopmentOutbox,
  loadConfig,
  type RunningPlatform,
  readModelsCaughtUp,
  registerUser,
  startPlatform,
  startSession,
  systemContext,
} from '@app/services';
import { type CatalogueIds, publicationSeeds, seedSearchCatalogue } from '@app/services/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { appendPublications, catchUpDeadlineMs } from './searchCatalogue.ts';

export interface SwipePlan {
  publications: number;
  searches: number;
  participantsPerSearch: number;
  /** Publications each search's participants swipe through, in the same order. */
  cardsPerSearch: number;
}

export interface Instance {
  platform: RunningPlatform;
  app: FastifyInstance;
  url: string;
}

export interface Swiper {
  userId: string;
  token: string;
}

export interface SharedSearch {
  uuid: string;
  swipers: Swiper[];
  cards: string[];
}

const APPENDERS = 16;

export async function startInstance(config: AppConfig, databaseUrl: string, onLag?: LagListener): Promise<Instance> {
  const parts = { mailer: new DevelopmentOutbox(() => {}) };
  const platform = await startPlatform(config, databaseUrl, undefined, parts, onLag);
  const app = await buildApp(platform);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { platform, app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** `environment`: settings a benchmark changes besides these. */
export function benchConfig(environment: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig(
    {
      JWT_SECRET: 'swipe-benchmark-secret-only',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SUPERLIKES_PER_DAY: '100000000',
      ...environment,
    },
    () => 'unused',
  );
}

export async function untilLeading(app: FastifyInstance): Promise<void> {
  while (!app.liveGateway.leading()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The catalogue as publication facts, appended by parallel writers; the projections build the read model. */
export async function seedCatalogue(instance: Instance, databaseUrl: string, count: number): Promise<CatalogueIds> {
  const { platform } = instance;
  const ids = await seedSearchCatalogue(platform);
  const sellers = Array.from({ length: 200 }, () => randomUUID());
  await appendPublications(databaseUrl, publicationSeeds(ids, count, sellers), platform.clock.now(), APPENDERS);
  if (!(await readModelsCaughtUp(platform, catchUpDeadlineMs(count)))) {
    throw new Error('projections did not catch up with the catalogue');
  }
  return ids;
}

export async function newSwiper(instance: Instance, index: number): Promise<Swiper> {
  const context = systemContext();
  const email = `swiper-${index}-${randomUUID()}@example.com`;
  const userId = await registerUser(instance.platform, { email, name: `Persona ${index}` }, context);
  return { userId, token: await startSession(instance.platform, userId, 'signup', context) };
}

export async function swipeCall(
  instance: Instance,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: object = {},
) {
  const response = await fetch(`${instance.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data?: { uuid: string } }>;
}

async function propertyCards(instance: Instance, typeId: string, count: number, offset: number): Promise<string[]> {
  const rows = await instance.platform.db
    .selectFrom('publications')
    .select('id')
    .where('type_id', '=', typeId)
    .where('operation', '=', 'sale')
    .where('public', '=', true)
    .orderBy(sql`md5(id::text || ${String(offset)})`)
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

export async function shareSearches(
  instance: Instance,
  catalogue: CatalogueIds,
  plan: SwipePlan,
): Promise<SharedSearch[]> {
  const typeId = catalogue.typeId('inmuebles');
  const searches: SharedSearch[] = [];
  for (let index = 0; index < plan.searches; index++) {
    const swipers: Swiper[] = [];
    for (let person = 0; person < plan.participantsPerSearch; person++) {
      swipers.push(await newSwiper(instance, index * plan.participantsPerSearch + person));
    }
    const [owner, ...members] = swipers;
    const created = await swipeCall(instance, 'POST', '/search', owner!.token, {
      filters: [{ type_id: typeId, operation: 'sale' }],
    });
    const uuid = created.data!.uuid;
    await swipeCall(instance, 'PUT', `/search/${uuid}/share`, owner!.token, { shareable: true, filtered: 'all' });
    for (const member of members) await swipeCall(instance, 'POST', `/search/${uuid}/join`, member.token);
    searches.push({ uuid, swipers, cards: await propertyCards(instance, typeId, plan.cardsPerSearch, index) });
  }
  return searches;
}
