// @vitest-environment happy-dom
// The alerts panel as a participant uses it, against an HTTP server on loopback: it shows the saved
// setting when it opens, saves what the switches say, drops an edit closed without saving, and a
// failed read is told by the error catalogue and closes the panel.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@app/contracts/messages';
import { SEARCH_ALERT_MESSAGES, type SearchAlertSetting } from '@app/contracts/search/alerts';
import type { Search } from '@app/contracts/search/search';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createAppQueryClient } from '../../api/query/queryClient.ts';
import { theme } from '../../app/theme.ts';
import { AlertsPanel } from './AlertsPanel.tsx';

const SEARCH = { uuid: '0b6e1a2c-2f8e-4a51-9b44-1c3c8f0e2a10' } as Search;

let server: Server;
let saved: SearchAlertSetting = { on: true, email: false };
let searchExists = true;
let reads = 0;
let saves: unknown[] = [];
let closes = 0;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    response.setHeader('content-type', 'application/json');
    if (!searchExists) {
      response.writeHead(404);
      response.end(JSON.stringify({ message: '', errors: {} }));
      return;
    }
    if (request.method === 'PUT') {
      saved = JSON.parse(text) as SearchAlertSetting;
      saves.push(saved);
      response.end(JSON.stringify({ message: SEARCH_ALERT_MESSAGES.on, data: saved }));
      return;
    }
    reads += 1;
    response.end(JSON.stringify(saved));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  saved = { on: true, email: false };
  searchExists = true;
  reads = 0;
  saves = [];
  closes = 0;
});

afterEach(cleanup);

function renderPanel() {
  const client = createAppQueryClient({ retryDelayMs: 5 });
  const panel = (opened: boolean) => (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <Notifications />
        <AlertsPanel
          search={SEARCH}
          opened={opened}
          onClose={() => {
            closes += 1;
          }}
          onChanged={() => undefined}
        />
      </MantineProvider>
    </QueryClientProvider>
  );
  const view = render(panel(true));
  return {
    reopen: async () => {
      await act(async () => view.rerender(panel(false)));
      await act(async () => view.rerender(panel(true)));
    },
  };
}

const instantSwitch = () => screen.getByRole('switch', { name: 'Avisarme al instante' }) as HTMLInputElement;
const emailSwitch = () => screen.getByRole('switch', { name: 'También por e-mail' }) as HTMLInputElement;

it('shows the saved setting and saves what the switches say', async () => {
  renderPanel();
  await expect.poll(() => instantSwitch().checked).toBe(true);
  expect(emailSwitch().checked).toBe(false);
  fireEvent.click(emailSwitch());
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(SEARCH_ALERT_MESSAGES.on)).toBeTruthy();
  expect(saves).toEqual([{ on: true, email: true }]);
  expect(closes).toBe(1);
});

it('drops an edit closed without saving', async () => {
  const panel = renderPanel();
  await expect.poll(() => instantSwitch().checked).toBe(true);
  fireEvent.click(instantSwitch());
  expect(instantSwitch().checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(closes).toBe(1);
  await panel.reopen();
  await expect.poll(() => instantSwitch().checked).toBe(true);
  expect(saves).toEqual([]);
  expect(reads).toBe(1);
});

it('tells a failed read by the catalogue and closes', async () => {
  searchExists = false;
  renderPanel();
  expect(await screen.findByText(ERROR_MESSAGES.notFound)).toBeTruthy();
  await expect.poll(() => closes).toBe(1);
});
