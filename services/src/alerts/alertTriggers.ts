// Which publication facts are news to saved searches: a publication created (by hand or by a
// synchronization), its price dropped, or it changed (back in stock, a synchronized update). One
// trigger per publication and batch, the strongest reason first.
import type { AlertReason, PublicationEvent, RecordedEvent } from '@app/contracts';

export interface AlertTrigger {
  publicationId: string;
  reason: AlertReason;
  triggerId: string;
}

type Price = Extract<PublicationEvent, { type: 'publication.price_changed.v1' }>['data']['current'];

const STRENGTH: Record<AlertReason, number> = { created: 3, price_drop: 2, changed: 1 };

const buyerPrice = (price: Price) => price.amountSale ?? price.amount;

function dropped(data: Extract<PublicationEvent, { type: 'publication.price_changed.v1' }>['data']): boolean {
  const [before, after] = [buyerPrice(data.previous), buyerPrice(data.current)];
  return data.previous.currency === data.current.currency && before !== null && after !== null && after < before;
}

function reasonOf(recorded: RecordedEvent): AlertReason | null {
  const event = recorded as unknown as PublicationEvent;
  if (event.type === 'publication.created.v1') return 'created';
  if (event.type === 'publication.changed.v1') return 'changed';
  if (event.type === 'publication.price_changed.v1') return dropped(event.data) ? 'price_drop' : null;
  return null;
}

export function alertTriggers(events: readonly RecordedEvent[]): AlertTrigger[] {
  const strongest = new Map<string, AlertTrigger>();
  for (const recorded of events) {
    const reason = reasonOf(recorded);
    if (reason === null) continue;
    const publicationId = (recorded.data as { publicationId: string }).publicationId;
    const known = strongest.get(publicationId);
    if (!known || STRENGTH[reason] > STRENGTH[known.reason]) {
      strongest.set(publicationId, { publicationId, reason, triggerId: recorded.id });
    }
  }
  return [...strongest.values()];
}
