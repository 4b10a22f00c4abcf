// A test platform with the demo catalogue, and helpers to send the publication form as the web
// client does: a JSON part `data` and the picture files `medias[]`.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedDemoCatalogue } from '../../demo/seedDemoWorld.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

export interface Picture {
  bytes: Buffer;
  filename: string;
  type: string;
}

export interface PublicationWorld extends TestPlatform {
  /** Type ids by slug: inmuebles, vehiculos, productos. */
  types: Record<string, string>;
  /** Category ids by name. */
  categories: Record<string, string>;
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

export async function startPublicationWorld(): Promise<PublicationWorld> {
  const world = await startTestPlatform();
  await seedDemoCatalogue(world.platform);
  const types = await world.platform.db.selectFrom('publication_types').select(['id', 'slug']).execute();
  const categories = await world.platform.db.selectFrom('categories').select(['id', 'name']).execute();
  const inject = (options: InjectOptions) => world.app.inject(options);
  return {
    ...world,
    types: Object.fromEntries(types.map((type) => [type.slug, type.id])),
    categories: Object.fromEntries(categories.map((category) => [category.name, category.id])),
    inject,
    async sendForm(token, url, fields, pictures = []) {
      const { payload, headers } = await formBody(fields, pictures);
      return inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
    },
  };
}
