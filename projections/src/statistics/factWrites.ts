// Counting facts: an event of `metric` by a person about a subject on a day, in every source it
// belongs to. A batch tallies its facts in memory and adds them to the stored counts at once
// (batchWrites.ts); replaying the same events gives the same rows (the checkpoint makes each event
// count once).
import type { StatisticMetric, StatisticSourceType } from '@app/contracts';
import type { Transaction } from 'kysely';
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

export interface TalliedFact extends Fact {
  source: SourceRef;
  events: number;
}

/** A batch's facts, one entry per stored row, with how many events it adds. */
export class FactTally {
  readonly facts = new Map<string, TalliedFact>();

  count(sources: readonly SourceRef[], fact: Fact): void {
    for (const source of sources) {
      const key = `${source.type}\u0001${source.id}\u0001${fact.metric}\u0001${fact.day}\u0001${fact.personKey}\u0001${fact.subjectId}`;
      const known = this.facts.get(key);
      if (known) known.events++;
      else this.facts.set(key, { ...fact, source, events: 1 });
    }
  }
}

/** The group and microsite a search runs in. */
export function scopeSources(search: { group_id: string | null; microsite_id: string | null }): SourceRef[] {
  return [
    ...(search.group_id ? [{ type: 'group' as const, id: search.group_id }] : []),
    ...(search.microsite_id ? [{ type: 'microsite' as const, id: search.microsite_id }] : []),
  ];
}

/** A search's sources: its owner's account (not a guest's), its group and its microsite. */
export function searchSources(
  search: { owner_key: string; group_id: string | null; microsite_id: string | null } | null | undefined,
): SourceRef[] {
  if (!search) return [];
  return [
    ...(search.owner_key.startsWith('guest-') ? [] : [{ type: 'user' as const, id: search.owner_key }]),
    ...scopeSources(search),
  ];
}

/**
 * Where a fact about a publication inside a search counts: the publication owner's account and the
 * search's group and microsite.
 */
export function publicationSources(
  owner: string | null | undefined,
  search: { group_id: string | null; microsite_id: string | null } | null | undefined,
): SourceRef[] {
  return [...(owner ? [{ type: 'user' as const, id: owner }] : []), ...(search ? scopeSources(search) : [])];
}
