// The groups benchmark's world: sellers with real accounts, a generated catalogue of their
// publications (four in five marked 'Impulsar') appended as events, and 200 groups of 5–50 of
// them, every second one discoverable at one of the catalogue's places. Groups and members go
// through the group decider, as the routes run them.
import { randomUUID } from 'node:crypto';
import type { Platform } from '@app/services';
import { readModelsCaughtUp, registerUser, runGroupCommand, systemContext } from '@app/services';
import type { CatalogueIds } from '@app/services/testing';
import { addressAt, generatePublications, PLACES, seededRandom } from '@app/services/testing';
import { appendAndProject } from './searchCatalogue.ts';

export const GROUP_COUNT = 200;
const SELLERS = 2_000;
const MEMBERS = { min: 5, max: 50 };
const SHAREABLE_SHARE = 0.8;
const REGISTERING = 8;
/** Registrations wait for the read models each: more at once share those waits. */
const SELLERS_REGISTERING = 32;
/** Generous: on the shared 2-core machine the projections of 100,000 publications took minutes. */
const PROJECTION_DEADLINE_MS = 1_200_000;
export const NEIGHBOURHOODS = ['Palermo', 'Belgrano', 'Pilar', 'Córdoba'] as const;
const REFERENCES = [PLACES.palermo, PLACES.belgrano, PLACES.pilar, PLACES.cordoba];

export interface BenchGroup {
  id: string;
  adminId: string;
  memberIds: string[];
}

async function inParallel<Item>(items: readonly Item[], workers: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

async function registerSellers(platform: Platform): Promise<string[]> {
  const sellers: string[] = [];
  await inParallel(
    Array.from({ length: SELLERS }, (_, index) => index),
    SELLERS_REGISTERING,
    async (index) => {
      const email = `vendedor-${index}-${randomUUID()}@example.com`;
      sellers.push(await registerUser(platform, { email, name: `Vendedor ${index}` }, systemContext()));
    },
  );
  return sellers;
}

async function createGroup(platform: Platform, index: number, memberIds: string[]): Promise<BenchGroup> {
  const groupId = randomUUID();
  const [adminId, ...others] = memberIds as [string, ...string[]];
  const where = index % NEIGHBOURHOODS.length;
  const discoverable = index % 2 === 0;
  const name = `Red ${NEIGHBOURHOODS[where]} ${index}`;
  const address = discoverable ? addressAt(REFERENCES[where]!, `${NEIGHBOURHOODS[where]}, Argentina`) : null;
  const profile = { name, description: null, logoUrl: null, discoverable, address };
  const context = systemContext();
  await runGroupCommand(
    platform,
    groupId,
    { type: 'create', groupId, creatorId: adminId, premium: true, public: true, profile },
    context,
    { awaitReadModels: false },
  );
  for (const userId of others) {
    const join = { type: 'join' as const, userId, premium: true, invitationId: null, invitedBy: adminId };
    // The world is waited for once, at the end: a wait per join made seeding crawl on a busy machine.
    await runGroupCommand(platform, groupId, join, context, { awaitReadModels: false });
  }
  return { id: groupId, adminId, memberIds };
}

async function createGroups(platform: Platform, sellers: readonly string[]): Promise<BenchGroup[]> {
  const random = seededRandom(21_021);
  const memberships = Array.from({ length: GROUP_COUNT }, () => {
    const size = MEMBERS.min + Math.floor(random() * (MEMBERS.max - MEMBERS.min + 1));
    const chosen = new Set<string>();
    while (chosen.size < size) chosen.add(sellers[Math.floor(random() * sellers.length)]!);
    return [...chosen];
  });
  const groups: BenchGroup[] = [];
  await inParallel([...memberships.entries()], REGISTERING, async ([index, members]) => {
    groups.push(await createGroup(platform, index, members));
  });
  return groups;
}

/** Seeds the world; answers the groups and the sellers (all with accounts). */
export async function seedGroupWorld(
  platform: Platform,
  databaseUrl: string,
  ids: CatalogueIds,
  publications: number,
  log: (message: string) => void = () => {},
) {
  let phaseStarted = performance.now();
  const phase = (name: string) => {
    log(`group bench: ${name} in ${((performance.now() - phaseStarted) / 1_000).toFixed(1)} s`);
    phaseStarted = performance.now();
  };
  const sellers = await registerSellers(platform);
  phase('sellers registered');
  const random = seededRandom(8_080);
  const seeds = generatePublications(ids, publications, sellers).map((seed) => ({
    ...seed,
    shareable: random() < SHAREABLE_SHARE,
  }));
  await appendAndProject(platform, databaseUrl, seeds, 16, PROJECTION_DEADLINE_MS);
  phase('publications appended and projected');
  const groups = await createGroups(platform, sellers);
  phase('groups created');
  if (!(await readModelsCaughtUp(platform, PROJECTION_DEADLINE_MS))) throw new Error('projections did not catch up');
  phase('groups projected');
  return { groups, sellers };
}
