// A session is what a token names: started at sign-in, ended at logout, never reopened.
import type { SessionEvent, SignInMethod } from '@app/contracts';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';

export const sessionStream = (sessionId: string) => `session-${sessionId}`;

export type SessionCommand =
  | { type: 'start'; sessionId: string; userId: string; method: SignInMethod; impersonatorId: string | null }
  | { type: 'end' };

export type SessionState =
  | { status: 'absent' }
  | { status: 'open'; sessionId: string; userId: string }
  | { status: 'ended' };

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'session.started.v1':
        return { status: 'open', sessionId: event.data.sessionId, userId: event.data.userId };
      case 'session.ended.v1':
        return { status: 'ended' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'start': {
        if (state.status !== 'absent') return new DomainError('conflict', 'La sesión ya existe.');
        const { sessionId, userId, method, impersonatorId } = command;
        return [{ type: 'session.started.v1', data: { sessionId, userId, method, impersonatorId } }];
      }
      case 'end':
        if (state.status === 'absent') return DomainError.notFound();
        if (state.status === 'ended') return [];
        return [{ type: 'session.ended.v1', data: { sessionId: state.sessionId, userId: state.userId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
