// The contact panel's data (GET /api/publication/{id}/contact, statistics/routes/contactRoutes.ts):
// a signed-in person gets the publication's creator with only the contact types that person enabled,
// and becomes a lead of the publication (recorded once); a visitor is asked to sign in.
import { leadStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: TestAccount;
let buyer: TestAccount;
let publicationId: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.accountFor({ premium: true });
  buyer = await world.accountFor({});
  const data = JSON.stringify({ type_id: world.types.productos, title: 'Bicicleta rodado 29' });
  publicationId = (await world.sendForm(seller.token, '/api/account/publication', { data })).json().data.id;
});
afterAll(() => world.stop());

const contactOf = (id: string, token = buyer.token) =>
  world.inject({ method: 'GET', url: `/api/publication/${id}/contact`, headers: bearer(token) });
const revealsOf = async (leadUserId: string) =>
  (await world.platform.store.readStream(leadStream(publicationId, leadUserId))).filter(
    (event) => event.type === 'lead.contact_revealed.v1',
  );

describe('GET /api/publication/{id}/contact', () => {
  it('asks a visitor to sign in, showing nothing and recording nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const response = await world.inject({ method: 'GET', url: `/api/publication/${publicationId}/contact` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Necesitas estar logueado.', errors: {} });
    expect(response.body).not.toContain(seller.email);
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it("gives a signed-in person the seller's e-mail, the only contact type a new account enables", async () => {
    const response = await contactOf(publicationId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: seller.userId,
      name: 'Persona de prueba',
      slug: null,
      contact: { email: seller.email, phone: null, whatsapp: null },
    });
  });

  it('counts each person shown the contact as a lead of the publication, once; the seller is not one', async () => {
    expect(await revealsOf(buyer.userId)).toHaveLength(1);
    await contactOf(publicationId);
    const reveals = await revealsOf(buyer.userId);
    expect(reveals.map((event) => event.data)).toEqual([
      { publicationId, leadUserId: buyer.userId, sellerId: seller.userId },
    ]);
    const premiumBuyer = await world.accountFor({ premium: true });
    expect((await contactOf(publicationId, premiumBuyer.token)).statusCode).toBe(200);
    expect(await revealsOf(premiumBuyer.userId)).toHaveLength(1);
    expect((await contactOf(publicationId, seller.token)).statusCode).toBe(200);
    expect(await revealsOf(seller.userId)).toEqual([]);
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
