import type { ExtraEvent, PublicationEvent, RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import { applyInCreatedRuns } from '../runner/createdRuns.ts';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';
import { applyExtraEvent } from './extraVocabulary.ts';
import { addMedia, removeMedia, reorderMedia } from './mediaWrites.ts';
import {
  type CreatedPublication,
  changePublication,
  clearPriority,
  deletePublication,
  insertPublication,
  insertPublications,
  setOperation,
  setPriority,
} from './publicationWrites.ts';

const PUBLICATION_EVENTS = [
  'publication.created.v1',
  'publication.changed.v1',
  'publication.priority_set.v1',
  'publication.priority_cleared.v1',
  'publication.media_added.v1',
  'publication.media_removed.v1',
  'publication.media_reordered.v1',
  'publication.deleted.v1',
  'publication.operation_set.v1',
] satisfies PublicationEvent['type'][];

const EXTRA_EVENTS = ['extra.created.v1', 'extra.changed.v1', 'extra.deleted.v1'] satisfies ExtraEvent['type'][];

type Tx = Transaction<ReadModelTables>;

async function applyOne(transaction: Tx, recorded: RecordedEvent): Promise<void> {
  if (recorded.type.startsWith('extra.')) {
    await applyExtraEvent(transaction, recorded as unknown as ExtraEvent);
    return;
  }
  const event = recorded as unknown as PublicationEvent;
  const at = new Date(recorded.metadata.occurredAt);
  switch (event.type) {
    case 'publication.created.v1':
      return insertPublication(transaction, event, at);
    case 'publication.changed.v1':
      return changePublication(transaction, event, at);
    case 'publication.priority_set.v1':
      return setPriority(transaction, event);
    case 'publication.priority_cleared.v1':
      return clearPriority(transaction, event.data.publicationId);
    case 'publication.media_added.v1':
      return addMedia(transaction, event);
    case 'publication.media_removed.v1':
      return removeMedia(transaction, event);
    case 'publication.media_reordered.v1':
      return reorderMedia(transaction, event);
    case 'publication.deleted.v1':
      return deletePublication(transaction, event.data.publicationId);
    case 'publication.operation_set.v1':
      return setOperation(transaction, event);
    case 'publication.price_changed.v1':
      return; // the price history projection's; the change beside it carries the new price
    default: {
      const unexpected: never = event;
      throw new Error(`publications projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

/** Publications created one after another are inserted together. */
async function applyBatch(transaction: Tx, events: readonly RecordedEvent[]): Promise<void> {
  await applyInCreatedRuns<CreatedPublication>(transaction, events, {
    type: 'publication.created.v1',
    item: (recorded) => ({
      event: recorded as unknown as CreatedPublication['event'],
      at: new Date(recorded.metadata.occurredAt),
    }),
    file: insertPublications,
    applyOne,
  });
}

/** Publications, their pictures and publishers, with the full text search reads. */
export const publicationsProjection: Projection = {
  name: 'publications',
  tables: ['publications', 'publication_media', 'publication_publishers', 'publication_extra_vocabulary'],
  handles: [...PUBLICATION_EVENTS, ...EXTRA_EVENTS],
  // Its writes find publications by id; the search indexes (1.85 GB at 1,000,000) are built at the end.
  indexesDeferredOnRebuild: ['publications'],
  apply: applyOne,
  applyBatch,
};
