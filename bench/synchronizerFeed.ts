// The benchmark's feed: a seller's catalogue of generated items (docs/synchronizer-feed.md), half
// properties with an address, surface and ambientes, half products with a category, served as one
// JSON document by a loopback HTTP server, and the outbound policy that lets exactly it through.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutboundPolicy } from '@app/services';
import { isLoopbackAddress, isPublicAddress, systemResolve } from '@app/services';

export interface FeedServer {
  url: string;
  /** Everything else private stays refused, as in production. */
  policy: OutboundPolicy;
  /** Bytes of the document served. */
  bytes: number;
  requests: number;
  close(): Promise<void>;
}

function feedItem(index: number) {
  const id = `ITEM-${String(index).padStart(6, '0')}`;
  if (index % 2 === 0) {
    return {
      id,
      type: 'productos',
      title: `Zapatilla urbana modelo ${index}`,
      description: 'Cuero, suela de goma, talles del 35 al 45.',
      price: 50_000 + index * 10,
      currency: 'ARS',
      categories: ['calzado'],
    };
  }
  return {
    id,
    type: 'inmuebles',
    title: `Departamento ${(index % 4) + 1} ambientes, unidad ${index}`,
    description: 'Luminoso, con balcón al frente y cochera.',
    price: 90_000 + index,
    currency: 'USD',
    address: { title: `Av. Santa Fe ${1_000 + index}, Palermo`, lat: -34.58 - (index % 100) / 10_000, lng: -58.41 },
    extras: { ambientes: (index % 4) + 1, m2_totales: 40 + (index % 60) },
  };
}

export const generatedFeed = (count: number) => Array.from({ length: count }, (_, index) => feedItem(index + 1));

export async function startFeedServer(items: readonly unknown[]): Promise<FeedServer> {
  const body = Buffer.from(JSON.stringify({ items }));
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    state.requests += 1;
    if (request.url !== '/feed.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed.json`,
    policy: {
      resolve: systemResolve,
      permits: (address, allowedPort) =>
        isPublicAddress(address) || (isLoopbackAddress(address) && allowedPort === port),
    },
    bytes: body.length,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
