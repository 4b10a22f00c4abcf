// The world of the live journeys: one API instance serving the built web client, a premium seller
// with properties of unique titles, and a search of them that Ana owns, shares and Bruno joined.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  buildApp,
  DevelopmentOutbox,
  execute,
  publicationStream,
  type RunningPlatform,
  readModelsCaughtUp,
  registerUser,
  startPlatform,
  startSession,
  systemContext,
  userDecider,
  userStream,
  WEB_DIST,
} from '@app/services';
import { addressAt, PLACES, publicationEvents, seedSearchCatalogue } from '@app/services/testing';
import type { FastifyInstance } from 'fastify';
import { benchConfig, untilLeading } from './swipeWorld.ts';

export interface JourneyPerson {
  userId: string;
  name: string;
  token: string;
}

export interface LiveJourneyWorld {
  baseUrl: string;
  seller: JourneyPerson;
  ana: JourneyPerson;
  bruno: JourneyPerson;
  uuid: string;
  titleOf(publicationId: string): string;
  stop(): Promise<void>;
}

async function person(platform: RunningPlatform, name: string, premium = false): Promise<JourneyPerson> {
  const context = systemContext();
  const userId = await registerUser(platform, { email: `${randomUUID()}@example.com`, name }, context);
  if (premium) {
    const grant = { type: 'grantPremium', until: null, promocode: null } as const;
    await execute(platform, userStream(userId), userDecider, grant, context);
  }
  return { userId, name, token: await startSession(platform, userId, 'signup', context) };
}

async function call(baseUrl: string, method: 'POST' | 'PUT', path: string, token: string, body: object = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data?: { uuid: string } }>;
}

/** `properties` of the seller, each titled 'Departamento N en Palermo'. */
async function seedProperties(platform: RunningPlatform, sellerId: string, properties: number) {
  const ids = await seedSearchCatalogue(platform);
  const titles = new Map<string, string>();
  const now = platform.clock.now();
  for (let index = 1; index <= properties; index++) {
    const id = randomUUID();
    const title = `Departamento ${index} en Palermo`;
    const seed = {
      typeId: ids.typeId('inmuebles'),
      operation: 'sale' as const,
      title,
      creatorId: sellerId,
      currency: 'USD' as const,
      amount: 100_000 + index * 1_000,
      address: addressAt(PLACES.palermo, 'Palermo'),
    };
    await platform.store.append(publicationStream(id), publicationEvents(seed, id, now), 'no_stream');
    titles.set(id, title);
  }
  if (!(await readModelsCaughtUp(platform, 60_000))) throw new Error('projections did not catch up');
  return { titles, typeId: ids.typeId('inmuebles') };
}

export async function startLiveJourneyWorld(databaseUrl: string, properties: number): Promise<LiveJourneyWorld> {
  const parts = { mailer: new DevelopmentOutbox(() => {}) };
  const platform = await startPlatform(benchConfig(), databaseUrl, undefined, parts);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(platform, { webDirectory: WEB_DIST });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await untilLeading(app);
    const seller = await person(platform, 'Inmobiliaria Sur', true);
    const [ana, bruno] = [await person(platform, 'Ana'), await person(platform, 'Bruno')];
    const { titles, typeId } = await seedProperties(platform, seller.userId, properties);
    const filters = [{ type_id: typeId, operation: 'sale', title: 'Inmuebles en Palermo' }];
    const created = await call(baseUrl, 'POST', '/search', ana.token, { user_id: seller.userId, filters });
    const uuid = created.data!.uuid;
    await call(baseUrl, 'PUT', `/search/${uuid}/share`, ana.token, { shareable: true, filtered: 'all' });
    await call(baseUrl, 'POST', `/search/${uuid}/join`, bruno.token);
    const started = app;
    return {
      baseUrl,
      seller,
      ana,
      bruno,
      uuid,
      titleOf: (publicationId) => titles.get(publicationId) ?? '',
      async stop() {
        await started.close();
        await platform.stop();
      },
    };
  } catch (error) {
    await app?.close();
    await platform.stop();
    throw error;
  }
}

/** Bruno likes the card before Ana taps it: her like makes the coincidence. */
export async function likeAs(world: LiveJourneyWorld, who: JourneyPerson, publicationId: string): Promise<void> {
  const body = { publication_id: publicationId, like: true, is_super: false };
  await call(world.baseUrl, 'POST', `/search/${world.uuid}/decision`, who.token, body);
}
