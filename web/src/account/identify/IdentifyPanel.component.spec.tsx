// @vitest-environment happy-dom
// The identification panel as a person uses it (SPEC.md sections 2, 4 and 8), against an HTTP
// server on loopback that answers as the platform does: the e-mail is asked first and checked in
// the browser with the SPEC's messages; a new address goes on to sign up (name and the accepted
// terms required), an address with an account gets its code and enters with it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODE_SENT_MESSAGE, IDENTIFICATION_MESSAGES } from '@app/contracts/account/auth';
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { identifyDialog, openIdentify } from '../../dialogs/dialogState.ts';
import { clearSession } from '../../session/sessionActions.ts';
import { currentUser, sessionToken } from '../../session/sessionState.ts';
import IdentifyPanel from './IdentifyPanel.tsx';

const REGISTERED = 'ana@example.com';
const RIGHT_CODE = '123456';

let server: Server;
let requests: { path: string; body: Record<string, unknown> }[] = [];

function user(email: string, name: string) {
  return {
    id: crypto.randomUUID(),
    name,
    slug: null,
    email,
    email_verified: true,
    phone: null,
    avatar_url: null,
    is_premium: false,
    is_admin: false,
    has_stat: false,
    created_at: '2026-11-01T12:00:00-03:00',
    contact_types: ['email'],
    notification_types: [],
    notification_channels: [],
    permissions: [],
    publications_count_true: 0,
    publications_count_false: 0,
  };
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** What the platform answers on each identification route, from the request's body. */
function answer(path: string, body: Record<string, unknown>): { status: number; json: unknown } {
  switch (path) {
    case '/api/auth/check':
      return { status: 200, json: { exists: body.email === REGISTERED } };
    case '/api/auth/recover/send':
      return { status: 200, json: { message: CODE_SENT_MESSAGE } };
    case '/api/auth/recover/check':
      return body.code === RIGHT_CODE
        ? { status: 200, json: { token: 'sesión de Ana', user: user(REGISTERED, 'Ana') } }
        : { status: 422, json: { message: '', errors: { code: [IDENTIFICATION_MESSAGES.wrongCode] } } };
    case '/api/auth/signup':
      return { status: 201, json: { token: 'sesión nueva', user: user(String(body.email), String(body.name)) } };
    default:
      return { status: 404, json: { message: '', errors: {} } };
  }
}

beforeAll(async () => {
  // Zod's Spanish messages, as the app installs them at start (startup.ts).
  useSpanishErrors();
  server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const body = await bodyOf(request);
    requests.push({ path, body });
    const { status, json } = answer(path, body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  clearSession();
  render(
    <MantineProvider>
      <Notifications />
      <IdentifyPanel />
    </MantineProvider>,
  );
  act(() => openIdentify('email'));
});

afterEach(() => {
  act(() => {
    identifyDialog.value = null;
  });
  cleanup();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

async function continueWith(email: string) {
  type('Correo electrónico', email);
  press('Continuar');
}

it('asks for the e-mail first and tells what is wrong with it before asking the server', async () => {
  expect(await screen.findByText('Identificate')).toBeTruthy();
  press('Continuar');
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
  await continueWith('ana@');
  expect(await screen.findByText('No es una dirección de correo electrónico válida')).toBeTruthy();
  expect(requests).toEqual([]);
});

it('takes a new address to sign up, which needs a name and the accepted terms', async () => {
  await continueWith('  Nuevo@Example.com ');
  expect(await screen.findByText('Creá tu cuenta')).toBeTruthy();
  expect(screen.getByText('nuevo@example.com')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();

  press('Crear cuenta');
  expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
  type('Nombre', 'Al');
  press('Crear cuenta');
  expect(await screen.findByText('Este campo debe tener al menos 3 caracteres')).toBeTruthy();
  expect(requests.map((request) => request.path)).toEqual(['/api/auth/check']);

  type('Nombre', 'Beatriz');
  fireEvent.click(screen.getByRole('checkbox'));
  press('Crear cuenta');
  expect(await screen.findByText('¡Hola, Beatriz!')).toBeTruthy();
  expect(requests.at(-1)).toMatchObject({
    path: '/api/auth/signup',
    body: { email: 'nuevo@example.com', name: 'Beatriz' },
  });
  expect(sessionToken.value).toBe('sesión nueva');
});

it('sends a code to an address with an account and enters with it once all six digits are in', async () => {
  await continueWith(REGISTERED);
  expect(await screen.findByText('Ingresá el código')).toBeTruthy();
  expect(await screen.findByText(CODE_SENT_MESSAGE)).toBeTruthy();
  expect(requests.map((request) => request.path)).toEqual(['/api/auth/check', '/api/auth/recover/send']);

  press('Ingresar');
  expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();
  const digits = screen.getAllByLabelText('Código', { selector: 'input' });
  expect(digits).toHaveLength(6);
  const paste = (code: string) => fireEvent.paste(digits[0] as HTMLElement, { clipboardData: { getData: () => code } });

  paste('654321');
  expect(await screen.findByText(IDENTIFICATION_MESSAGES.wrongCode)).toBeTruthy();
  expect(currentUser.value).toBeNull();

  paste(RIGHT_CODE);
  expect(await screen.findByText('¡Hola, Ana!')).toBeTruthy();
  expect(currentUser.value?.email).toBe(REGISTERED);
  const codeChecks = requests.filter((request) => request.path === '/api/auth/recover/check');
  expect(codeChecks.map((request) => request.body.code)).toEqual(['654321', RIGHT_CODE]);
  expect(codeChecks[1]?.body.email).toBe(REGISTERED);
});
