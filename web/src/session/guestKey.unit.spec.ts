import { GUEST_KEY_HEADER } from '@app/contracts/search/search';
import { describe, expect, it } from 'vitest';
import { GUEST_KEY_STORAGE_KEY, guestKeyIn, isGuestKey, newGuestKey, withGuestKey } from './guestKey.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const VALID_KEY = 'k'.repeat(43);

describe('the guest key', () => {
  it('is 32 random bytes in base64url, a key the server accepts', () => {
    const key = newGuestKey((length) => new Uint8Array(length).fill(251));
    expect(key).toHaveLength(43);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isGuestKey(key)).toBe(true);
    expect(isGuestKey(newGuestKey())).toBe(true);
    expect(newGuestKey()).not.toBe(newGuestKey());
  });

  it('is made once and kept in local storage', () => {
    const storage = memoryStorage();
    const first = guestKeyIn(storage, () => VALID_KEY);
    expect(first).toBe(VALID_KEY);
    expect(storage.items.get(GUEST_KEY_STORAGE_KEY)).toBe(VALID_KEY);
    expect(guestKeyIn(storage, () => 'never used')).toBe(VALID_KEY);
  });

  it('replaces a stored value that is not a key', () => {
    const storage = memoryStorage({ [GUEST_KEY_STORAGE_KEY]: 'short' });
    expect(guestKeyIn(storage, () => VALID_KEY)).toBe(VALID_KEY);
    expect(storage.items.get(GUEST_KEY_STORAGE_KEY)).toBe(VALID_KEY);
  });

  it('still works when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(guestKeyIn(broken, () => VALID_KEY)).toBe(VALID_KEY);
    expect(guestKeyIn(null, () => VALID_KEY)).toBe(VALID_KEY);
  });

  it('travels in its header next to the request’s own headers', () => {
    const init = withGuestKey({ method: 'POST', headers: new Headers({ Accept: 'application/json' }) }, VALID_KEY);
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(headers.get(GUEST_KEY_HEADER)).toBe(VALID_KEY);
    expect(headers.get('Accept')).toBe('application/json');
  });
});
