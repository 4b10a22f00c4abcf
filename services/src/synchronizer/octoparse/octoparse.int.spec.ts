// The Octoparse client and source against a loopback fake of Octoparse's documented OpenAPI: token
// by password and by refresh, export by batches marked exported, a task still running or without
// rows ("not yet"), Octoparse's errors, its rate limit, and the outbound address rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loopbackTestAllowance } from '../../outboundFetch/testAllowance.ts';
import { encryptCredential } from '../credentials.ts';
import { OctoparseClient } from './octoparseClient.ts';
import { OctoparseError } from './octoparseError.ts';
import { OctoparseNotReady, octoparseItems } from './octoparseItems.ts';
import { type FakeOctoparse, startFakeOctoparse } from './testing/fakeOctoparse.ts';

const SECRET = 'test-secret-for-this-suite-only';
let octoparse: FakeOctoparse;

const rows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({
    id: `P-${from + index}`,
    type: 'productos',
    title: `Producto raspado ${from + index}`,
    price: '$ 150.000',
  }));

const source = () => ({ baseUrl: octoparse.baseUrl, policy: loopbackTestAllowance([octoparse.port]), secret: SECRET });
const config = (taskId: string, password = octoparse.account.password) => ({
  service: 'octoparse' as const,
  username: octoparse.account.username,
  passwordCiphertext: encryptCredential(SECRET, password),
  taskId,
});
const client = (password = octoparse.account.password) =>
  new OctoparseClient(octoparse.baseUrl, loopbackTestAllowance([octoparse.port]), {
    username: octoparse.account.username,
    password,
  });

beforeAll(async () => {
  octoparse = await startFakeOctoparse();
});
afterAll(() => octoparse.close());
// Each test's client paces itself as one run does; the fake counts every client's requests, so each
// test starts a second of its own, as a run of another account would.
beforeEach(() => octoparse.countAfresh());

describe('the token', () => {
  it('is asked for with grant_type password and the account', async () => {
    octoparse.task('t-token', rows(1));
    expect(await client().taskStatus('t-token')).toBe('Finished');
    expect(octoparse.bodies.find((sent) => sent.path === '/token')?.body).toEqual({
      username: 'inmobiliaria',
      password: 'clave-octoparse',
      grant_type: 'password',
    });
  });

  it('is refreshed with the refresh token when Octoparse no longer accepts it', async () => {
    octoparse.task('t-refresh', rows(1));
    const same = client();
    await same.taskStatus('t-refresh');
    octoparse.expireTokens();
    expect(await same.taskStatus('t-refresh')).toBe('Finished');
    const grants = octoparse.bodies.filter((sent) => sent.path === '/token').map((sent) => sent.body.grant_type);
    expect(grants.at(-1)).toBe('refresh_token');
  });

  it('refused (wrong password) fails with a Spanish reason', async () => {
    octoparse.task('t-wrong', rows(1));
    await expect(octoparseItems(source(), config('t-wrong', 'otra-clave'))).rejects.toThrow(
      new OctoparseError('Octoparse rechazó el usuario o la contraseña.'),
    );
    expect(octoparse.tasks.get('t-wrong')?.exported).toBe(0);
  });
});

describe('the rows', () => {
  it('are every row not yet exported, 1,000 a call, each batch marked exported', async () => {
    octoparse.task('t-many', rows(2_500));
    const items = await octoparseItems(source(), config('t-many'));
    expect(items).toHaveLength(2_500);
    expect(items[2_499]).toMatchObject({ id: 'P-2500', price: 150_000, currency: 'ARS' });
    expect(octoparse.tasks.get('t-many')?.exported).toBe(2_500);
    expect(octoparse.bodies.filter((sent) => sent.path === '/data/markexported')).toHaveLength(3);
  });

  it('a task still extracting is "not yet": nothing is read or marked', async () => {
    octoparse.task('t-running', rows(10), 'Extracting');
    await expect(octoparseItems(source(), config('t-running'))).rejects.toThrow(
      new OctoparseNotReady('la tarea de Octoparse todavía se está ejecutando.'),
    );
    expect(octoparse.tasks.get('t-running')?.exported).toBe(0);
  });

  it('a finished task with 0 new rows is "not yet", not an empty catalogue', async () => {
    octoparse.task('t-empty', []);
    await expect(octoparseItems(source(), config('t-empty'))).rejects.toBeInstanceOf(OctoparseNotReady);
  });

  it('a second read after everything was exported is "not yet" too', async () => {
    octoparse.task('t-twice', rows(3));
    expect(await octoparseItems(source(), config('t-twice'))).toHaveLength(3);
    await expect(octoparseItems(source(), config('t-twice'))).rejects.toBeInstanceOf(OctoparseNotReady);
  });

  it('an unknown task fails with a Spanish reason', async () => {
    await expect(octoparseItems(source(), config('no-existe'))).rejects.toThrow(
      new OctoparseError('Octoparse no encontró la tarea indicada.'),
    );
  });

  it("Octoparse's documented error answer becomes the run's reason", async () => {
    await expect(client().notExported('no-existe')).rejects.toThrow(
      new OctoparseError('Octoparse respondió con un error (InvalidParameter): Invalid taskId'),
    );
  });

  it('data/all pages by offset with at most 1,000 rows', async () => {
    octoparse.task('t-all', rows(1_200));
    const first = await client().allData('t-all', 0, 5_000);
    expect(first.rows).toHaveLength(1_000);
    expect(first.total).toBe(1_200);
    expect((await client().allData('t-all', 1_000)).rows.map((row) => row.id)).toContain('P-1200');
  });
});

describe('limits', () => {
  it('never sends Octoparse more than 20 requests in a second', async () => {
    octoparse.task('t-rate', rows(1));
    const busy = client();
    octoparse.countAfresh();
    await Promise.all(Array.from({ length: 45 }, () => busy.taskStatus('t-rate')));
    expect(octoparse.busiestSecond()).toBeLessThanOrEqual(20);
  });

  it('a base URL on a private or metadata address is refused before any request', async () => {
    const before = octoparse.requests.length;
    for (const baseUrl of ['http://169.254.169.254', `http://localhost:${octoparse.port + 1}`, 'http://10.0.0.5']) {
      const refused = octoparseItems({ ...source(), baseUrl }, config('t-token'));
      await expect(refused).rejects.toThrow(/No se pudo conectar con Octoparse: .*red privada o interna/);
    }
    expect(octoparse.requests.length).toBe(before);
  });
});
