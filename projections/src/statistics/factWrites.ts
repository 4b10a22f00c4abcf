// Counting one fact: an event of `metric` by a person about a subject on a day, in every source it
// belongs to. Replaying the same events gives the same rows (the checkpoint makes each event count once).
import type { StatisticMetric, StatisticSourceType } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

export type Tx = Transaction<ReadModelTables>;

/** When an event happened, and its Argentine calendar day. */
export interface When {
  at: Date;
  day: string;
}

export interface SourceRef {
  type: StatisticSourceType;
  id: string;
}

export interface Fact {
  metric: StatisticMetric;
  day: string;
  personKey: string;
  subjectId: string;
}

export async function countFact(transaction: Tx, sources: readonly SourceRef[], fact: Fact): Promise<void> {
  if (sources.length === 0) return;
  await transaction
    .insertInto('statistics_facts')
    .values(
      sources.map((source) => ({
        source_type: source.type,
        source_id: source.id,
        metric: fact.metric,
        day: fact.day,
        person_key: fact.personKey,
        subject_id: fact.subjectId,
        events: 1,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['source_type', 'source_id', 'metric', 'day', 'person_key', 'subject_id'])
        .doUpdateSet({ events: sql`statistics_facts.events + 1` }),
    )
    .execute();
}

/** A search's sources: its owner's account (not a guest's), its group and its microsite. */
export async function searchSources(transaction: Tx, searchId: string): Promise<SourceRef[]> {
  const search = await transaction
    .selectFrom('statistics_searches')
    .select(['owner_key', 'group_id', 'microsite_id'])
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  if (!search) return [];
  return [
    ...(search.owner_key.startsWith('guest-') ? [] : [{ type: 'user' as const, id: search.owner_key }]),
    ...scopeSources(search),
  ];
}

/** The group and microsite a search runs in. */
export function scopeSources(search: { group_id: string | null; microsite_id: string | null }): SourceRef[] {
  return [
    ...(search.group_id ? [{ type: 'group' as const, id: search.group_id }] : []),
    ...(search.microsite_id ? [{ type: 'microsite' as const, id: search.microsite_id }] : []),
  ];
}

/**
 * Where a fact about a publication inside a search counts: the publication owner's account and the
 * search's group and microsite.
 */
export async function publicationSources(transaction: Tx, searchId: string, publicationId: string) {
  const owner = await transaction
    .selectFrom('statistics_publications')
    .select('owner_id')
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
  const search = await transaction
    .selectFrom('statistics_searches')
    .select(['group_id', 'microsite_id'])
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  return [...(owner ? [{ type: 'user' as const, id: owner.owner_id }] : []), ...(search ? scopeSources(search) : [])];
}
