// The statistics benchmark's log, generated: for 1,000,000 events, 5,000 registered users, 100,000
// publications of 1,000 sellers among them, and 20,000 searches (a third in one of 200 groups, a fifth on one of
// 20 microsites), most shared and joined by one to four others who see, like, superlike and reject
// publications together; sellers contact half their leads. Spread evenly over the last 90 days, in
// time order, and yielded one event at a time so the whole log never sits in memory.
import type { EventToAppend } from '@app/eventstore';
import { seededRandom } from '@app/services/testing';

export interface StatisticsLogPlan {
  events: number;
  publications: number;
  users: number;
  searches: number;
  groups: number;
  microsites: number;
}

/** The proportions (1,000,000 events: 100,000 publications, 5,000 users, 20,000 searches) at any size. */
export function statisticsLogPlan(events: number): StatisticsLogPlan {
  return {
    events,
    publications: Math.round(events / 10),
    users: Math.max(50, Math.round(events / 200)),
    searches: Math.max(10, Math.round(events / 50)),
    groups: Math.max(2, Math.round(events / 5_000)),
    microsites: Math.max(2, Math.round(events / 50_000)),
  };
}

export const LOG_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const TYPES = ['bench-type-inmuebles', 'bench-type-vehiculos', 'bench-type-productos'];
const PLACES = ['Palermo, CABA', 'Belgrano, CABA', 'Córdoba', 'Rosario', 'Mendoza', 'Pilar', 'La Plata', 'Salta'];
/** Publications a search's participants go through. */
const CARDS_PER_SEARCH = 12;

/** Stable ids from a counter, so a run can be repeated and sources named. */
const id = (kind: number, index: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
export const userId = (index: number) => id(1, index);
export const publicationId = (index: number) => id(2, index);
export const groupId = (index: number) => id(3, index);
export const micrositeId = (index: number) => id(4, index);
const searchId = (index: number) => id(5, index);

type Draft = Omit<EventToAppend, 'metadata'>;

export function* generateStatisticsLog(plan: StatisticsLogPlan, endsAt: number): Generator<EventToAppend> {
  const random = seededRandom(24);
  const startsAt = endsAt - LOG_DAYS * DAY_MS;
  let emitted = 0;
  const stamp = (draft: Draft): EventToAppend => {
    const occurredAt = new Date(startsAt + Math.floor((emitted / plan.events) * (LOG_DAYS * DAY_MS)));
    emitted++;
    return {
      ...draft,
      metadata: {
        userId: null,
        correlationId: 'bench-statistics',
        causationId: null,
        occurredAt: occurredAt.toISOString(),
      },
    } as EventToAppend;
  };
  const sellers = Math.max(1, Math.round(plan.users / 5));
  const pick = (count: number) => Math.floor(random() * count);

  // The people first, then publications within the first tenth of the period, then searches
  // round after round.
  for (let index = 0; index < plan.users && emitted < plan.events; index++) yield stamp(userRegistered(index));
  for (let index = 0; index < plan.publications && emitted < plan.events; index++) {
    yield stamp(publicationCreated(index, userId(index % sellers), random));
  }
  for (let round = 0; emitted < plan.events; round++) {
    for (const draft of searchRound(round, plan, random, pick)) {
      if (emitted >= plan.events) return;
      yield stamp(draft);
    }
  }
}

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Juan',
  'Valentina',
  'Mateo',
  'Camila',
  'Santiago',
  'Julieta',
  'Tomás',
];
const LAST_NAMES = ['Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Pérez', 'Gómez', 'Díaz', 'Romero'];

/** An account with a name, so the reports' rankings name real people. */
function userRegistered(index: number): Draft {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return {
    type: 'user.registered.v1',
    data: { userId: userId(index), email: `bench.${index}@example.com.ar`, name: `${first} ${last} ${index}` },
  };
}

function publicationCreated(index: number, creatorId: string, random: () => number): Draft {
  const currency = random() < 0.5 ? 'USD' : 'ARS';
  const amount = Math.round(Math.exp(Math.log(1_000) + random() * Math.log(1_000)) / 100) * 100;
  return {
    type: 'publication.created.v1',
    data: {
      publicationId: publicationId(index),
      createdBy: 'user',
      creatorId,
      typeId: TYPES[index % TYPES.length],
      title: `Publicación ${index}`,
      code: null,
      description: null,
      text: null,
      url: null,
      categories: [],
      amount: currency === 'USD' ? amount * 10 : amount * 1_000,
      amountSale: null,
      currency,
      address: { title: PLACES[index % PLACES.length], geolocation: { coordinates: [-34.6, -58.4] } },
      extras: {},
      public: true,
      shareable: true,
    },
  };
}

function* searchRound(
  round: number,
  plan: StatisticsLogPlan,
  random: () => number,
  pick: (count: number) => number,
): Generator<Draft> {
  const search = searchId(round);
  const owner = { kind: 'user' as const, userId: userId(pick(plan.users)) };
  const scoped = random();
  const scope = {
    groupId: scoped < 0.33 ? groupId(pick(plan.groups)) : null,
    micrositeId: scoped >= 0.33 && scoped < 0.53 ? micrositeId(pick(plan.microsites)) : null,
    userId: owner.userId,
  };
  yield {
    type: 'search.created.v1',
    data: { searchId: search, owner, scope, autocompleted: false, filters: [], places: [], order: 'newest' },
  };
  const participants = [owner];
  if (random() < 0.6) {
    yield { type: 'search.shared.v1', data: { searchId: search, filtered: 'all' } };
    const joining = 1 + pick(4);
    for (let index = 0; index < joining; index++) {
      const participant = { kind: 'user' as const, userId: userId(pick(plan.users)) };
      if (participants.some((known) => known.userId === participant.userId)) continue;
      participants.push(participant);
      yield { type: 'search.joined.v1', data: { searchId: search, participant } };
    }
  }
  const first = pick(Math.max(1, plan.publications - CARDS_PER_SEARCH));
  for (let card = 0; card < CARDS_PER_SEARCH; card++) {
    const publication = publicationId(first + card);
    for (const participant of participants) {
      const data = { searchId: search, participant, publicationId: publication };
      if (random() < 0.5) yield { type: 'search.visited.v1', data };
      const roll = random();
      const like = roll < 0.45;
      const isSuper = roll < 0.05;
      yield {
        type: 'search.decision_made.v1',
        data: { ...data, like, super: isSuper, notifiedUserIds: [] },
      };
      if (isSuper && random() < 0.5) {
        yield {
          type: 'lead.contacted.v1',
          data: { publicationId: publication, leadUserId: participant.userId, contactedBy: '', channel: 'whatsapp' },
        };
      }
    }
  }
}
