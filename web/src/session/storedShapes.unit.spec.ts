// What the session finds in storage at start: a value of the expected shape is kept, anything else
// (an older version's value, a hand edit) falls back to the default.
import { expect, it } from 'vitest';
import { readStored } from './persistedSignal.ts';
import { authStateShape, impersonationShape, redirectStateShape } from './storedShapes.ts';

const SEARCH = '0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a10';

function stored(value: unknown) {
  return { getItem: () => (typeof value === 'string' ? value : JSON.stringify(value)) };
}

it('keeps a stored session with its token and guest searches', () => {
  const auth = { token: 'abc', searches: [SEARCH] };
  expect(readStored(stored(auth), 'auth', authStateShape)).toEqual(auth);
  expect(readStored(stored({ token: null, searches: [] }), 'auth', authStateShape)).toEqual({
    token: null,
    searches: [],
  });
});

it('drops a stored session of another shape, or that is not JSON', () => {
  for (const value of [
    { token: 3, searches: [] },
    { token: 'abc', searches: ['not-a-uuid'] },
    { token: 'abc' },
    [],
    null,
    '{not json',
  ]) {
    expect(readStored(stored(value), 'auth', authStateShape)).toBeUndefined();
  }
});

it('keeps only an address on this site as the next route', () => {
  expect(readStored(stored({ next: '/search' }), 'redirect', redirectStateShape)).toEqual({ next: '/search' });
  expect(readStored(stored({ next: null }), 'redirect', redirectStateShape)).toEqual({ next: null });
  expect(readStored(stored({ next: 'https://otro.example/' }), 'redirect', redirectStateShape)).toBeUndefined();
});

it('keeps an administrator acting as someone else, or nobody', () => {
  const acting = { administratorToken: 'admin', name: 'Ana' };
  expect(readStored(stored(acting), 'impersonation', impersonationShape)).toEqual(acting);
  expect(readStored(stored(null), 'impersonation', impersonationShape)).toBeNull();
  expect(readStored(stored({ name: 'Ana' }), 'impersonation', impersonationShape)).toBeUndefined();
});
