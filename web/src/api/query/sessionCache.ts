// Cached server data belongs to the person who read it: when the session changes (identifying,
// signing out, another account) every query on screen is read again with the new session, and the
// ones no screen shows are forgotten, so the previous person's data is never served from the cache.
import type { ReadonlySignal } from '@preact/signals-react';
import type { QueryClient } from '@tanstack/react-query';

export function forgetOnSessionChange(client: QueryClient, token: ReadonlySignal<string | null>): () => void {
  let previous = token.peek();
  return token.subscribe((current) => {
    if (current === previous) return;
    previous = current;
    client.removeQueries({ type: 'inactive' });
    void client.invalidateQueries({ type: 'active', predicate: (query) => query.meta?.once !== true });
  });
}
