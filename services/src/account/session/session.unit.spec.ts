import type { SessionEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { type SessionCommand, sessionDecider } from './session.ts';

const spec = DeciderSpecification.for(sessionDecider);

const started: SessionEvent = {
  type: 'session.started.v1',
  data: { sessionId: 's1', userId: 'u1', method: 'email_code', impersonatorId: null },
};
const ended: SessionEvent = { type: 'session.ended.v1', data: { sessionId: 's1', userId: 'u1' } };

describe('session decider', () => {
  it('starts a session once', () => {
    const start: SessionCommand = {
      type: 'start',
      sessionId: 's1',
      userId: 'u1',
      method: 'email_code',
      impersonatorId: null,
    };
    spec.given().when(start).thenDecides([started]);
    spec.given(started).when(start).thenRefuses('conflict');
  });

  it('ends an open session, and ending it again changes nothing', () => {
    spec.given(started).when({ type: 'end' }).thenDecides([ended]);
    spec.given(started, ended).when({ type: 'end' }).thenNothing();
  });

  it('cannot end a session that never started', () => {
    spec.given().when({ type: 'end' }).thenRefuses('not_found');
  });
});
