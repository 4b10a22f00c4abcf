// @vitest-environment happy-dom
// The contact panel as a person meets it, against an HTTP server on loopback that answers as the
// platform does (services/src/publication/viewing/sellerContact.int.spec.ts proves the answers): a
// visitor is asked to sign in and nothing is requested; a signed-in person sees the seller's enabled
// contact types.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@app/contracts/account/user';
import type { Publication } from '@app/contracts/publication/publication';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createAppQueryClient } from '../../api/query/queryClient.ts';
import { theme } from '../../app/theme.ts';
import { identifyDialog } from '../../dialogs/dialogState.ts';
import { currentUser } from '../../session/sessionState.ts';
import { ContactPanel } from './ContactPanel.tsx';

const PUBLICATION_ID = '00000000-0000-4000-8000-0000000000c1';
const SELLER = {
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Inmobiliaria Norte',
  slug: null,
  contact: { email: 'ventas@norte.com.ar', phone: null, whatsapp: null },
};

let server: Server;
let requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: SELLER }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  requested = [];
  currentUser.value = null;
  identifyDialog.value = null;
});

function openPanel() {
  const publication = { id: PUBLICATION_ID, title: 'Depto Palermo', url: null } as unknown as Publication;
  render(
    <QueryClientProvider client={createAppQueryClient({ retryDelayMs: 5 })}>
      <MantineProvider theme={theme}>
        <ContactPanel publication={publication} opened onClose={() => {}} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('asks a visitor to sign in, and requests no contact details', async () => {
  openPanel();
  await screen.findByText('Para ver los datos de contacto debes estar logueado.');
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(identifyDialog.value).toMatchObject({ step: 'email' });
  expect(requested).toEqual([]);
  expect(screen.queryByText('ventas@norte.com.ar')).toBeNull();
});

it("shows a signed-in person the seller's enabled contact types", async () => {
  currentUser.value = { id: crypto.randomUUID(), name: 'Ana', email_verified: true, is_premium: false } as User;
  openPanel();
  await screen.findByText('Inmobiliaria Norte');
  expect(await screen.findByText('ventas@norte.com.ar')).toBeTruthy();
  expect(requested).toEqual([`/api/publication/${PUBLICATION_ID}/contact`]);
  expect(screen.queryByText('Para ver los datos de contacto debes estar logueado.')).toBeNull();
});
