// A signal mirrored in localStorage or sessionStorage. Stored values are checked on the way in:
// a value written by an older version of the app, or edited by hand, falls back to the default.
// The checks are small hand-written guards (storedShapes.ts): they run before the first screen,
// which does not download zod.
import { effect, type Signal, signal } from '@preact/signals-react';

export type StorageKind = 'local' | 'session';

/** The stored value when it has the expected shape, else undefined. */
export type StoredShape<Value> = (value: unknown) => Value | undefined;

export function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can be disabled (private modes, blocked cookies): the session then lives in memory only.
    return null;
  }
}

/** The stored JSON, parsed; undefined when missing or unreadable. */
export function readStoredJson(storage: Pick<Storage, 'getItem'> | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readStored<Value>(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  shape: StoredShape<Value>,
): Value | undefined {
  const stored = readStoredJson(storage, key);
  return stored === undefined ? undefined : shape(stored);
}

/** Writes the value on every change (and the first value at once). */
export function mirrorInStorage<Value>(kind: StorageKind, key: string, state: Signal<Value>): void {
  const storage = storageOf(kind);
  effect(() => {
    const value = state.value;
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // A full or disabled storage only costs persistence across reloads.
    }
  });
}

export function persistedSignal<Value>(
  kind: StorageKind,
  key: string,
  shape: StoredShape<Value>,
  fallback: Value,
): Signal<Value> {
  const state = signal<Value>(readStored(storageOf(kind), key, shape) ?? fallback);
  mirrorInStorage(kind, key, state);
  return state;
}
