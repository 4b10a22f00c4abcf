// A test platform with the demo catalogue, and helpers to send the publication form as the web
// client does: a JSON part `data` and the picture files `medias[]`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedDemoCatalogue } from '../../demo/seedDemoWorld.ts';
import { LocalMediaStorage, type MediaStorage } from '../../media/mediaStorage.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

export interface Picture {
  bytes: Buffer;
  filename: string;
  type: string;
}

export interface PublicationWorld extends TestPlatform {
  /** The demo types' ids. */
  types: { inmuebles: string; vehiculos: string; productos: string };
  /** Category ids by name. */
  categories: Record<string, string>;
  /** Keys saved through the media port, in order. */
  savedMedia: string[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  sendForm(
    token: string,
    url: string,
    fields: Record<string, string>,
    pictures?: Picture[],
  ): Promise<LightMyRequestResponse>;
}

export async function formBody(fields: Record<string, string>, pictures: Picture[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const picture of pictures) {
    form.append('medias[]', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Local storage that also lists what was saved, so a test can tell a refused form stored nothing. */
function recordingStorage(directory: string, saved: string[]): MediaStorage {
  const storage = new LocalMediaStorage(directory);
  return {
    async save(key, bytes) {
      saved.push(key);
      return storage.save(key, bytes);
    },
    read: (key) => storage.read(key),
    remove: (key) => storage.remove(key),
  };
}

export async function startPublicationWorld(): Promise<PublicationWorld> {
  const savedMedia: string[] = [];
  const directory = await mkdtemp(path.join(tmpdir(), 'marketplace-publications-'));
  const world = await startTestPlatform({}, { media: recordingStorage(directory, savedMedia) });
  await seedDemoCatalogue(world.platform);
  const types = await world.platform.db.selectFrom('publication_types').select(['id', 'slug']).execute();
  const categories = await world.platform.db.selectFrom('categories').select(['id', 'name']).execute();
  const inject = (options: InjectOptions) => world.app.inject(options);
  const typeId = (slug: string) => types.find((type) => type.slug === slug)?.id ?? '';
  return {
    ...world,
    types: {
      inmuebles: typeId('inmuebles'),
      vehiculos: typeId('vehiculos'),
      productos: typeId('productos'),
    },
    categories: Object.fromEntries(categories.map((category) => [category.name, category.id])),
    savedMedia,
    inject,
    async stop() {
      // Renditions made in the background after an upload may still be writing into the folder.
      await world.platform.renditions.settled();
      await world.stop();
      await rm(directory, { recursive: true, force: true });
    },
    async sendForm(token, url, fields, pictures = []) {
      const { payload, headers } = await formBody(fields, pictures);
      return inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
    },
  };
}
