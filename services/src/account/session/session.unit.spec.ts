import type { SessionEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type SessionCommand, sessionDecider } from './session.ts';

const given = (events: SessionEvent[]) => events.reduce(sessionDecider.evolve, sessionDecider.initialState);
const when = (events: SessionEvent[], command: SessionCommand) => sessionDecider.decide(command, given(events));

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
    expect(when([], start)).toEqual([started]);
    expect(when([started], start)).toMatchObject({ code: 'conflict' });
  });

  it('ends an open session, and ending it again changes nothing', () => {
    expect(when([started], { type: 'end' })).toEqual([ended]);
    expect(when([started, ended], { type: 'end' })).toEqual([]);
  });

  it('cannot end a session that never started', () => {
    expect(when([], { type: 'end' })).toMatchObject({ code: 'not_found' });
  });
});
