// A small, seeded log of statistics facts over a few days: sellers' publications, searches of
// accounts and guests in groups and microsites, shares, joins, visits, likes, superlikes, undone
// decisions and contacts, with moments drawn out of order so facts keep landing on earlier days.
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@app/eventstore';
import { seededRandom } from '../../search/testing/searchCatalogueGenerator.ts';

type Participant = { kind: 'user'; userId: string } | { kind: 'guest'; guestKeyHash: string };
type Draft = Pick<EventToAppend, 'type' | 'data'>;

export interface GeneratedLogShape {
  sellers: string[];
  groups: string[];
  microsites: string[];
  events: EventToAppend[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function generateStatisticsLog(searches: number, endsAt: Date, days: number): GeneratedLogShape {
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const people = Array.from({ length: 12 }, () => randomUUID());
  const shape = { sellers: people.slice(0, 4), groups: [randomUUID(), randomUUID()], microsites: [randomUUID()] };
  const publications = Array.from({ length: 30 }, (_, index) => ({
    id: randomUUID(),
    seller: shape.sellers[index % 4]!,
  }));
  const drafts: Draft[] = publications.map(({ id, seller }) => ({
    type: 'publication.created.v1',
    data: { publicationId: id, createdBy: 'user', creatorId: seller, typeId: 'type', title: 'P', code: null },
  }));
  for (let index = 0; index < searches; index++) {
    const participant = (): Participant =>
      random() < 0.2
        ? { kind: 'guest', guestKeyHash: `g${Math.floor(random() * 3)}` }
        : { kind: 'user', userId: pick(people) };
    drafts.push(...searchDrafts(random, pick, shape, publications, participant));
  }
  const stamp = () => new Date(endsAt.getTime() - Math.floor(random() * days * DAY_MS)).toISOString();
  const events = drafts.map((draft) => ({
    ...draft,
    metadata: { userId: null, correlationId: 'statistics-spec', causationId: null, occurredAt: stamp() },
  })) as EventToAppend[];
  return { ...shape, events };
}

function searchDrafts(
  random: () => number,
  pick: <T>(list: readonly T[]) => T,
  shape: { groups: string[]; microsites: string[] },
  publications: readonly { id: string }[],
  participant: () => Participant,
): Draft[] {
  const searchId = randomUUID();
  const owner = participant();
  const scoped = random();
  const scope = {
    groupId: scoped < 0.4 ? pick(shape.groups) : null,
    micrositeId: scoped > 0.3 ? pick(shape.microsites) : null,
  };
  const drafts: Draft[] = [{ type: 'search.created.v1', data: { searchId, owner, scope, filters: [] } }];
  const participants = [owner];
  if (random() < 0.7) {
    drafts.push({ type: 'search.shared.v1', data: { searchId, filtered: 'all' } });
    for (let joining = 1 + Math.floor(random() * 3); joining > 0; joining--) {
      const joined = participant();
      participants.push(joined);
      drafts.push({ type: 'search.joined.v1', data: { searchId, participant: joined } });
    }
    if (random() < 0.2) drafts.push({ type: 'search.unshared.v1', data: { searchId } });
  }
  for (let card = 0; card < 6; card++) {
    const publicationId = pick(publications).id;
    for (const person of participants) {
      const data = { searchId, participant: person, publicationId };
      if (random() < 0.7) drafts.push({ type: 'search.visited.v1', data });
      const roll = random();
      drafts.push({ type: 'search.decision_made.v1', data: { ...data, like: roll < 0.6, super: roll < 0.15 } });
      if (roll < 0.6 && random() < 0.15) drafts.push({ type: 'search.decision_undone.v1', data });
      if (roll < 0.15 && person.kind === 'user' && random() < 0.5) {
        const contact = { publicationId, leadUserId: person.userId, contactedBy: '', channel: 'whatsapp' };
        drafts.push({ type: 'lead.contacted.v1', data: contact });
      }
    }
  }
  return drafts;
}
