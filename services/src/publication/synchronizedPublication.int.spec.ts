// A publication its seller's synchronizer created: shown as 'Sincronizada automáticamente', never
// edited or deleted through the forms, yet the seller may still promote it.
import { publicationInputSchema } from '@app/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '../commands/commandContext.ts';
import { execute } from '../platform.ts';
import { bearer, type TestAccount } from '../testing/testPlatform.ts';
import { publicationStream } from './publication.ts';
import { publicationDecider } from './publicationDecider.ts';
import { type PublicationWorld, startPublicationWorld } from './testing/publicationWorld.ts';
import { loadTypeCatalogue } from './validation/typeCatalogueQuery.ts';

const ID = '5d0e7c1a-3b7e-4f0c-8d2a-6a1b9c4e2f10';
let world: PublicationWorld;
let seller: TestAccount;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.accountFor({ premium: true });
  const input = publicationInputSchema.parse({ type_id: world.types.productos, title: 'Zapatilla importada' });
  const catalogue = await loadTypeCatalogue(world.platform.db, input.type_id, seller.userId);
  const actor = { userId: seller.userId, via: 'synchronizer' as const };
  const command = { type: 'create' as const, publicationId: ID, actor, input, catalogue, uploads: [] };
  await execute(world.platform, publicationStream(ID), publicationDecider, command, systemContext(world.clock.now()));
});
afterAll(() => world.stop());

const url = `/api/account/publication/${ID}`;

it("is shown locked, 'Sincronizada automáticamente'", async () => {
  const response = await world.inject({ method: 'GET', url, headers: bearer(seller.token) });
  expect(response.json()).toMatchObject({
    created_by: 'synchronizer',
    editable: false,
    deletable: false,
    locked_reason: 'Sincronizada automáticamente',
  });
});

it('refuses changes and deletion through the forms with that reason', async () => {
  const data = JSON.stringify({ type_id: world.types.productos, title: 'Otro título' });
  const change = await world.sendForm(seller.token, url, { _method: 'PUT', data });
  expect(change.statusCode).toBe(403);
  expect(change.json().message).toBe('Sincronizada automáticamente');
  const deletion = await world.inject({ method: 'DELETE', url, headers: bearer(seller.token) });
  expect(deletion.statusCode).toBe(403);
  expect(deletion.json().message).toBe('Sincronizada automáticamente');
});

it('lets its seller set a priority', async () => {
  const response = await world.inject({
    method: 'PUT',
    url: `${url}/priority`,
    headers: bearer(seller.token),
    payload: { priority: 'destacada', priority_description: null },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.priority).toBe('destacada');
});
