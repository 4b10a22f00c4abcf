// Every operation of the app's own OpenAPI document, called with malformed input as a visitor and
// as a signed-in premium administrator (who passes every access rule, so the input reaches the
// route): no answer is a 5xx, every refusal answers the usual { message, errors } shape, and a
// refused request appends no event. Routes added later are in the document, so they are fuzzed too.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSearchWorld } from '../search/testing/searchCatalogueWorld.ts';
import { newGuestKey, searchClient } from '../search/testing/searchClient.ts';
import { type FuzzRequest, type Operation, operationsOf, requestsFor } from '../testing/fuzz/fuzzRequests.ts';
import { SeededRandom } from '../testing/fuzz/schemaValues.ts';
import { unboundedTexts } from '../testing/fuzz/unboundedTexts.ts';
import { ALL_PERMISSIONS, bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Requests per role, shared evenly by the operations (at least a few each, however many there are). */
const BUDGET = { visitor: 900, user: 2_100 };
/** Signing out ends the session every other request of the signed-in run uses: it goes last. */
const LAST = '/api/auth/logout';

let world: TestPlatform;
let operations: Operation[];
let knownIds: string[];
let token: string;

beforeAll(async () => {
  world = await startTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const account = await world.accountFor({ premium: true, permissions: ALL_PERMISSIONS });
  token = account.token;
  const catalogue = await seedSearchWorld(world.platform, account.userId);
  const filters = [{ type_id: catalogue.typeId('inmuebles') }];
  const search = await searchClient(world.app).create({ filters }, { token });
  const guestSearch = await searchClient(world.app).create({ filters }, { guestKey: newGuestKey() });
  knownIds = [account.userId, search, guestSearch, ...Object.values(catalogue.ids), randomUUID()];
  knownIds.push(catalogue.typeId('vehiculos'), catalogue.categoryId('inmuebles', 'Casa'));
  const document = (await world.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(document).sort((a, b) => Number(a.path === LAST) - Number(b.path === LAST));
}, 120_000);
afterAll(() => world.stop());

interface Failure {
  request: string;
  status: number;
  problem: string;
}

function problemOf(response: LightMyRequestResponse, appended: boolean): string | null {
  if (response.statusCode >= 500) return response.body.slice(0, 200);
  if (response.statusCode < 400) return null;
  if (appended) return 'a refused request appended events';
  const body = response.json();
  const shaped = typeof body.message === 'string' && typeof body.errors === 'object' && body.errors !== null;
  return shaped ? null : `not the usual shape: ${response.body.slice(0, 200)}`;
}

async function fuzz(role: 'visitor' | 'user'): Promise<{ sent: number; failures: Failure[] }> {
  const random = new SeededRandom(SEED + (role === 'user' ? 1 : 0));
  const authorization = role === 'user' ? bearer(token) : {};
  const failures: Failure[] = [];
  const perOperation = Math.max(4, Math.floor(BUDGET[role] / operations.length));
  let sent = 0;
  for (const operation of operations) {
    for (const request of requestsFor(operation, knownIds, random, perOperation)) {
      const before = await logHead();
      const response = await send(request, authorization);
      const appended = (await logHead()) !== before;
      sent++;
      const problem = problemOf(response, appended);
      if (problem)
        failures.push({
          request: `${request.method} ${request.url.slice(0, 120)} [${request.label}]`,
          status: response.statusCode,
          problem,
        });
    }
  }
  return { sent, failures };
}

/** The event log's last position, comparable with !==. */
async function logHead(): Promise<string> {
  const head = await world.platform.store.headCheckpoint();
  return JSON.stringify(head, (_, value) => (typeof value === 'bigint' ? String(value) : value));
}

function send(request: FuzzRequest, authorization: Record<string, string>) {
  const { method, url, payload } = request;
  return world.app.inject({ method: method as 'GET', url, payload, headers: { ...request.headers, ...authorization } });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers every operation the app declares', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('bounds every text a request can carry (parameters and JSON bodies)', () => {
    const unbounded = operations.flatMap((operation) =>
      unboundedTexts(operation).map((field) => `${operation.method} ${operation.path} ${field}`),
    );
    expect(unbounded).toEqual([]);
  });

  it.each(['visitor', 'user'] as const)(
    'answers a %s no 5xx and refuses with no event appended',
    async (role) => {
      const { sent, failures } = await fuzz(role);
      console.info(`fuzz ${role}: ${sent} requests, ${failures.length} failures`);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
