// GET /api/account/microsite: the microsites a signed-in person takes part in, for their dashboard's
// microsite card; not one switched off, nobody else's, and nothing for a visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { micrositeWorld } from './testing/micrositeWorld.ts';

let world: TestPlatform;
let sites: ReturnType<typeof micrositeWorld>;
let admin: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  sites = micrositeWorld(world.app);
  admin = await world.accountFor({ permissions: ['microsites'] });
});
afterAll(() => world.stop());

describe('the microsites a person takes part in', () => {
  it('lists each live one with its host for them alone', async () => {
    const seller = await world.accountFor({ premium: true });
    const stranger = await world.accountFor({ premium: true });
    const porteña = await sites.createOk(admin, {
      name: 'Inmobiliaria Porteña',
      host: 'portena.localhost',
      status: 'active',
    });
    const closed = await sites.createOk(admin, { name: 'Cerrada', host: 'cerrada.localhost', status: 'inactive' });
    for (const id of [porteña, closed]) await sites.addUser(admin, id, seller.userId);

    const mine = await sites.call('GET', '/api/account/microsite', seller);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      data: [{ id: porteña, name: 'Inmobiliaria Porteña', host: 'portena.localhost', logo_square_url: null }],
    });
    expect((await sites.call('GET', '/api/account/microsite', stranger)).json()).toEqual({ data: [] });
    expect((await sites.call('GET', '/api/account/microsite', null)).statusCode).toBe(401);
  });
});
