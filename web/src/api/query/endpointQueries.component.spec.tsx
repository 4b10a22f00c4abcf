// @vitest-environment happy-dom
// The query layer against a real HTTP server on loopback: reads retried only when the server may
// answer next time, the catalogue's message told once, and a command making its scope read again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { useEndpointMutation, useEndpointQuery } from './endpointQueries.ts';
import { createAppQueryClient } from './queryClient.ts';

let server: Server;
let answers: number[] = [];
let countRequests = 0;
let count = 3;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/account/publication/profileCount') {
      countRequests += 1;
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { count } : { message: '', errors: {} }));
      return;
    }
    count += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Publicación eliminada correctamente.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  answers = [];
  countRequests = 0;
});

function withProviders(children: ReactNode) {
  const client = createAppQueryClient({ retryDelayMs: 5 });
  return (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

function ProfileCount() {
  const { data, isError } = useEndpointQuery('publications', publicationEndpoints.profileCount);
  const deletion = useEndpointMutation(publicationEndpoints.deletePublication, { invalidates: ['publications'] });
  if (isError) return <p>Sin datos</p>;
  return (
    <>
      <p>{data === undefined ? 'Cargando' : `${data.count} publicaciones`}</p>
      <button type="button" onClick={() => deletion.mutate({ params: { id: '0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a10' } })}>
        Cambiar
      </button>
    </>
  );
}

it('tries a read again while the server is busy, and shows the answer without an error', async () => {
  answers = [503, 503];
  render(withProviders(<ProfileCount />));
  await screen.findByText('3 publicaciones');
  expect(countRequests).toBe(3);
  expect(screen.queryByText('No se pudo procesar su solicitud, por favor intente en unos momentos.')).toBeNull();
});

it('does not repeat a read the server refused, and tells the catalogue message once', async () => {
  answers = [404];
  render(withProviders(<ProfileCount />));
  await screen.findByText('Sin datos');
  expect(await screen.findAllByText('No se encontró la información que buscaba.')).toHaveLength(1);
  expect(countRequests).toBe(1);
});

it('reads a scope again after a command that invalidates it', async () => {
  render(withProviders(<ProfileCount />));
  const before = Number((await screen.findByText(/publicaciones$/)).textContent?.split(' ')[0]);
  await act(async () => screen.getByRole('button', { name: 'Cambiar' }).click());
  await screen.findByText(`${before + 1} publicaciones`);
  expect(countRequests).toBe(2);
});
