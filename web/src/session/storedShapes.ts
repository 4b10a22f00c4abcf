// Hand-written checks of what the session keeps in storage (persistedSignal.ts), without zod.
import type { StoredShape } from './persistedSignal.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthState {
  token: string | null;
  /** Searches made as a guest on this device, handed over at identification. */
  searches: string[];
}

export interface RedirectState {
  next: string | null;
}

/** While an administrator acts as someone else: their own token to go back to, and whom they see as. */
export interface Impersonation {
  administratorToken: string;
  name: string;
}

function fieldsOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export const authStateShape: StoredShape<AuthState> = (value) => {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  const { token, searches } = fields;
  if (token !== null && typeof token !== 'string') return undefined;
  if (!Array.isArray(searches) || !searches.every((uuid) => typeof uuid === 'string' && UUID.test(uuid))) {
    return undefined;
  }
  return { token, searches };
};

export const redirectStateShape: StoredShape<RedirectState> = (value) => {
  const next = fieldsOf(value)?.next;
  if (next === null) return { next };
  return typeof next === 'string' && next.startsWith('/') ? { next } : undefined;
};

export const impersonationShape: StoredShape<Impersonation | null> = (value) => {
  if (value === null) return null;
  const fields = fieldsOf(value);
  const administratorToken = fields?.administratorToken;
  const name = fields?.name;
  return typeof administratorToken === 'string' && typeof name === 'string' ? { administratorToken, name } : undefined;
};
