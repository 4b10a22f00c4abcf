// The publication aggregate's state, folded from its stream `publication-{id}`.
import type { PublicationEvent, PublicationFields } from '@app/contracts';

export const publicationStream = (publicationId: string) => `publication-${publicationId}`;

export type CreatedBy = 'user' | 'synchronizer';

export interface PublicationRecord {
  publicationId: string;
  creatorId: string;
  createdBy: CreatedBy;
  fields: PublicationFields;
  /** Display order. */
  mediaIds: string[];
  priority: { slug: string; expiresAt: string } | null;
}

export type PublicationState =
  | { status: 'absent' }
  | { status: 'active'; publication: PublicationRecord }
  | { status: 'deleted' };

export const initialPublicationState: PublicationState = { status: 'absent' };

function evolveActive(publication: PublicationRecord, event: PublicationEvent): PublicationState {
  const active = (changes: Partial<PublicationRecord>): PublicationState => ({
    status: 'active',
    publication: { ...publication, ...changes },
  });
  switch (event.type) {
    case 'publication.created.v1':
      return active({});
    case 'publication.changed.v1': {
      const { publicationId: _id, ...fields } = event.data;
      return active({ fields });
    }
    case 'publication.priority_set.v1':
      return active({ priority: { slug: event.data.priority, expiresAt: event.data.expiresAt } });
    case 'publication.priority_cleared.v1':
      return active({ priority: null });
    case 'publication.media_added.v1':
      return active({ mediaIds: [...publication.mediaIds, event.data.media.id] });
    case 'publication.media_removed.v1':
      return active({ mediaIds: publication.mediaIds.filter((id) => id !== event.data.mediaId) });
    case 'publication.media_reordered.v1':
      return active({ mediaIds: event.data.mediaIds });
    case 'publication.deleted.v1':
      return { status: 'deleted' };
    case 'publication.price_changed.v1':
      return active({});
    case 'publication.operation_set.v1': {
      const { operation, pricePeriod } = event.data;
      return active({ fields: { ...publication.fields, operation, pricePeriod } });
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function evolvePublication(state: PublicationState, event: PublicationEvent): PublicationState {
  if (event.type === 'publication.created.v1') {
    const { publicationId, creatorId, createdBy, ...fields } = event.data;
    return {
      status: 'active',
      publication: { publicationId, creatorId, createdBy, fields, mediaIds: [], priority: null },
    };
  }
  return state.status === 'active' ? evolveActive(state.publication, event) : state;
}
