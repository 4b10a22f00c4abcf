// Publication pictures: jpg, jpeg, png, webp and bmp only, each made at most 1500 px and 1.5 MB,
// served with long cache headers; an oversized or non-picture upload stores nothing.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noisyPng, solidBmp, solidPng } from '../../testing/images.ts';
import { type Picture, type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.tokenFor({ premium: true });
});
afterAll(() => world.stop());
beforeEach(async () => {
  await world.platform.renditions.settled();
  world.savedMedia.length = 0;
});

const data = () =>
  JSON.stringify({ type_id: world.types.productos, title: 'Campera de abrigo', amount: 85_000, currency: 'ARS' });
const send = (pictures: Picture[]) => world.sendForm(seller, '/api/account/publication', { data: data() }, pictures);
const png = async (width: number, height: number): Promise<Picture> => ({
  bytes: await solidPng(width, height),
  filename: 'foto.png',
  type: 'image/png',
});

describe('accepted pictures', () => {
  it('shrinks a 3000×2000 picture to 1500×1000 and serves it for good', async () => {
    const response = await send([await png(3000, 2000)]);
    expect(response.statusCode).toBe(201);
    const [media] = response.json().data.medias;
    // The dominant colour comes from a coarse histogram: close to the picture's (200, 60, 40).
    expect(media.info).toEqual({ color: expect.stringMatching(/^#c83[0-9a-f]2[0-9a-f]$/), width: 1500, height: 1000 });
    expect(media.file_url).toMatch(/^\/api\/media\/publications\/[0-9a-f-]+-[0-9a-f]{16}\.jpg$/);
    const served = await world.inject({ method: 'GET', url: media.file_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1500, height: 1000 });
  });

  it('takes jpg, webp and bmp too, keeping small pictures at their size', async () => {
    const base = sharp({ create: { width: 800, height: 1200, channels: 3, background: '#2255aa' } });
    const pictures: Picture[] = [
      { bytes: await base.clone().jpeg().toBuffer(), filename: 'foto.jpg', type: 'image/jpeg' },
      { bytes: await base.clone().webp().toBuffer(), filename: 'foto.webp', type: 'image/webp' },
      { bytes: solidBmp(120, 80, [10, 200, 30]), filename: 'foto.bmp', type: 'image/bmp' },
    ];
    const response = await send(pictures);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.medias.map((media: { info: object }) => media.info)).toEqual([
      { color: expect.stringMatching(/^#2[0-9a-f]5[0-9a-f]a[0-9a-f]$/), width: 800, height: 1200 },
      { color: expect.stringMatching(/^#2[0-9a-f]5[0-9a-f]a[0-9a-f]$/), width: 800, height: 1200 },
      { color: expect.stringMatching(/^#[01][0-9a-f]c[0-9a-f][12][0-9a-f]$/), width: 120, height: 80 },
    ]);
  });

  it('keeps a picture that compresses badly under 1.5 MB', async () => {
    const response = await send([{ bytes: await noisyPng(1800, 1800), filename: 'ruido.png', type: 'image/png' }]);
    expect(response.statusCode).toBe(201);
    const served = await world.inject({ method: 'GET', url: response.json().data.medias[0].file_url });
    expect(served.rawPayload.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });
});

describe('renditions', () => {
  const renditionOf = (url: string, name: string) => url.replace(/\.jpg$/, `-${name}.webp`);

  it('makes a thumbnail, a card and a full WebP rendition of an upload, each served for good', async () => {
    const response = await send([await png(3000, 2000)]);
    expect(response.statusCode).toBe(201);
    const [media] = response.json().data.medias;
    await world.platform.renditions.settled();
    const stored = world.savedMedia.filter((key) => key.endsWith('.webp')).sort();
    expect(stored).toEqual(
      ['card', 'full', 'thumb'].map((name) => renditionOf(media.file_url, name).replace('/api/media/', '')),
    );
    for (const [name, width, height] of [
      ['thumb', 320, 213],
      ['card', 800, 533],
      ['full', 1500, 1000],
    ] as const) {
      const served = await world.inject({ method: 'GET', url: renditionOf(media.file_url, name) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('makes a rendition on its first request for a picture stored without them, once for requests at once', async () => {
    const response = await send([await png(1000, 1000)]);
    const [media] = response.json().data.medias;
    await world.platform.renditions.settled();
    const key = renditionOf(media.file_url, 'card').replace('/api/media/', '');
    await world.platform.media.remove(key);
    world.savedMedia.length = 0;

    const answers = await Promise.all(
      [1, 2, 3].map(() => world.inject({ method: 'GET', url: renditionOf(media.file_url, 'card') })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await sharp(answers[0]!.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
    expect(world.savedMedia).toEqual([key]);
  });

  it('answers 404 and stores nothing for a rendition of a picture that does not exist', async () => {
    const missing = '/api/media/publications/00000000-0000-4000-8000-000000000000-0123456789abcdef-card.webp';
    const response = await world.inject({ method: 'GET', url: missing });
    expect(response.statusCode).toBe(404);
    expect(world.savedMedia).toEqual([]);
  });
});

describe('refused uploads store nothing', () => {
  it('answers 422 at medias.<n> for files that are not jpg, png, webp or bmp pictures', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const response = await send([
      await png(100, 100),
      { bytes: svg, filename: 'dibujo.svg', type: 'image/svg+xml' },
      { bytes: gif, filename: 'animada.gif', type: 'image/gif' },
      { bytes: Buffer.from('no soy una foto'), filename: 'foto.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(422);
    const format = ['El archivo debe ser una imagen jpg, jpeg, png, webp o bmp.'];
    expect(response.json().errors).toEqual({ 'medias.1': format, 'medias.2': format, 'medias.3': format });
    expect(world.savedMedia).toEqual([]);
  });

  it("answers 413 'El archivo que intenta subir es demasiado grande.' for a file over the upload limit", async () => {
    const huge = { bytes: randomBytes(13 * 1024 * 1024), filename: 'enorme.jpg', type: 'image/jpeg' };
    const response = await send([await png(100, 100), huge]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo que intenta subir es demasiado grande.');
    expect(world.savedMedia).toEqual([]);
  });

  it('answers 413 for more than 20 files in one form', async () => {
    const picture = await png(20, 20);
    const response = await send(Array.from({ length: 21 }, () => picture));
    expect(response.statusCode).toBe(413);
    expect(world.savedMedia).toEqual([]);
  });
});
