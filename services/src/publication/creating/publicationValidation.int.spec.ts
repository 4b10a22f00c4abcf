// SPEC.md section 5 over HTTP: every refused form answers 422 with Spanish field messages and
// records and stores nothing.

import type { Checkpoint } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/images.ts';
import { bearer } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: string;
let before: Checkpoint;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.tokenFor({ premium: true });
});
afterAll(() => world.stop());
beforeEach(async () => {
  // An earlier test's recorded pictures get their renditions in the background.
  await world.platform.renditions.settled();
  before = await world.platform.store.headCheckpoint();
  world.savedMedia.length = 0;
});

const vehicle = (changes: Record<string, unknown> = {}) => ({
  type_id: world.types.vehiculos,
  title: 'Toyota Hilux SRV 2019',
  categories: [world.categories.Camionetas],
  amount: 38_000,
  currency: 'USD',
  extras: { marca: 'toyota', modelo: 'Hilux SRV', anio: 2019, kilometros: 85_000, transmision: 'manual' },
  ...changes,
});
const picture = async () => ({ bytes: await solidPng(300, 200), filename: 'auto.png', type: 'image/png' });

async function refused(fields: Record<string, string>, withPicture = true) {
  const response = await world.sendForm(
    seller,
    '/api/account/publication',
    fields,
    withPicture ? [await picture()] : [],
  );
  expect(response.statusCode).toBe(422);
  expect(await world.platform.store.headCheckpoint()).toEqual(before);
  expect(world.savedMedia).toEqual([]);
  return response.json() as { message: string; errors: Record<string, string[]> };
}
const refusedData = (changes: Record<string, unknown>) => refused({ data: JSON.stringify(vehicle(changes)) });

describe('the general fields', () => {
  it('requires a type and a title of 3 to 255 characters', async () => {
    const missing = await refusedData({ type_id: undefined, title: undefined });
    expect(missing.errors).toEqual({ type_id: ['Este campo es obligatorio'], title: ['Este campo es obligatorio'] });
    expect((await refusedData({ title: 'Au' })).errors).toEqual({
      title: ['Este campo debe tener al menos 3 caracteres'],
    });
    expect((await refusedData({ title: 'x'.repeat(256) })).errors).toEqual({
      title: ['Este campo debe tener 255 caracteres como máximo'],
    });
  });

  it('wants numbers for prices, not below 0, and a sale price not above the price', async () => {
    expect((await refusedData({ amount: 'mucho' })).errors).toEqual({ amount: ['No es un número'] });
    expect((await refusedData({ amount: -1 })).errors).toEqual({
      amount: ['Este campo debe tener un valor mínimo de 0'],
    });
    expect((await refusedData({ amount: 100, amount_sale: 120 })).errors).toEqual({
      amount_sale: ['Este campo debe tener un valor máximo de 100'],
    });
  });

  it('wants a web address for url, and a type that exists', async () => {
    expect((await refusedData({ url: 'no es una dirección' })).errors).toEqual({
      url: ['No es una dirección web válida'],
    });
    expect((await refusedData({ url: 'ftp://example.com/aviso' })).errors).toEqual({
      url: ['No es una dirección web válida'],
    });
    expect((await refusedData({ type_id: '00000000-0000-4000-8000-000000000000' })).errors).toEqual({
      type_id: ['El valor ingresado no es válido'],
    });
  });

  it('refuses categories of another type', async () => {
    expect((await refusedData({ categories: [world.categories.Departamento] })).errors).toEqual({
      'categories.0': ['El valor ingresado no es válido'],
    });
  });

  it('wants a quick-create sentence of 20 to 1000 characters and a picture with it', async () => {
    expect((await refusedData({ text: 'Hilux 2019' })).errors).toEqual({
      text: ['Este campo debe tener al menos 20 caracteres'],
    });
    expect((await refusedData({ text: 'x'.repeat(1001) })).errors).toEqual({
      text: ['Este campo debe tener 1000 caracteres como máximo'],
    });
    const withoutPicture = await refused(
      { data: JSON.stringify(vehicle({ text: 'Vendo Hilux 2019 full full' })) },
      false,
    );
    expect(withoutPicture.errors).toEqual({ medias: ['Este campo es obligatorio'] });
  });

  it('answers a data part that is not JSON', async () => {
    expect((await refused({ data: '{"title": ' })).message).toBe('El contenido enviado no tiene un formato válido.');
  });
});

