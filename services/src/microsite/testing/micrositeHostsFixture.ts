// The fixture of micrositeHosts.int.spec.ts: an active microsite on HOST whose only user is a premium
// seller with the search catalogue's homes plus two of their own (one kept out of their storefront,
// one shown on microsites only), and the helpers that call it by host.
import { SOCKET_PATH } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { connected } from '../../live/testing.ts';
import type { DevelopmentOutbox } from '../../mail/developmentOutbox.ts';
import { type SearchWorld, seedSearchWorld } from '../../search/testing/searchCatalogueWorld.ts';
import { seedPublications } from '../../search/testing/searchWorld.ts';
import type { TestAccount, TestPlatform } from '../../testing/testPlatform.ts';
import { micrositeWorld } from './micrositeWorld.ts';

export const HOST = 'marca.localhost';
export const MAIN = 'localhost:3000';

export interface MicrositeHostsFixture {
  sites: ReturnType<typeof micrositeWorld>;
  catalogue: SearchWorld;
  admin: TestAccount;
  seller: TestAccount;
  micrositeId: string;
}

export async function seedMicrositeHosts(world: TestPlatform): Promise<MicrositeHostsFixture> {
  const sites = micrositeWorld(world.app);
  const admin = await world.accountFor({ permissions: ['microsites'] });
  const seller = await world.accountFor({ premium: true });
  const catalogue = await seedSearchWorld(world.platform, seller.userId);
  await seedPublications(world.platform, [
    {
      typeId: catalogue.typeId('inmuebles'),
      title: 'PH del vendedor, no impulsado',
      creatorId: seller.userId,
      shareable: false,
    },
    {
      typeId: catalogue.typeId('inmuebles'),
      title: 'Depto del vendedor, solo en micrositios',
      creatorId: seller.userId,
      public: false,
      currency: 'USD',
      amount: 95_000,
    },
  ]);
  const micrositeId = await sites.createOk(admin, {
    name: 'Marca Propiedades',
    host: HOST,
    status: 'active',
    style: { primary_color: '#e03131' },
    settings: { users: false, groups: false },
  });
  await sites.addUser(admin, micrositeId, seller.userId);
  return { sites, catalogue, admin, seller, micrositeId };
}

export const on = (host: string, extra: Record<string, string> = {}) => ({ host, ...extra });

/** How many of the catalogue's homes a search on `host` counts. */
export const countOn = async (
  app: FastifyInstance,
  catalogue: SearchWorld,
  host: string,
  headers: Record<string, string> = {},
): Promise<number> => {
  const payload = { filters: [{ type_id: catalogue.typeId('inmuebles') }] };
  return (await app.inject({ method: 'POST', url: '/api/search/count', payload, headers: on(host, headers) })).json()
    .count;
};

/** The sign-in code last mailed to `email`. */
function lastCodeFor(world: TestPlatform, email: string): string {
  const outbox = world.platform.mailer as DevelopmentOutbox;
  const code = outbox
    .messages()
    .find((sent) => sent.to === email)
    ?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Asks for a sign-in code through `host` and signs in with it: the answer carries the token. */
export async function signInThrough(world: TestPlatform, host: string, email: string) {
  await world.app.inject({ method: 'POST', url: '/api/auth/login/send', payload: { email }, headers: on(host) });
  return world.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, code: lastCodeFor(world, email) },
    headers: on(host),
  });
}

/** Whether the live socket at `baseUrl` accepts `token` from a handshake through `host`. */
export async function socketOn(baseUrl: string, host: string, token: string): Promise<'connected' | 'refused'> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    auth: { token },
    extraHeaders: { host: `${host}:${new URL(baseUrl).port}` },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  try {
    await connected(socket);
    return 'connected';
  } catch {
    return 'refused';
  } finally {
    socket.disconnect();
  }
}
