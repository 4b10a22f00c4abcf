// What may happen to a microsite: its profile (the host arrives normalised and reserved), its
// users (premium accounts only) and their one default (SPEC.md section 4: set by toggling).
import { ERROR_MESSAGES, MICROSITE_MESSAGES, type MicrositeEvent, type MicrositeProfile } from '@app/contracts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import { type ActiveMicrosite, evolveMicrosite, initialMicrositeState, type MicrositeState } from './microsite.ts';

export type MicrositeCommand =
  | { type: 'create'; micrositeId: string; profile: MicrositeProfile }
  | { type: 'change'; profile: MicrositeProfile }
  /** `premium`: whether the account is premium now (read by the caller). */
  | { type: 'addUser'; userId: string; premium: boolean }
  | { type: 'removeUser'; userId: string }
  /** The default flag toggled on one user: on makes them the default; off is refused (one default). */
  | { type: 'setDefault'; userId: string; default: boolean }
  | { type: 'delete' };

type Decision = readonly MicrositeEvent[] | DomainError;

function addUser(command: Extract<MicrositeCommand, { type: 'addUser' }>, microsite: ActiveMicrosite): Decision {
  if (!command.premium) return DomainError.invalidField('user_id', MICROSITE_MESSAGES.premiumOnly);
  const { micrositeId } = microsite;
  const { userId } = command;
  if (microsite.users.includes(userId)) return [];
  const added: MicrositeEvent = { type: 'microsite.user_added.v1', data: { micrositeId, userId } };
  if (microsite.defaultUserId !== null) return [added];
  return [added, { type: 'microsite.default_user_set.v1', data: { micrositeId, userId } }];
}

function removeUser(userId: string, microsite: ActiveMicrosite): Decision {
  const { micrositeId } = microsite;
  if (!microsite.users.includes(userId)) return DomainError.notFound();
  const removed: MicrositeEvent = { type: 'microsite.user_removed.v1', data: { micrositeId, userId } };
  const successor = microsite.users.find((user) => user !== userId);
  if (microsite.defaultUserId !== userId || successor === undefined) return [removed];
  // The default leaves: the longest-standing user left takes over, so one default remains.
  return [removed, { type: 'microsite.default_user_set.v1', data: { micrositeId, userId: successor } }];
}

function setDefault(command: Extract<MicrositeCommand, { type: 'setDefault' }>, microsite: ActiveMicrosite): Decision {
  const { userId } = command;
  if (!microsite.users.includes(userId)) return DomainError.invalidField('user_id', MICROSITE_MESSAGES.notAUser);
  const isDefault = microsite.defaultUserId === userId;
  if (command.default === isDefault) return [];
  if (!command.default) return DomainError.invalidField('default', MICROSITE_MESSAGES.defaultRequired);
  return [{ type: 'microsite.default_user_set.v1', data: { micrositeId: microsite.micrositeId, userId } }];
}

export const micrositeDecider: Decider<MicrositeCommand, MicrositeEvent, MicrositeState> = {
  initialState: initialMicrositeState,
  evolve: evolveMicrosite,
  decide(command, state) {
    if (command.type === 'create') {
      if (state.status !== 'absent') return new DomainError('conflict', ERROR_MESSAGES.conflict);
      return [{ type: 'microsite.created.v1', data: { micrositeId: command.micrositeId, ...command.profile } }];
    }
    if (state.status !== 'live') return DomainError.notFound();
    switch (command.type) {
      case 'change':
        return [{ type: 'microsite.changed.v1', data: { micrositeId: state.micrositeId, ...command.profile } }];
      case 'addUser':
        return addUser(command, state);
      case 'removeUser':
        return removeUser(command.userId, state);
      case 'setDefault':
        return setDefault(command, state);
      case 'delete':
        return [{ type: 'microsite.deleted.v1', data: { micrositeId: state.micrositeId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
