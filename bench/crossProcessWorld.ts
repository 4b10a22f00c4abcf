// The fixture of the cross-process benchmark: the compose deployment's processes on one database,
// a seller's properties, and two shared searches made through the API instances' HTTP: Ana's, which
// Bruno joined (the coincidences), and one four people take part in (the paced decisions). Accounts
// and properties are written by the bench's own platform, API-only (ROLE=api: it runs no
// projection; the worker process applies what it appends, as for any API instance).
import { randomUUID } from 'node:crypto';
import {
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
} from '@app/services';
import { addressAt, PLACES, publicationEvents, seedSearchCatalogue } from '@app/services/testing';
import { type CrossProcessDeployment, startCrossProcessDeployment } from './crossProcessDeployment.ts';
import { benchConfig } from './swipeWorld.ts';

/** The same secret for every process: a session the bench starts is valid on any API instance. */
const SHARED_ENVIRONMENT = {
  JWT_SECRET: 'cross-process-benchmark-secret-only',
  RATE_LIMIT_PER_MINUTE: '100000000',
  SUPERLIKES_PER_DAY: '100000000',
};

export interface Person {
  userId: string;
  token: string;
}

export interface SharedSearch {
  uuid: string;
  owner: Person;
  members: Person[];
}

export interface CrossProcessWorld {
  deployment: CrossProcessDeployment;
  /** The bench's API-only platform: its store appends as an API instance's does. */
  platform: RunningPlatform;
  publicationIds: string[];
  /** Ana owns it, Bruno joined: two participants, so two likes make a coincidence. */
  pair: SharedSearch;
  /** Four participants deciding at a steady pace. */
  group: SharedSearch;
  stop(): Promise<void>;
}

async function person(platform: RunningPlatform, name: string, premium = false): Promise<Person> {
  const context = systemContext();
  const userId = await registerUser(platform, { email: `${randomUUID()}@example.com`, name }, context);
  if (premium) {
    const grant = { type: 'grantPremium', until: null, promocode: null } as const;
    await execute(platform, userStream(userId), userDecider, grant, context);
  }
  return { userId, token: await startSession(platform, userId, 'signup', context) };
}

export async function callApi(baseUrl: string, method: 'POST' | 'PUT', path: string, token: string, body: object = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data?: { uuid: string } }>;
}

async function seedProperties(platform: RunningPlatform, sellerId: string, count: number) {
  const ids = await seedSearchCatalogue(platform);
  const now = platform.clock.now();
  const publicationIds: string[] = [];
  for (let index = 1; index <= count; index++) {
    const id = randomUUID();
    const seed = {
      typeId: ids.typeId('inmuebles'),
      title: `Departamento ${index} en Palermo`,
      creatorId: sellerId,
      currency: 'USD' as const,
      amount: 100_000 + index * 1_000,
      address: addressAt(PLACES.palermo, 'Palermo'),
    };
    await platform.store.append(publicationStream(id), publicationEvents(seed, id, now), 'no_stream');
    publicationIds.push(id);
  }
  if (!(await readModelsCaughtUp(platform, 120_000))) throw new Error('the worker did not catch up with the catalogue');
  return { publicationIds, typeId: ids.typeId('inmuebles') };
}

/** Created by the owner on the leading instance, joined by the members on the other. */
async function sharedSearch(
  deployment: CrossProcessDeployment,
  seller: Person,
  typeId: string,
  owner: Person,
  members: Person[],
): Promise<SharedSearch> {
  const filters = [{ type_id: typeId, title: 'Inmuebles en Palermo' }];
  const { leader, follower } = deployment;
  const created = await callApi(leader.baseUrl, 'POST', '/search', owner.token, { user_id: seller.userId, filters });
  const uuid = created.data!.uuid;
  await callApi(leader.baseUrl, 'PUT', `/search/${uuid}/share`, owner.token, { shareable: true, filtered: 'all' });
  for (const member of members) await callApi(follower.baseUrl, 'POST', `/search/${uuid}/join`, member.token);
  return { uuid, owner, members };
}

export async function startCrossProcessWorld(databaseUrl: string, properties: number): Promise<CrossProcessWorld> {
  const deployment = await startCrossProcessDeployment(databaseUrl, SHARED_ENVIRONMENT);
  let platform: RunningPlatform | undefined;
  try {
    const config = benchConfig({ ...SHARED_ENVIRONMENT, ROLE: 'api' });
    platform = await startPlatform(config, databaseUrl, undefined, { mailer: new DevelopmentOutbox(() => {}) });
    const seller = await person(platform, 'Inmobiliaria Sur', true);
    const [ana, bruno] = [await person(platform, 'Ana'), await person(platform, 'Bruno')];
    const group = await Promise.all(['Carla', 'Diego', 'Elena', 'Franco'].map((name) => person(platform!, name)));
    const { publicationIds, typeId } = await seedProperties(platform, seller.userId, properties);
    const pair = await sharedSearch(deployment, seller, typeId, ana, [bruno]);
    const groupSearch = await sharedSearch(deployment, seller, typeId, group[0]!, group.slice(1));
    const running = platform;
    return {
      deployment,
      platform: running,
      publicationIds,
      pair,
      group: groupSearch,
      async stop() {
        await running.stop();
        await deployment.stop();
      },
    };
  } catch (error) {
    await platform?.stop();
    await deployment.stop();
    throw error;
  }
}
