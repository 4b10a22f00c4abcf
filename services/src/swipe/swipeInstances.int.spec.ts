// A participant swiping through two API instances: each instance remembers participants' states
// and decides on them without reading, so what the other instance recorded meanwhile must still
// count (the expected version catches it, and "nothing to do" is checked against the stream).
import { participantStream, type SearchParticipant } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersOf } from '../search/testing/searchClient.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { type SwipeWorld, startSwipeWorld } from './testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let second: { app: FastifyInstance; stop(): Promise<void> };

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  second = await platform.anotherInstance();
});
afterAll(() => platform.stop());

async function onInstance(app: FastifyInstance, action: 'decision' | 'undo', uuid: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/search/${uuid}/${action}`,
    payload: body,
    headers: headersOf(world.member),
  });
  expect(response.statusCode).toBe(200);
}

describe('a participant swiping through two instances', () => {
  it('records each change once, whichever instance saw the last one', async () => {
    const uuid = await world.sharedSearch();
    const publication = { publication_id: world.catalogue.ids['Depto Palermo'] };
    const member: SearchParticipant = { kind: 'user', userId: world.member.userId };

    await onInstance(platform.app, 'decision', uuid, { ...publication, like: true });
    await onInstance(second.app, 'undo', uuid, publication);
    // The first instance still remembers the like: liking again is not "nothing to do".
    await onInstance(platform.app, 'decision', uuid, { ...publication, like: true });
    await onInstance(second.app, 'undo', uuid, publication);
    // Again it remembers the like: its undo must find it already undone and record nothing.
    await onInstance(platform.app, 'undo', uuid, publication);

    const events = await platform.platform.store.readStream(participantStream(uuid, member));
    expect(events.map((event) => event.type)).toEqual([
      'search.joined.v1',
      'search.decision_made.v1',
      'search.decision_undone.v1',
      'search.decision_made.v1',
      'search.decision_undone.v1',
    ]);
  });
});
