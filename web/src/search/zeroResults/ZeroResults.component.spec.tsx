// @vitest-environment happy-dom
// The builder's zero-results state as a person meets it, against an HTTP server on loopback that
// answers as the platform does (services/src/search/loosening proves the answers themselves): with
// 'Sin resultados' it offers the nearest loosenings with their counts, one tap applies one, and
// 'Avisame cuando haya' saves the search with instant alerts on, or first asks a visitor to sign in.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@app/contracts/account/user';
import type { SearchFilter, SearchPlaceInput } from '@app/contracts/search/filter';
import { LOOSENING_MESSAGES, type SearchLoosening } from '@app/contracts/search/loosening';
import type { Search } from '@app/contracts/search/search';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppQueryClient } from '../../api/query/queryClient.ts';
import { theme } from '../../app/theme.ts';
import { identifyDialog } from '../../dialogs/dialogState.ts';
import { currentUser } from '../../session/sessionState.ts';
import type { ResultCount } from '../builder/resultCount.ts';
import { ZeroResults } from './ZeroResults.tsx';

const HOUSES = '00000000-0000-4000-8000-0000000000a1';
const SAVED = '0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a10';
const NONE: ResultCount = { kind: 'known', count: 0, capped: false };
const FOUND: ResultCount = { kind: 'known', count: 3, capped: false };

const flat = (max: number): SearchFilter => ({
  title: null,
  type_id: HOUSES,
  category_id: null,
  operation: null,
  currency: 'USD',
  amount: { min: null, max },
  extras: { ambientes: 3 },
  stock: null,
});
const DRAFT = {
  microsite_id: null,
  group_id: null,
  user_id: null,
  filters: [flat(100_000)],
  places: [{ reference: 'ar-barrio-palermo' }],
};
const LOOSENINGS: SearchLoosening[] = [
  {
    kind: 'price',
    label: 'Precio hasta U$S 120.000',
    count: 4,
    capped: false,
    count_label: '4 resultados',
    filters: [flat(120_000)],
    places: [{ reference: 'ar-barrio-palermo' }],
  },
  {
    kind: 'places',
    label: 'Cerca de Palermo (hasta 5 km)',
    count: 1,
    capped: false,
    count_label: '1 resultado',
    filters: [flat(100_000)],
    places: [{ reference: 'ar-barrio-palermo', radius_km: 5 }],
  },
];

let server: Server;
let requests: { method: string; url: string; body: unknown }[] = [];

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    requests.push({ method: request.method ?? '', url: request.url ?? '', body });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/search/loosenings') {
      response.end(JSON.stringify({ data: LOOSENINGS }));
      return;
    }
    if (request.method === 'PUT' && request.url === `/api/search/${SAVED}/alerts`) {
      response.end(
        JSON.stringify({ message: 'Te vamos a avisar al instante cuando aparezca algo nuevo.', data: body }),
      );
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

let applied: { filters: SearchFilter[]; places: SearchPlaceInput[] }[] = [];
let saves = 0;

beforeEach(() => {
  requests = [];
  applied = [];
  saves = 0;
  currentUser.value = { id: crypto.randomUUID(), name: 'Ana', email_verified: true, is_premium: false } as User;
});

afterEach(() => {
  cleanup();
  currentUser.value = null;
  identifyDialog.value = null;
});

function showBuilderFooter(count: ResultCount) {
  render(
    <QueryClientProvider client={createAppQueryClient({ retryDelayMs: 5 })}>
      <MantineProvider theme={theme}>
        <Notifications />
        <ZeroResults
          draft={DRAFT}
          count={count}
          onLoosen={(filters, places) => applied.push({ filters, places })}
          onSave={async () => {
            saves += 1;
            return { uuid: SAVED } as Search;
          }}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('offers the nearest loosenings with their counts, and one tap applies one', async () => {
  showBuilderFooter(NONE);
  const wider = await screen.findByRole('button', { name: /Precio hasta U\$S 120\.000/ });
  expect(wider.textContent).toContain('4 resultados');
  expect(screen.getByRole('button', { name: /Cerca de Palermo \(hasta 5 km\)/ }).textContent).toContain('1 resultado');
  expect(screen.getByText(LOOSENING_MESSAGES.title)).toBeTruthy();
  expect(requests.find((request) => request.url === '/api/search/loosenings')?.body).toMatchObject({
    filters: [{ amount: { max: 100_000 } }],
    places: [{ reference: 'ar-barrio-palermo' }],
  });
  fireEvent.click(wider);
  expect(applied).toEqual([{ filters: LOOSENINGS[0]!.filters, places: LOOSENINGS[0]!.places }]);
});

it('stays out of the way while the filters find something', async () => {
  showBuilderFooter(FOUND);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('button', { name: LOOSENING_MESSAGES.alert })).toBeNull();
  expect(requests).toEqual([]);
});

it('saves the search with instant alerts on when asked to tell when there is something', async () => {
  showBuilderFooter(NONE);
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: LOOSENING_MESSAGES.alert }));
  });
  expect(await screen.findByText(LOOSENING_MESSAGES.alertSaved)).toBeTruthy();
  expect(saves).toBe(1);
  const alerts = requests.find((request) => request.method === 'PUT');
  expect(alerts).toEqual({ method: 'PUT', url: `/api/search/${SAVED}/alerts`, body: { on: true, email: false } });
});

it('asks a visitor to sign in before saving anything', async () => {
  currentUser.value = null;
  showBuilderFooter(NONE);
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: LOOSENING_MESSAGES.alert }));
  });
  expect(identifyDialog.value).toMatchObject({ step: 'email', subtitle: 'Para avisarte cuando haya publicaciones' });
  expect(saves).toBe(0);
  expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
});
