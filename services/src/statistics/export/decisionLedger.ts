// The raw facts of the export: one row per decision (like, superlike or reject) about the source,
// with what the decision was about as it stood then. Only what each row needs is kept while the log
// streams by: each publication's owner, type, place and price, each search's scope and participants.
import {
  argentineDay,
  type Operation,
  type PricePeriod,
  type PublicationEvent,
  participantKey,
  pricePeriodFor,
  type RecordedEvent,
  type SearchEvent,
  type StatisticSourceType,
  type SwipeEvent,
} from '@app/contracts';
import { priceBand } from './priceBand.ts';

export interface DecisionRow {
  decided_at: string;
  day: string;
  search_id: string;
  publication_id: string;
  decision: 'like' | 'superlike' | 'reject';
  publication_type_id: string;
  /** sale, rent or temporary_rent for properties ('' for types without operations). */
  operation: string;
  place: string;
  price_band: string;
  participant_count: number;
}

export const DECISION_COLUMNS: readonly (keyof DecisionRow)[] = [
  'decided_at',
  'day',
  'search_id',
  'publication_id',
  'decision',
  'publication_type_id',
  'operation',
  'place',
  'price_band',
  'participant_count',
];

interface PublicationState {
  ownerId: string;
  typeId: string;
  operation: Operation | null;
  /** As stated; a temporary rent that states none is per night (pricePeriodFor). */
  pricePeriod: PricePeriod | null;
  place: string;
  amount: number | null;
  currency: 'ARS' | 'USD';
}

interface SearchState {
  groupId: string | null;
  micrositeId: string | null;
  participants: Set<string>;
}

type Fact = PublicationEvent | SearchEvent | SwipeEvent;
type Made = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];
type Fields = Extract<PublicationEvent, { type: 'publication.changed.v1' }>['data'];

export interface LedgerScope {
  source: { type: StatisticSourceType; id: string };
  from: string;
  to: string;
}

export class DecisionLedger {
  private readonly publications = new Map<string, PublicationState>();
  private readonly searches = new Map<string, SearchState>();

  constructor(private readonly scope: LedgerScope) {}

  /** Takes in the next event of the log; a decision about the source within the range comes back as a row. */
  observe(recorded: RecordedEvent): DecisionRow | undefined {
    const event = recorded as unknown as Fact;
    switch (event.type) {
      case 'publication.created.v1':
        this.publications.set(event.data.publicationId, { ownerId: event.data.creatorId, ...describe(event.data) });
        return undefined;
      case 'publication.changed.v1': {
        const known = this.publications.get(event.data.publicationId);
        if (known) this.publications.set(event.data.publicationId, { ...known, ...describe(event.data) });
        return undefined;
      }
      case 'publication.operation_set.v1': {
        const known = this.publications.get(event.data.publicationId);
        const { operation, pricePeriod } = event.data;
        if (known) this.publications.set(event.data.publicationId, { ...known, operation, pricePeriod });
        return undefined;
      }
      case 'search.created.v1': {
        const { searchId, scope, owner } = event.data;
        const participants = new Set([participantKey(owner)]);
        this.searches.set(searchId, { groupId: scope.groupId, micrositeId: scope.micrositeId, participants });
        return undefined;
      }
      case 'search.joined.v1':
        this.searches.get(event.data.searchId)?.participants.add(participantKey(event.data.participant));
        return undefined;
      case 'search.decision_made.v1':
        return this.decision(event.data, new Date(recorded.metadata.occurredAt));
      default:
        return undefined;
    }
  }

  private decision(made: Made, at: Date): DecisionRow | undefined {
    const day = argentineDay(at);
    if (day < this.scope.from || day > this.scope.to) return undefined;
    const publication = this.publications.get(made.publicationId);
    const search = this.searches.get(made.searchId);
    if (!this.belongs(publication, search)) return undefined;
    return {
      decided_at: at.toISOString(),
      day,
      search_id: made.searchId,
      publication_id: made.publicationId,
      decision: !made.like ? 'reject' : made.super ? 'superlike' : 'like',
      publication_type_id: publication?.typeId ?? '',
      operation: publication?.operation ?? '',
      place: publication?.place ?? '',
      price_band: publication ? bandOf(publication) : '',
      participant_count: search?.participants.size ?? 1,
    };
  }

  /** The statistics' attribution: a user's publications, a group's or a microsite's searches. */
  private belongs(publication: PublicationState | undefined, search: SearchState | undefined): boolean {
    const { type, id } = this.scope.source;
    if (type === 'user') return publication?.ownerId === id;
    if (type === 'group') return search?.groupId === id;
    return search?.micrositeId === id;
  }
}

type Described = Pick<
  Fields,
  'typeId' | 'address' | 'amount' | 'amountSale' | 'currency' | 'operation' | 'pricePeriod'
>;

function describe(fields: Described): Omit<PublicationState, 'ownerId'> {
  return {
    typeId: fields.typeId,
    operation: fields.operation ?? null,
    pricePeriod: fields.pricePeriod ?? null,
    place: fields.address?.title ?? '',
    amount: fields.amountSale ?? fields.amount,
    currency: fields.currency,
  };
}

function bandOf({ operation, pricePeriod, amount, currency }: PublicationState): string {
  return priceBand(amount, currency, operation ? pricePeriodFor(operation, pricePeriod) : null);
}
