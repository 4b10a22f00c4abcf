// One person's cached data never serves the next: a session change reads the queries on screen
// again (with the new session) and forgets the ones no screen shows; a read made once per person
// (meta.once) is not repeated.
import { signal } from '@preact/signals-react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { forgetOnSessionChange } from './sessionCache.ts';

it('reads the shown queries again and forgets the hidden ones when the session changes', async () => {
  const client = new QueryClient();
  const token = signal<string | null>(null);
  const stop = forgetOnSessionChange(client, token);
  let reads = 0;
  const shown = new QueryObserver(client, { queryKey: ['searches', 'shown'], queryFn: () => ++reads });
  const unsubscribe = shown.subscribe(() => undefined);
  await client.fetchQuery({ queryKey: ['searches', 'hidden'], queryFn: () => 'de la persona anterior' });
  let decisions = 0;
  const once = new QueryObserver(client, {
    queryKey: ['participation'],
    queryFn: () => ++decisions,
    meta: { once: true },
  });
  const unsubscribeOnce = once.subscribe(() => undefined);
  await expect.poll(() => reads + decisions).toBe(2);

  token.value = 'la sesión nueva';
  await expect.poll(() => reads).toBe(2);
  expect(client.getQueryData(['searches', 'hidden'])).toBeUndefined();
  expect(decisions).toBe(1);

  token.value = 'la sesión nueva';
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reads).toBe(2);
  unsubscribe();
  unsubscribeOnce();
  stop();
});
