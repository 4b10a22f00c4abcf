// @vitest-environment happy-dom
// A call that turns a search's alerts on earns the prompts, wherever in the app it was made; one that
// turns them off, or fails, does not.
import { searchAlertEndpoints } from '@app/contracts/search/alerts';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { callEndpoint } from '../api/endpointClient.ts';
import { createHttpClient } from '../api/httpClient.ts';
import { onPromptsEarned, type PromptMoment, promptsEarnedBefore, watchPromptMoments } from './promptMoments.ts';

const UUID = '00000000-0000-4000-8000-000000000001';
const earned: PromptMoment[] = [];

function answering(status: number, answer: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(answer), { status }));
  return createHttpClient({ fetch, token: () => 'abc' });
}

const saveAlerts = (on: boolean, status = 200) =>
  callEndpoint(answering(status, { message: 'Listo.', data: { on, email: false } }), searchAlertEndpoints.save, {
    params: { uuid: UUID },
    body: { on, email: false },
  }).catch(() => undefined);

beforeAll(async () => {
  await watchPromptMoments();
  onPromptsEarned((moment) => earned.push(moment));
});

beforeEach(() => {
  earned.length = 0;
  localStorage.clear();
});

it('earns the prompts when alerts are turned on, and remembers it for the next visit', async () => {
  await saveAlerts(true);
  expect(earned).toEqual(['alertsTurnedOn']);
  expect(promptsEarnedBefore()).toBe(true);
});

it('earns nothing when alerts are turned off or the call fails', async () => {
  await saveAlerts(false);
  await saveAlerts(true, 422);
  expect(earned).toEqual([]);
  expect(promptsEarnedBefore()).toBe(false);
});
