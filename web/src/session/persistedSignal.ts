// A signal mirrored in localStorage or sessionStorage. Stored values are validated on the way in:
// a value written by an older version of the app, or edited by hand, falls back to the default.
import { effect, type Signal, signal } from '@preact/signals-react';
import type { z } from 'zod';

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can be disabled (private modes, blocked cookies): the session then lives in memory only.
    return null;
  }
}

export function readStored<Schema extends z.ZodType>(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  schema: Schema,
): z.output<Schema> | undefined {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function persistedSignal<Schema extends z.ZodType>(
  kind: StorageKind,
  key: string,
  schema: Schema,
  fallback: z.output<Schema>,
): Signal<z.output<Schema>> {
  const storage = storageOf(kind);
  const state = signal<z.output<Schema>>(readStored(storage, key, schema) ?? fallback);
  effect(() => {
    const value = state.value;
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // A full or disabled storage only costs persistence across reloads.
    }
  });
  return state;
}
