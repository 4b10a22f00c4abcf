// The contact panel's data (GET /api/publication/{id}/contact): a visitor gets the publication's
// creator with only the contact types that person enabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: TestAccount;
let publicationId: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.accountFor({ premium: true });
  const data = JSON.stringify({ type_id: world.types.productos, title: 'Bicicleta rodado 29' });
  publicationId = (await world.sendForm(seller.token, '/api/account/publication', { data })).json().data.id;
});
afterAll(() => world.stop());

const contactOf = (id: string) => world.inject({ method: 'GET', url: `/api/publication/${id}/contact` });

describe('GET /api/publication/{id}/contact', () => {
  it("gives a visitor the seller's e-mail, the only contact type a new account enables", async () => {
    const response = await contactOf(publicationId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: seller.userId,
      name: 'Persona de prueba',
      slug: null,
      contact: { email: seller.email, phone: null, whatsapp: null },
    });
  });

  it('gives only what the seller enabled: WhatsApp without e-mail once they choose so', async () => {
    const profile = {
      _method: 'PUT',
      name: 'Persona de prueba',
      phone: '+54 9 11 5555-0101',
      'contact_types[]': 'whatsapp',
    };
    const saved = await world.sendForm(seller.token, '/api/user', profile);
    expect(saved.statusCode).toBe(200);
    const { contact } = (await contactOf(publicationId)).json().data;
    expect(contact).toEqual({ email: null, phone: null, whatsapp: expect.stringMatching(/^\+?54 ?9/) });
  });

  it("answers 404 for a publication that does not exist and 422 for an id that can't be one", async () => {
    const unknown = await contactOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró la información que buscaba.');
    const malformed = await contactOf('cualquier-cosa');
    expect(malformed.statusCode).toBe(422);
  });
});
