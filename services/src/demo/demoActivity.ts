// The demo world's last four weeks, so every statistics screen has figures on a first start: each
// seller shares searches (some on the demo microsite, one in their group), buyers join them, see,
// like and superlike the seller's publications, and the seller contacts some leads. Recorded
// through the same commands the routes run, each at the past moment it stands for: the events carry
// that time, so the statistics count it on that day.

import { leadStream, participantKey, searchCreateSchema } from '@app/contracts';
import { changeAccount } from '../account/index.ts';
import { type CommandContext, systemContext } from '../commands/index.ts';
import { execute, type Platform, readModelsCaughtUp } from '../platform.ts';
import { createSearch, runSearchCommand } from '../search/index.ts';
import { leadDecider } from '../statistics/index.ts';
import type { ParticipantIdentity } from '../swipe/index.ts';
import { runParticipantCommand } from '../swipe/index.ts';
import { seedDemoAlerts } from './demoAlerts.ts';
import { seedDemoBuyers } from './demoBuyers.ts';
import { DEMO_MICROSITE } from './demoMicrosite.ts';
import { type DemoRandom, demoRandom } from './demoRandom.ts';
import { DEMO_SELLERS } from './demoSellers.ts';

const SEED = 20_241_125;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Days before today on which each seller shares a search with buyers. */
const SESSION_DAYS = [26, 19, 13, 8, 4, 1, 0];
const CATCH_UP_MS = 30_000;

const SEARCH_TITLES: Record<string, readonly string[]> = {
  inmuebles: ['Depto para la familia Pérez', '2 ambientes cerca del subte', 'Casa con jardín para Carla'],
  vehiculos: ['Auto para Martín', 'Camioneta para el campo', 'Primer auto de Sofía'],
  productos: ['Regalos de cumpleaños', 'Cosas para el monoambiente', 'Ideas para el Día de la Madre'],
};

interface SellerScope {
  userId: string;
  typeSlug: keyof typeof SEARCH_TITLES;
  typeId: string;
  micrositeId: string | null;
  groupId: string | null;
  publications: { id: string; published_at: Date }[];
}

interface Session {
  seller: SellerScope;
  buyers: readonly string[];
  startsAt: number;
  random: DemoRandom;
}

const contextAt = (userId: string, at: number): CommandContext => ({
  ...systemContext(new Date(at)),
  userId,
});

