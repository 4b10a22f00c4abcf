// A premium seller's Octoparse task as their synchronizer's source, against a loopback fake of
// Octoparse's OpenAPI: the password never leaves in clear, a task still running postpones the run
// without touching the catalogue, finished rows become synchronized publications, and a run with
// no new rows is "not yet", never an empty feed.

import { synchronizerStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let world: SyncWorld;
const PATH = '/api/account/synchronizer';
const TASK = 'a3b9bdf7-9aaa-22f6-9ccf-b32790f6df8f';

const view = async () => (await world.call('GET', PATH)).json().data;
const scrapedRow = (index: number) => ({
  id: `ML-${index}`,
  type: 'productos',
  title: `Campera de abrigo talle ${index}`,
  price: `$ ${index}5.000`,
  categories: 'indumentaria',
});

beforeAll(async () => {
  world = await startSyncWorld();
});
afterAll(() => world.stop());

describe('an Octoparse synchronizer', () => {
  it('is saved with its password encrypted and never sent back', async () => {
    world.octoparse.task(TASK, [], 'Extracting');
    const response = await world.call('PUT', PATH, {
      type: 'scraping',
      config: { service: 'octoparse', username: 'inmobiliaria', password: 'clave-octoparse', taskId: TASK },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'scraping',
      config: { service: 'octoparse', username: 'inmobiliaria', taskId: TASK },
      pending: true,
    });
    expect(response.body).not.toContain('clave-octoparse');
    const stream = await world.platform.store.readStream(synchronizerStream(world.seller.userId));
    expect(JSON.stringify(stream.map((event) => event.data))).not.toContain('clave-octoparse');
  });

  it('while the task is still extracting, the run is postponed and nothing changes', async () => {
    await world.sync();
    expect(await world.publications()).toEqual([]);
    const data = await view();
    expect(data.pending).toBe(false);
    expect(data.runs[0]).toMatchObject({
      outcome: 'postponed',
      reason: 'la tarea de Octoparse todavía se está ejecutando.',
    });
  });

  it('the finished task’s rows become synchronized publications, exported once', async () => {
    world.octoparse.task(TASK, [1, 2, 3, 4].map(scrapedRow));
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const publications = await world.publications();
    expect(publications).toHaveLength(4);
    expect(publications[0]).toMatchObject({ title: 'Campera de abrigo talle 1', amount: 15_000, public: true });
    expect(publications.every((publication) => publication.created_by === 'synchronizer')).toBe(true);
    expect((await view()).runs[0]).toMatchObject({ outcome: 'good', created: 4 });
    expect(world.octoparse.tasks.get(TASK)?.exported).toBe(4);
  });

  it('a run with no new rows is "not yet": nothing is held or removed', async () => {
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    const data = await view();
    expect(data.runs[0]).toMatchObject({
      outcome: 'postponed',
      reason: 'la tarea de Octoparse no tiene datos nuevos todavía.',
    });
    expect(data.held).toEqual([]);
    expect((await world.publications()).filter((publication) => publication.public)).toHaveLength(4);
  });

  it('a refused password fails the run with its reason', async () => {
    await world.call('PUT', PATH, {
      type: 'scraping',
      config: { service: 'octoparse', username: 'inmobiliaria', password: 'otra-clave', taskId: TASK },
    });
    await world.sync();
    expect((await view()).runs[0]).toMatchObject({
      outcome: 'failed',
      reason: 'Octoparse rechazó el usuario o la contraseña.',
    });
    expect((await world.publications()).filter((publication) => publication.public)).toHaveLength(4);
  });
});
