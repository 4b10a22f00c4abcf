// Free text a person writes (a comment on a publication, a search's title, description and filter
// titles) reaches the log sealed with their key; deleting the person erases it from every read
// model at once, and a replay of the log afterwards finds nothing to read (issue 32, item 3).
import { PROJECTIONS } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDecision } from '../swipe/testing/swipeDecisionsFixture.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let boss: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  boss = await platform.accountFor({ permissions: ['users'] });
});
afterAll(() => platform.stop());

/** What a person's free text carries: their name and phone number. */
const COMMENT = 'Me encanta, llamame: Hermenegilda Quiroga 11 5555-1234';
const FILTER_TITLE = 'Casas que busca Eduviges';
const CHANGED_FILTER_TITLE = 'Casas que busca Eduviges Barrionuevo';
const TITLE = 'Mudanza de Eduviges Barrionuevo';
const DESCRIPTION = 'Escribinos al 11 4444-9876, Eduviges';
const TRACES = ['hermenegilda', '5555-1234', 'eduviges', '4444-9876'];

async function logText(): Promise<string> {
  const rows = await sql<{ row: string }>`SELECT e::text AS row FROM events e`.execute(platform.platform.db);
  return rows.rows.map(({ row }) => row.toLowerCase()).join('\n');
}

/** Every row of every table (read models, keys, the log), as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(platform.platform.db);
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(
      platform.platform.db,
    );
    texts.push(...rows.rows.map(({ row }) => row.toLowerCase()));
  }
  return texts.join('\n');
}

const expectNoTrace = (text: string) => {
  for (const trace of TRACES) expect(text).not.toContain(trace);
};

async function deleteAccount(person: Person): Promise<void> {
  const response = await platform.app.inject({
    method: 'DELETE',
    url: `/api/admin/user/${person.userId}`,
    headers: bearer(boss.token),
  });
  expect(response.statusCode).toBe(200);
}

async function expectReplayKeepsItErased(): Promise<void> {
  const tables = await replayTwice(platform.platform, PROJECTIONS);
  expect(tables.afterFirstReplay).toEqual(tables.before);
  expect(tables.afterSecondReplay).toEqual(tables.before);
  expectNoTrace(await everyRowAsText());
}

describe("a participant's comment", () => {
  it('is sealed in the log, read by the owner, and gone from everywhere once its author is deleted', async () => {
    const uuid = await world.sharedSearch();
    const publicationId = world.catalogue.ids['Depto Palermo'];
    const commented = await postDecision(world, uuid, world.member, {
      publication_id: publicationId,
      comment: COMMENT,
    });
    expect(commented.statusCode).toBe(200);
    expect(await logText()).not.toContain('hermenegilda');
    const filtereds = async () => (await world.call('POST', `/search/${uuid}/filtereds`, world.owner, {})).body;
    expect(await filtereds()).toContain(COMMENT);

    await deleteAccount(world.member);

    expect(await filtereds()).not.toContain('Hermenegilda');
    const decision = await platform.platform.db
      .selectFrom('search_decisions')
      .select('comment')
      .where('search_id', '=', uuid)
      .where('participant_key', '=', world.member.userId)
      .executeTakeFirstOrThrow();
    expect(decision.comment).toBeNull();
    expectNoTrace(await everyRowAsText());
    await expectReplayKeepsItErased();
  });
});

describe("a search's titles and description", () => {
  it('are sealed in the log, shown to the owner, and gone from everywhere once the owner is deleted', async () => {
    const owner = world.seller;
    const group = await world.call('POST', '/account/group', owner, { name: 'Vecinos de Tigre' });
    expect(group.statusCode, group.body).toBe(201);
    const typeId = world.catalogue.typeId('inmuebles');
    const created = await world.call('POST', '/search', owner, {
      filters: [{ type_id: typeId, title: FILTER_TITLE }],
      group_id: group.json().data.id,
    });
    const uuid: string = created.json().data.uuid;
    const writes = [
      await world.call('PUT', `/search/${uuid}`, owner, {
        filters: [{ type_id: typeId, title: CHANGED_FILTER_TITLE }],
      }),
      await world.call('PUT', `/search/${uuid}/title`, owner, { title: TITLE }),
      await world.call('PUT', `/search/${uuid}/publish`, owner, {
        public: true,
        title: TITLE,
        description: DESCRIPTION,
      }),
    ];
    for (const response of writes) expect(response.statusCode).toBe(200);
    expect(await logText()).not.toContain('eduviges');
    const shown = await world.call('GET', `/search/${uuid}`, owner);
    expect(shown.json()).toMatchObject({
      title: TITLE,
      description: DESCRIPTION,
      title_suggested: CHANGED_FILTER_TITLE,
    });

    await deleteAccount(owner);

    expectNoTrace(await everyRowAsText());
    await expectReplayKeepsItErased();
  });
});
