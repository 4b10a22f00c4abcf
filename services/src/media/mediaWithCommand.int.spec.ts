// Nothing is stored unless the command that references it is recorded: when the event store
// refuses a publication's or an avatar's event after the pictures were written (a real database
// failure, raised by a trigger on the events table), the pictures are removed again.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PublicationWorld, startPublicationWorld } from '../publication/testing/publicationWorld.ts';
import { solidPng } from '../testing/images.ts';
import { multipartBody } from '../testing/multipart.ts';
import { bearer } from '../testing/testPlatform.ts';

let world: PublicationWorld;
let seller: { token: string; userId: string };
let database: pg.Client;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.accountFor({ premium: true });
  database = new pg.Client({ connectionString: world.databaseUrl });
  await database.connect();
  await database.query(`CREATE FUNCTION refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
});
afterAll(async () => {
  await database.end();
  await world.stop();
});
afterEach(async () => {
  await database.query('DROP TRIGGER IF EXISTS refuse_event ON events');
  await world.platform.renditions.settled();
  world.savedMedia.length = 0;
});

/** From now on the event store fails to append events of `type`. */
async function refuseEvents(type: string): Promise<void> {
  await database.query(`CREATE TRIGGER refuse_event BEFORE INSERT ON events FOR EACH ROW
    WHEN (NEW.type = '${type}') EXECUTE FUNCTION refuse_event()`);
}

async function storedFiles(): Promise<string[]> {
  const stored = await Promise.all(
    world.savedMedia.map(async (key) => ((await world.platform.media.read(key)) ? key : null)),
  );
  return stored.filter((key) => key !== null);
}

const publication = () =>
  JSON.stringify({ type_id: world.types.productos, title: 'Campera de abrigo', amount: 85_000, currency: 'ARS' });
const picture = async (side: number) => ({
  bytes: await solidPng(side, side),
  filename: 'foto.png',
  type: 'image/png',
});
const publish = async (sides: number[]) =>
  world.sendForm(
    seller.token,
    '/api/account/publication',
    { data: publication() },
    await Promise.all(sides.map(picture)),
  );

async function changeAvatar(side: number) {
  const { payload, headers } = await multipartBody(
    { _method: 'PUT', name: 'Ana María', contact_types: ['email'] },
    { avatar: await picture(side) },
  );
  return world.inject({ method: 'POST', url: '/api/user', payload, headers: { ...headers, ...bearer(seller.token) } });
}

describe('pictures stored for a command that is not recorded', () => {
  it('are removed when a new publication cannot be recorded, and kept with their renditions when it is', async () => {
    await refuseEvents('publication.created.v1');
    const failed = await publish([40, 50]);
    expect(failed.statusCode).toBe(500);
    expect(world.savedMedia).toHaveLength(2);
    expect(await storedFiles()).toEqual([]);

    await database.query('DROP TRIGGER refuse_event ON events');
    world.savedMedia.length = 0;
    const published = await publish([40, 50]);
    expect(published.statusCode).toBe(201);
    await world.platform.renditions.settled();
    // Two pictures, each with a thumbnail, a card and a full rendition.
    expect(await storedFiles()).toHaveLength(8);
  });

  it('is removed when a new avatar cannot be recorded, and kept when it is', async () => {
    await refuseEvents('user.profile_changed.v1');
    const failed = await changeAvatar(60);
    expect(failed.statusCode).toBe(500);
    expect(world.savedMedia).toHaveLength(1);
    expect(await storedFiles()).toEqual([]);

    await database.query('DROP TRIGGER refuse_event ON events');
    world.savedMedia.length = 0;
    const changed = await changeAvatar(60);
    expect(changed.statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('keeps a picture an earlier recorded command stored under the same name', async () => {
    const first = await changeAvatar(70);
    expect(first.statusCode).toBe(200);
    await refuseEvents('user.profile_changed.v1');
    world.savedMedia.length = 0;
    // The same picture again with another name: stored under the same key, then the command fails.
    const { payload, headers } = await multipartBody(
      { _method: 'PUT', name: 'Otro Nombre', contact_types: ['email'] },
      { avatar: await picture(70) },
    );
    const failed = await world.inject({
      method: 'POST',
      url: '/api/user',
      payload,
      headers: { ...headers, ...bearer(seller.token) },
    });
    expect(failed.statusCode).toBe(500);
    expect(await storedFiles()).toEqual(world.savedMedia);
    expect(world.savedMedia).toHaveLength(1);
  });
});
