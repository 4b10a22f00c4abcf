import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng, solidBmp, solidPng } from '../../testing/images.ts';
import { type FilePart, multipartBody } from '../../testing/multipart.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;
let token: string;

beforeAll(async () => {
  world = await startTestPlatform();
  token = await world.tokenFor();
});
afterAll(() => world.stop());

const profile = {
  _method: 'PUT',
  name: 'Ana María',
  phone: '+54 9 11 1234-5678',
  contact_types: ['email', 'whatsapp'],
};

async function updateProfile(fields: Record<string, string | string[]>, files: Record<string, FilePart> = {}) {
  const { payload, headers } = await multipartBody(fields, files);
  return world.app.inject({ method: 'POST', url: '/api/user', payload, headers: { ...headers, ...bearer(token) } });
}
const picture = (bytes: Buffer, filename = 'foto.png', type = 'image/png'): Record<string, FilePart> => ({
  avatar: { bytes, filename, type },
});

describe('the profile form (multipart, _method=PUT)', () => {
  it('saves name, a normalised phone and contact types, and shows them on GET /api/user', async () => {
    const response = await updateProfile(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ana María',
      phone: '+5491112345678',
      contact_types: ['email', 'whatsapp'],
    });
    const me = await world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json()).toEqual(response.json());
  });

  it('accepts an Argentine number written as at home and stores it as +54 9', async () => {
    for (const phone of ['11 5555 1234', '011 15 5555-1234', '+54 11 5555 1234']) {
      const response = await updateProfile({ ...profile, phone });
      expect(response.statusCode).toBe(200);
      expect(response.json().phone).toBe('+5491155551234');
    }
  });

  it('turns the avatar into a WebP of at most 1500 px served with long cache headers', async () => {
    const response = await updateProfile(profile, picture(await solidPng(3000, 2000)));
    const avatarUrl: string = response.json().avatar_url;
    expect(avatarUrl).toMatch(/^\/api\/media\/avatars\/[0-9a-f-]+-[0-9a-f]{16}\.webp$/);
    const served = await world.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1500, 1000]);
  });

  it('keeps even a picture of random noise under 1.5 MB, and reads BMP files', async () => {
    const noisy = await updateProfile(profile, picture(await noisyPng(2000, 1500)));
    const noisyAvatar = await world.app.inject({ method: 'GET', url: noisy.json().avatar_url });
    expect(noisyAvatar.rawPayload.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);

    const bitmap = await updateProfile(profile, picture(solidBmp(40, 30, [10, 120, 250]), 'foto.bmp', 'image/bmp'));
    expect(bitmap.statusCode).toBe(200);
    const served = await world.app.inject({ method: 'GET', url: bitmap.json().avatar_url });
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((value) => Math.round(value / 10))).toEqual([1, 12, 25]);
  });

  it('answers bad fields with Spanish messages and changes nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const badPhone = await updateProfile({ ...profile, phone: '5555 1234' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors).toEqual({ phone: ['Debe incluir el código de país, incluyendo el signo +'] });
    const noPhone = await updateProfile({ ...profile, phone: '', contact_types: ['email', 'phone'] });
    expect(noPhone.json().errors).toEqual({
      contact_types: ['Para ser contactado por teléfono o WhatsApp debe cargar un teléfono.'],
    });
    const shortName = await updateProfile({ ...profile, name: 'Al' });
    expect(shortName.json().errors).toEqual({ name: ['Este campo debe tener al menos 3 caracteres'] });
    const notAnImage = await updateProfile(profile, picture(Buffer.from('hola'), 'foto.png'));
    expect(notAnImage.json().errors).toEqual({
      avatar: ['El archivo debe ser una imagen jpg, jpeg, png, webp o bmp.'],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await updateProfile(profile, picture(svg, 'foto.svg', 'image/svg+xml'))).statusCode).toBe(422);
    const json = await world.app.inject({ method: 'POST', url: '/api/user', payload: profile, headers: bearer(token) });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('El contenido enviado no tiene un formato válido.');
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const response = await updateProfile(profile, picture(Buffer.alloc(13 * 1024 * 1024, 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo que intenta subir es demasiado grande.');
  });

  it('serves only stored media', async () => {
    for (const url of ['/api/media/avatars/nada.webp', '/api/media/avatars/..%2Fjwt-secret', '/api/media/x/y.exe']) {
      expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
