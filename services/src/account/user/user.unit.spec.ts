import type { UserEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domainError.ts';
import { type UserCommand, userDecider } from './user.ts';

const given = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState);
const when = (events: UserEvent[], command: UserCommand) => userDecider.decide(command, given(events));
const registered: UserEvent = {
  type: 'user.registered.v1',
  data: { userId: 'u1', email: 'ana@example.com', name: 'Ana' },
};

describe('user decider', () => {
  it('registers a new account with a lower-case e-mail', () => {
    expect(when([], { type: 'register', userId: 'u1', email: 'Ana@Example.com', name: 'Ana' })).toEqual([registered]);
  });

  it('refuses to register the same account twice', () => {
    expect(when([registered], { type: 'register', userId: 'u1', email: 'a@b.co', name: 'Ana' })).toBeInstanceOf(
      DomainError,
    );
  });

  it('verifies an e-mail once', () => {
    const verified: UserEvent = { type: 'user.email_verified.v1', data: { userId: 'u1' } };
    expect(when([registered], { type: 'verifyEmail' })).toEqual([verified]);
    expect(when([registered, verified], { type: 'verifyEmail' })).toEqual([]);
  });

  it('changes permissions without repeating one', () => {
    expect(
      when([registered], { type: 'changePermissions', isAdmin: true, permissions: ['types', 'types', 'users'] }),
    ).toEqual([
      { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['types', 'users'] } },
    ]);
  });

  it('cannot change an account that does not exist', () => {
    expect(when([], { type: 'verifyEmail' })).toMatchObject({ code: 'not_found' });
  });
});