describe('the extras, at extras.<slug>', () => {
  it('checks each kind of extra against its configuration', async () => {
    const response = await refusedData({
      extras: { marca: 'tesla', modelo: 'x'.repeat(256), anio: 1900, kilometros: 'muchos', transmision: ['manual'] },
    });
    expect(response.errors).toEqual({
      'extras.marca': ['El valor ingresado no es válido'],
      'extras.modelo': ['Este campo debe tener 255 caracteres como máximo'],
      'extras.anio': ['Este campo debe tener un valor mínimo de 1950'],
      'extras.kilometros': ['No es un número'],
      'extras.transmision': ['El valor ingresado no es válido'],
    });
  });

  it('refuses extras the type does not have, and fractions where the extra takes whole numbers', async () => {
    const response = await refusedData({ extras: { anio: 2019.5, ambientes: 3 } });
    expect(response.errors).toEqual({
      'extras.anio': ['El valor ingresado no es válido'],
      'extras.ambientes': ['El valor ingresado no es válido'],
    });
  });

  it('checks stock lines where the type keeps stock', async () => {
    const product = {
      type_id: world.types.productos,
      title: 'Remera de algodón',
      extras: { talle: 'm', stock: [{ place: 'Local Palermo', color: 'Negro', size: 'M', quantity: 'tres' }] },
    };
    const response = await refused({ data: JSON.stringify(product) });
    expect(response.errors).toEqual({ 'extras.stock.0.quantity': ['No es un número'] });
  });
});

describe('plain form parts instead of a JSON part', () => {
  it('reads texts, numbers, yes/no, lists and extras as an HTML form sends them', async () => {
    const response = await world.sendForm(
      seller,
      '/api/account/publication',
      {
        type_id: world.types.vehiculos,
        title: 'Fiat Cronos Drive 1.3',
        'categories[]': `${world.categories.Autos}`,
        amount: '21500',
        amount_sale: '',
        currency: 'USD',
        public: '0',
        shareable: '1',
        url: '',
        'extras[marca]': 'fiat',
        'extras[anio]': '2022',
        'extras[kilometros]': '30000',
      },
      [await picture()],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Fiat Cronos Drive 1.3',
      amount: 21_500,
      amount_sale: null,
      public: false,
      shareable: true,
      url: null,
      extras: { marca: 'fiat', anio: 2022, kilometros: 30_000 },
    });
    const originals = world.savedMedia.filter((key) => !key.endsWith('.webp'));
    expect(originals).toHaveLength(1);
  });

  it('words plain-part mistakes at their field', async () => {
    const response = await refused({ type_id: world.types.vehiculos, title: 'Fiat Cronos', amount: 'caro' });
    expect(response.errors).toEqual({ amount: ['No es un número'] });
  });
});

it('refuses a change that breaks a rule and keeps the publication as it was', async () => {
  const created = await world.sendForm(seller, '/api/account/publication', { data: JSON.stringify(vehicle()) });
  const { id } = created.json().data;
  before = await world.platform.store.headCheckpoint();
  const url = `/api/account/publication/${id}`;
  const response = await world.sendForm(
    seller,
    url,
    { _method: 'PUT', data: JSON.stringify(vehicle({ extras: { anio: 3000 } })) },
    [await picture()],
  );
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ 'extras.anio': ['Este campo debe tener un valor máximo de 2027'] });
  expect(await world.platform.store.headCheckpoint()).toEqual(before);
  expect(world.savedMedia).toEqual([]);
  const read = await world.inject({ method: 'GET', url, headers: bearer(seller) });
  expect(read.json().extras.anio).toBe(2019);
});
