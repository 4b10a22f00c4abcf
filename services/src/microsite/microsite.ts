// The microsite aggregate's state, folded from the facts of its stream `microsite-{id}`.
import type { MicrositeEvent, MicrositeProfile } from '@app/contracts';

export const micrositeStream = (micrositeId: string) => `microsite-${micrositeId}`;

export interface ActiveMicrosite {
  status: 'live';
  micrositeId: string;
  profile: MicrositeProfile;
  /** Its users in the order they were added. */
  users: string[];
  defaultUserId: string | null;
}

export type MicrositeState = { status: 'absent' } | { status: 'deleted' } | ActiveMicrosite;

export const initialMicrositeState: MicrositeState = { status: 'absent' };

function evolveLive(microsite: ActiveMicrosite, event: MicrositeEvent): MicrositeState {
  switch (event.type) {
    case 'microsite.created.v1':
      return microsite;
    case 'microsite.changed.v1': {
      const { micrositeId: _id, ...profile } = event.data;
      return { ...microsite, profile };
    }
    case 'microsite.user_added.v1':
      return { ...microsite, users: [...microsite.users, event.data.userId] };
    case 'microsite.user_removed.v1': {
      const { userId } = event.data;
      const defaultUserId = microsite.defaultUserId === userId ? null : microsite.defaultUserId;
      return { ...microsite, users: microsite.users.filter((user) => user !== userId), defaultUserId };
    }
    case 'microsite.default_user_set.v1':
      return { ...microsite, defaultUserId: event.data.userId };
    case 'microsite.deleted.v1':
      return { status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function evolveMicrosite(state: MicrositeState, event: MicrositeEvent): MicrositeState {
  if (event.type === 'microsite.created.v1') {
    const { micrositeId, ...profile } = event.data;
    return { status: 'live', micrositeId, profile, users: [], defaultUserId: null };
  }
  return state.status === 'live' ? evolveLive(state, event) : state;
}
