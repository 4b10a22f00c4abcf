// @vitest-environment happy-dom
// The user form as an administrator holding only `users` meets it, against an HTTP server on
// loopback that answers as the platform does: their own row locks every right, another account
// offers only the permissions they hold, and a change the platform refuses shows its Spanish
// reason instead of the premium step other 403 answers open.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_USER_MESSAGES, type AdminUserRow } from '@app/contracts/account/adminUser';
import type { User } from '@app/contracts/account/user';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppQueryClient } from '../../api/query/queryClient.ts';
import { theme } from '../../app/theme.ts';
import { identifyDialog } from '../../dialogs/dialogState.ts';
import { currentUser } from '../../session/sessionState.ts';
import UserFormPage from './UserFormPage.tsx';

const OPERATOR_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const COLLEAGUE_ID = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const PERMISSION_LABELS = [
  'Usuarios',
  'Grupos',
  'Búsquedas',
  'Códigos promocionales',
  'Micrositios',
  'Tipos',
  'Categorías',
  'Extras',
];
const LOCKED_BUT_USERS = [false, true, true, true, true, true, true, true];

const row = (id: string, name: string): AdminUserRow => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  slug: null,
  avatar_url: null,
  created_at: '2026-11-01T12:00:00.000Z',
  is_admin: true,
  is_premium: false,
  premium_until: null,
  has_stat: false,
  permissions: ['users'],
  publications_count_true: 0,
  publications_count_false: 0,
});

let server: Server;
const puts: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const id = request.url?.split('/').pop() ?? '';
    if (request.method === 'PUT') {
      // Someone gave the colleague a permission the operator lacks while the form was open.
      puts.push(id);
      response.writeHead(403);
      response.end(JSON.stringify({ message: ADMIN_USER_MESSAGES.strongerAdministratorRights, errors: {} }));
      return;
    }
    response.end(JSON.stringify(id === OPERATOR_ID ? row(OPERATOR_ID, 'Paula') : row(COLLEAGUE_ID, 'Carla')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
  currentUser.value = { id: OPERATOR_ID, name: 'Paula', is_admin: true, permissions: ['users'] } as unknown as User;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

function openForm(id: string) {
  const { hook } = memoryLocation({ path: `/admin/user/${id}` });
  render(
    <QueryClientProvider client={createAppQueryClient({ retryDelayMs: 5 })}>
      <MantineProvider theme={theme}>
        <Notifications />
        <Router hook={hook}>
          <Route path="/admin/user/:id">{() => <UserFormPage routeName="admin.user.form" />}</Route>
        </Router>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const disabled = (role: 'switch' | 'checkbox', name: string) =>
  (screen.getByRole(role, { name }) as HTMLInputElement).disabled;

it('locks every right on the administrator’s own row, and says why', async () => {
  openForm(OPERATOR_ID);
  await screen.findByRole('heading', { name: 'Editar usuario' });
  expect(disabled('switch', 'Administrador')).toBe(true);
  expect(PERMISSION_LABELS.map((label) => disabled('checkbox', label))).toEqual(PERMISSION_LABELS.map(() => true));
  expect(screen.getByText(ADMIN_USER_MESSAGES.ownRights)).toBeTruthy();
  expect(disabled('switch', 'Premium')).toBe(false);
});

it('offers only the permissions the administrator holds on another account', async () => {
  openForm(COLLEAGUE_ID);
  await screen.findByRole('heading', { name: 'Editar usuario' });
  expect(disabled('switch', 'Administrador')).toBe(false);
  expect(PERMISSION_LABELS.map((label) => disabled('checkbox', label))).toEqual(LOCKED_BUT_USERS);
  expect(screen.getByText(ADMIN_USER_MESSAGES.beyondOwnPermissions)).toBeTruthy();
});

it('shows the platform’s reason when it refuses a change, not the premium step', async () => {
  openForm(COLLEAGUE_ID);
  await screen.findByRole('heading', { name: 'Editar usuario' });
  fireEvent.click(screen.getByRole('switch', { name: 'Administrador' }));
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(ADMIN_USER_MESSAGES.strongerAdministratorRights)).toBeTruthy();
  expect(puts).toEqual([COLLEAGUE_ID]);
  expect(identifyDialog.value).toBeNull();
});
