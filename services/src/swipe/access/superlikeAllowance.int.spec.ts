// A searcher's superlikes a day are capped (SUPERLIKES_PER_DAY, here 2): the next one is refused
// with a Spanish 422 and records nothing; a new Argentine day opens the allowance again.
import { participantStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsCaughtUp } from '../../platform.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;

beforeAll(async () => {
  platform = await startTestPlatform({ SUPERLIKES_PER_DAY: '2' });
  world = await startSwipeWorld(platform);
});
afterAll(() => platform.stop());

async function superlikeInNewSearch() {
  const uuid = await world.sharedSearch();
  const body = { publication_id: world.catalogue.ids['Depto Palermo'], like: true, is_super: true };
  const response = await world.call('POST', `/search/${uuid}/decision`, world.member, body);
  await readModelsCaughtUp(platform.platform, 5_000);
  return { uuid, response };
}

describe('superlikes a day', () => {
  it('stop at the limit, recording nothing, until the next day', async () => {
    expect((await superlikeInNewSearch()).response.statusCode).toBe(200);
    expect((await superlikeInNewSearch()).response.statusCode).toBe(200);

    const refused = await superlikeInNewSearch();
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.json().errors.is_super).toEqual([
      'Llegaste a los 2 superlikes de hoy. Mañana podés enviar más.',
    ]);
    const stream = participantStream(refused.uuid, { kind: 'user', userId: world.member.userId });
    expect((await platform.platform.store.readStream(stream)).map((event) => event.type)).toEqual(['search.joined.v1']);
    // A plain like is never limited.
    const like = { publication_id: world.catalogue.ids['Depto Palermo'], like: true };
    expect((await world.call('POST', `/search/${refused.uuid}/decision`, world.member, like)).statusCode).toBe(200);

    platform.clock.advance(24 * 60 * 60 * 1000);
    expect((await superlikeInNewSearch()).response.statusCode).toBe(200);
  });
});
