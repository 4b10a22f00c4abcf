// @vitest-environment happy-dom
// The dashboard as a seller opens it on the main platform, against an HTTP server on loopback that
// answers as the platform does (services/src/microsite/accountMicrosites.int.spec.ts proves the
// microsites answer): it shows their latest searches, or SPEC's empty state with the way to search,
// and the card of each microsite they take part in, leading to its own address.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@app/contracts/account/user';
import type { Search } from '@app/contracts/search/search';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppQueryClient } from '../api/query/queryClient.ts';
import { theme } from '../app/theme.ts';
import { currentUser } from '../session/sessionState.ts';
import DashboardPage from './DashboardPage.tsx';

const SEARCH_ID = '0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a10';
const SITE_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

let server: Server;
let port = 0;
let searches: Search[] = [];
let microsites: unknown[] = [];

const search = {
  id: SEARCH_ID,
  uuid: SEARCH_ID,
  title: 'Departamentos en Palermo',
  title_suggested: 'Departamentos en Palermo',
  description: null,
  created_at: '2026-12-05T18:30:00.000-03:00',
  public: false,
  shareable: true,
  filtered: null,
  autocompleted: false,
  order: 'relevance',
  group_id: null,
  microsite_id: null,
  user_id: null,
  filters: [],
  places: [],
  features: { superlike: true },
  microsite: null,
  group: null,
  user: null,
  users: [],
  pinneds_count: 0,
  decisions_true_count: 11,
  decisions_false_count: 2,
  is_owner: true,
  consensus: { kind: 'unanimous' },
} satisfies Search;

const REPORT = { shortcuts: { hasPublications: true, hasGroups: false }, users: [], searches: [], activities: [] };

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const answers: Record<string, unknown> = {
      '/api/account/report/dashboard': REPORT,
      '/api/account/search/list': searches,
      '/api/account/microsite': { data: microsites },
    };
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (path in answers) {
      response.end(JSON.stringify(answers[path]));
      return;
    }
    response.writeHead(404);
    response.end(JSON.stringify({ message: '', errors: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  currentUser.value = {
    id: crypto.randomUUID(),
    name: 'Martín',
    is_premium: true,
    email_verified: true,
    groups: [],
    searches: [],
  } as unknown as User;
});

afterEach(() => {
  cleanup();
  currentUser.value = null;
});

function openDashboard() {
  render(
    <QueryClientProvider client={createAppQueryClient({ retryDelayMs: 5 })}>
      <MantineProvider theme={theme}>
        <Notifications />
        <DashboardPage routeName="dashboard" />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('shows the latest searches and the card of the microsite the seller takes part in', async () => {
  searches = [search];
  microsites = [{ id: SITE_ID, name: 'Inmobiliaria Porteña', host: 'inmobiliaria.localhost', logo_square_url: null }];
  openDashboard();
  const latest = await screen.findByRole('region', { name: 'Últimas búsquedas' });
  expect(within(latest).getByRole('button', { name: /Departamentos en Palermo/ })).toBeTruthy();
  const site = await screen.findByRole('region', { name: 'Micrositio Inmobiliaria Porteña' });
  expect(within(site).getByRole('link', { name: 'Ir al micrositio' }).getAttribute('href')).toBe(
    `http://inmobiliaria.localhost:${port}/`,
  );
});

it('says there are no searches yet and leads to the builder, with no microsite card for a seller in none', async () => {
  searches = [];
  microsites = [];
  openDashboard();
  const latest = await screen.findByRole('region', { name: 'Últimas búsquedas' });
  expect(within(latest).getByText('No se encontraron búsquedas')).toBeTruthy();
  expect(within(latest).getByRole('link', { name: 'Buscar' }).getAttribute('href')).toBe('/search');
  await screen.findByRole('link', { name: 'Nueva publicación' });
  expect(screen.queryByRole('region', { name: /^Micrositio / })).toBeNull();
});
