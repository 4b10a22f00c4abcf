// A visitor's searches belong to a random secret kept in this browser (contracts: GUEST_KEY_HEADER).
// It is made once, kept in localStorage and sent on every search call, so the visitor can come
// back to their searches and hand them over when they identify.
import { GUEST_KEY_HEADER, GUEST_KEY_PATTERN } from '@app/contracts/search/guestKey';

export const GUEST_KEY_STORAGE_KEY = 'guest-key';
const GUEST_KEY_BYTES = 32;

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as base64url: 43 characters of letters, digits, '-' and '_'. */
export function newGuestKey(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): string {
  return base64Url(randomBytes(GUEST_KEY_BYTES));
}

function defaultRandomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function isGuestKey(value: unknown): value is string {
  return typeof value === 'string' && GUEST_KEY_PATTERN.test(value);
}

/** The stored key, or a new one stored in its place (a missing or tampered key is replaced). */
export function guestKeyIn(storage: KeyStorage | null, generate: () => string = newGuestKey): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(GUEST_KEY_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled: the key then lives as long as the page.
  }
  if (isGuestKey(stored)) return stored;
  const key = generate();
  try {
    storage?.setItem(GUEST_KEY_STORAGE_KEY, key);
  } catch {
    // A full or disabled storage only costs keeping the searches across visits.
  }
  return key;
}

let pageKey: string | null = null;

function browserStorage(): KeyStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This browser's guest key, made on first use. */
export function currentGuestKey(): string {
  const key = guestKeyIn(browserStorage(), () => pageKey ?? newGuestKey());
  pageKey = key;
  return key;
}

/** The request's headers plus the guest key header. */
export function withGuestKey(init: RequestInit | undefined, key: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set(GUEST_KEY_HEADER, key);
  return { ...init, headers };
}
