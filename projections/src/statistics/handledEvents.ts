// The events the statistics projection reads.
import type { LeadEvent, PublicationEvent, SearchEvent, SwipeEvent } from '@app/contracts';

export const HANDLED = [
  'search.created.v1',
  'search.claimed.v1',
  'search.shared.v1',
  'search.unshared.v1',
  'search.published.v1',
  'search.joined.v1',
  'search.visited.v1',
  'search.decision_made.v1',
  'search.decision_undone.v1',
  'publication.created.v1',
  'lead.contacted.v1',
] as const satisfies readonly (SearchEvent | SwipeEvent | PublicationEvent | LeadEvent)['type'][];

export type StatisticsFact = Extract<
  SearchEvent | SwipeEvent | PublicationEvent | LeadEvent,
  { type: (typeof HANDLED)[number] }
>;
