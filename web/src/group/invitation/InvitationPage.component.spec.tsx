// @vitest-environment happy-dom
// The invitation screen as a second signed-in person meets a link already used, against an HTTP
// server on loopback that answers as the platform does: a link that can no longer be answered says
// why and where to go next, with no Aceptar or Rechazar; one used while the screen was open turns
// into that answer after the refused acceptance.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@app/contracts/account/user';
import type { Invitation } from '@app/contracts/group/group';
import { INVITATION_MESSAGES } from '@app/contracts/group/messages';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppQueryClient } from '../../api/query/queryClient.ts';
import { theme } from '../../app/theme.ts';
import { currentUser } from '../../session/sessionState.ts';
import InvitationPage from './InvitationPage.tsx';

const UUID = '5f0c2a7e-8d1b-4c3e-9a6f-2b7d4e1c0a93';
const GROUP_ID = '9a1e4c2b-7f3d-4b8e-a6c5-1d2e3f4a5b6c';

let server: Server;
let status: Invitation['status'] = 'accepted';
let acceptances = 0;

function invitation(): Invitation {
  return {
    uuid: UUID,
    invitationable_type: 'group',
    invitationable_id: GROUP_ID,
    invitationable: { name: 'Red Belgrano', public: true, logo_url: null },
    user: { name: 'Ana' },
    rules: ['email_verified', 'is_premium'],
    expires_at: '2026-12-07T12:00:00.000Z',
    status,
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.method === 'PUT' && request.url === `/api/invitation/${UUID}/accept`) {
      // Someone else used the link a moment before: the platform refuses and records nothing.
      acceptances += 1;
      status = 'accepted';
      response.writeHead(409);
      response.end(JSON.stringify({ message: INVITATION_MESSAGES.used, errors: {} }));
      return;
    }
    if (request.url === `/api/invitation/${UUID}`) {
      response.end(JSON.stringify(invitation()));
      return;
    }
    response.writeHead(404);
    response.end(JSON.stringify({ message: '', errors: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  acceptances = 0;
  currentUser.value = signedIn([]);
});

afterEach(() => {
  cleanup();
  currentUser.value = null;
});

/** Beto: verified and premium, so nothing but the link itself stands between him and the group. */
function signedIn(groupIds: string[]): User {
  const groups = groupIds.map((id) => ({
    id,
    name: 'Red Belgrano',
    logo_url: null,
    public: true,
    pivot: { admin: false },
  }));
  return { id: crypto.randomUUID(), name: 'Beto', email_verified: true, is_premium: true, groups } as unknown as User;
}

function openInvitation() {
  const { hook } = memoryLocation({ path: `/invitation/${UUID}` });
  render(
    <QueryClientProvider client={createAppQueryClient({ retryDelayMs: 5 })}>
      <MantineProvider theme={theme}>
        <Notifications />
        <Router hook={hook}>
          <Route path="/invitation/:uuid" component={InvitationPage} />
        </Router>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const answerButtons = () => [
  screen.queryByRole('button', { name: 'Aceptar' }),
  screen.queryByRole('button', { name: 'Rechazar' }),
];

it('says a used link was used, offers the group directory and home, and no answer', async () => {
  status = 'accepted';
  openInvitation();
  expect((await screen.findByRole('status')).textContent).toBe(INVITATION_MESSAGES.used);
  expect(screen.getByRole('heading').textContent).toBe('Ana te invita al grupo Red Belgrano');
  expect(answerButtons()).toEqual([null, null]);
  expect(screen.getByRole('link', { name: 'Explorar grupos' }).getAttribute('href')).toBe('/group');
  expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
});

it('says why an expired, declined or revoked link cannot be answered', async () => {
  const cases = [
    ['expired', INVITATION_MESSAGES.expired],
    ['rejected', INVITATION_MESSAGES.declined],
    ['revoked', INVITATION_MESSAGES.revoked],
  ] as const;
  for (const [closed, message] of cases) {
    status = closed;
    openInvitation();
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(answerButtons()).toEqual([null, null]);
    cleanup();
  }
});

it('takes a member who opens the used link to the group', async () => {
  status = 'accepted';
  currentUser.value = signedIn([GROUP_ID]);
  openInvitation();
  await screen.findByRole('status');
  expect(screen.getByRole('link', { name: 'Ir al grupo' }).getAttribute('href')).toBe(
    `/account/group/${GROUP_ID}/show`,
  );
});

it('turns into the used answer when the link was used while the screen was open', async () => {
  status = 'pending';
  openInvitation();
  const accept = await screen.findByRole('button', { name: 'Aceptar' });
  await act(async () => {
    fireEvent.click(accept);
  });
  expect((await screen.findByRole('status')).textContent).toBe(INVITATION_MESSAGES.used);
  expect(acceptances).toBe(1);
  expect(answerButtons()).toEqual([null, null]);
});