async function idOf(platform: Platform, email: string): Promise<string> {
  const row = await platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function sellerScope(platform: Platform, email: string, typeSlug: SellerScope['typeSlug']): Promise<SellerScope> {
  const { db } = platform;
  const userId = await idOf(platform, email);
  const type = await db
    .selectFrom('publication_types')
    .select('id')
    .where('slug', '=', typeSlug)
    .executeTakeFirstOrThrow();
  const site = await db
    .selectFrom('microsite_users as mu')
    .innerJoin('microsites as m', 'm.id', 'mu.microsite_id')
    .select('m.id')
    .where('m.host', '=', DEMO_MICROSITE.host)
    .where('mu.user_id', '=', userId)
    .executeTakeFirst();
  const group = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select('g.id')
    .where('gm.user_id', '=', userId)
    .where('gm.admin', '=', true)
    .executeTakeFirst();
  const publications = await db
    .selectFrom('publications')
    .select(['id', 'published_at'])
    .where('creator_id', '=', userId)
    .orderBy('published_at')
    .execute();
  return { userId, typeSlug, typeId: type.id, micrositeId: site?.id ?? null, groupId: group?.id ?? null, publications };
}

/** The seller opens a search (on the microsite every other time, in their group now and then, published there) and shares it. */
async function openSharedSearch(platform: Platform, session: Session, index: number): Promise<string> {
  const { seller, random, startsAt } = session;
  const actor = { userId: seller.userId, guestKeyHash: null, claimedByAccount: false };
  const request = searchCreateSchema.parse({
    filters: [{ type_id: seller.typeId }],
    microsite_id: index % 2 === 0 ? seller.micrositeId : null,
    group_id: index % 4 === 1 ? seller.groupId : null,
  });
  const searchId = await createSearch(platform, request, actor, contextAt(seller.userId, startsAt));
  const sharing = { type: 'share', actor, shareable: true, filtered: 'all', premium: true } as const;
  await runSearchCommand(platform, searchId, sharing, contextAt(seller.userId, startsAt + MINUTE));
  if (request.group_id !== null && random.chance(0.7)) {
    const title = random.pick(SEARCH_TITLES[seller.typeSlug]!);
    const publishing = { type: 'publish', actor, public: true, title, description: null } as const;
    await runSearchCommand(platform, searchId, publishing, contextAt(seller.userId, startsAt + 2 * MINUTE));
  }
  return searchId;
}

/** One participant sees each publication and decides on most; superlikes come back as leads. */
async function swipe(
  platform: Platform,
  identity: ParticipantIdentity & { participant: { kind: 'user'; userId: string } },
  publicationIds: readonly string[],
  session: Session,
  from: number,
): Promise<string[]> {
  const { random, seller } = session;
  const superliked: string[] = [];
  let at = from;
  for (const publicationId of publicationIds) {
    at += random.between(1, 4) * MINUTE;
    const context = contextAt(identity.participant.userId, at);
    const quiet = { awaitReadModels: false };
    await runParticipantCommand(
      platform,
      { ...identity, type: 'visit', publicationId, now: new Date(at) },
      context,
      quiet,
    );
    if (random.chance(0.15)) continue;
    const like = random.chance(0.65);
    const isSuper = like && identity.role === 'member' && random.chance(0.4);
    const owners = identity.role === 'member' ? [seller.userId] : [];
    const decision = { type: 'decide', publicationId, like, super: isSuper, publicationOwners: owners } as const;
    await runParticipantCommand(platform, { ...identity, ...decision }, context, quiet);
    if (isSuper) superliked.push(publicationId);
  }
  return superliked;
}

/** The seller answers about half the leads, minutes to hours later (never after now). */
async function contactLeads(platform: Platform, session: Session, buyerId: string, publicationIds: string[]) {
  const { random, seller } = session;
  const now = platform.clock.now().getTime();
  for (const publicationId of publicationIds) {
    if (!random.chance(0.5)) continue;
    const at = Math.min(session.startsAt + random.between(180, 600) * MINUTE, now - MINUTE);
    const channel = random.pick(['whatsapp', 'phone'] as const);
    const command = {
      type: 'markContacted',
      publicationId,
      leadUserId: buyerId,
      contactedBy: seller.userId,
      channel,
    } as const;
    await execute(platform, leadStream(publicationId, buyerId), leadDecider, command, contextAt(seller.userId, at));
  }
}

async function runSession(platform: Platform, session: Session, index: number): Promise<void> {
  const { seller, random, startsAt } = session;
  const available = seller.publications.filter((publication) => publication.published_at.getTime() < startsAt);
  if (available.length === 0) return;
  const searchId = await openSharedSearch(platform, session, index);
  const shown = random.some(available, 6).map((publication) => publication.id);
  const owner = { kind: 'user', userId: seller.userId } as const;
  await swipe(platform, { searchId, participant: owner, role: 'owner', shared: true }, shown, session, startsAt);
  for (const [position, buyerId] of random.some(session.buyers, random.between(1, 2)).entries()) {
    const participant = { kind: 'user', userId: buyerId } as const;
    const identity = { searchId, participant, role: 'member', shared: true } as const;
    const joinedAt = startsAt + (20 + position * 35) * MINUTE;
    await runParticipantCommand(platform, { ...identity, type: 'join' }, contextAt(buyerId, joinedAt));
    const superliked = await swipe(platform, identity, random.some(shown, 5), session, joinedAt);
    await contactLeads(platform, session, participantKey(participant), superliked);
  }
}

export async function seedDemoActivity(platform: Platform): Promise<void> {
  const now = platform.clock.now().getTime();
  const buyers = await seedDemoBuyers(platform, systemContext(new Date(now - 30 * DAY)));
  const sellers = [
    await sellerScope(platform, DEMO_SELLERS.properties.email, 'inmuebles'),
    await sellerScope(platform, DEMO_SELLERS.vehicles.email, 'vehiculos'),
    await sellerScope(platform, DEMO_SELLERS.products.email, 'productos'),
  ];
  const random = demoRandom(SEED);
  for (const seller of sellers) {
    const statistics = { type: 'changeStatisticsAccess', hasStat: true } as const;
    await changeAccount(platform, seller.userId, statistics, systemContext(new Date(now - 30 * DAY)));
    for (const [index, daysAgo] of SESSION_DAYS.entries()) {
      // Sessions start late enough in the past that their last step (≤ 10 hours on) is still before now.
      const startsAt = now - daysAgo * DAY - random.between(11 * 60, 14 * 60) * MINUTE;
      await runSession(platform, { seller, buyers, startsAt, random }, index);
    }
  }
  await seedDemoAlerts(platform, buyers[0]!, sellers[0]!.typeId);
  await readModelsCaughtUp(platform, CATCH_UP_MS);
}
