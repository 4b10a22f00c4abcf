// A loopback stand-in for Octoparse's OpenAPI (openapi.octoparse.com), answering with the shapes
// its documentation shows: `{data, requestId}` on success, `{error: {code, message}, requestId}` on
// a 400, 401 for a missing or expired token, 429 past 20 requests in a second. Octoparse cannot run
// here; everything the client does against it is real HTTP through the outbound fetch.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type LoopbackServer, startLoopbackServer } from '../../../outboundFetch/testing.ts';

export interface FakeTask {
  taskId: string;
  taskName: string;
  /** Octoparse's words: 'Extracting' while running, 'Finished' or 'Stopped' after. */
  status: string;
  /** Every row extracted so far, in order. */
  rows: Record<string, unknown>[];
  /** How many rows from the start have been marked exported. */
  exported: number;
  /** How many rows the last `data/notexported` gave, which `data/markexported` marks. */
  lastGiven: number;
}

export interface FakeOctoparse extends LoopbackServer {
  baseUrl: string;
  account: { username: string; password: string };
  tasks: Map<string, FakeTask>;
  /** Adds a task (or replaces it) with rows not yet exported. */
  task(taskId: string, rows: Record<string, unknown>[], status?: string): FakeTask;
  /** Forgets every access token given so far, as when they expire. */
  expireTokens(): void;
  /** Requests with a body, by path: what the client sent. */
  bodies: { path: string; body: Record<string, unknown> }[];
  /** The most requests seen within one second since the last `countAfresh`. */
  busiestSecond(): number;
  /** Forgets the requests seen so far, for the rate limit and busiestSecond. */
  countAfresh(): void;
}

const ROWS_PER_CALL = 1_000;
const REQUESTS_PER_SECOND = 20;

let requestCount = 0;
const requestId = () => `0HFAKEOCTO:${String(++requestCount).padStart(8, '0')}`;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const ok = (response: ServerResponse, data: unknown) => send(response, 200, { data, requestId: requestId() });
const failure = (response: ServerResponse, status: number, code: string, message: string) =>
  send(response, status, { error: { code, message }, requestId: requestId() });

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}

export async function startFakeOctoparse(account = { username: 'inmobiliaria', password: 'clave-octoparse' }) {
  const tasks = new Map<string, FakeTask>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const bodies: FakeOctoparse['bodies'] = [];
  const times: number[] = [];
  let issued = 0;

  const issueTokens = () => {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, expires_in: '86399', token_type: 'Bearer', refresh_token: refresh };
  };

  const token = (body: Record<string, unknown>, response: ServerResponse) => {
    if (body.grant_type === 'password' && body.username === account.username && body.password === account.password)
      return ok(response, issueTokens());
    if (body.grant_type === 'refresh_token' && refreshTokens.delete(String(body.refresh_token)))
      return ok(response, issueTokens());
    return failure(response, 400, 'Invalid.Grant', 'Incorrect username or password.');
  };

  const authorized = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const body = request.method === 'POST' ? await jsonBody(request) : {};
    if (request.method === 'POST') bodies.push({ path: url.pathname, body });
    if (url.pathname === '/token') return token(body, response);
    const bearer = request.headers.authorization?.replace(/^bearer /i, '') ?? '';
    if (!accessTokens.has(bearer)) return void response.writeHead(401).end();
    const taskId = url.searchParams.get('taskId') ?? String(body.taskId ?? '');
    const task = tasks.get(taskId);
    const size = Number(url.searchParams.get('size'));
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /cloudextraction/statuses': {
        const ids = Array.isArray(body.taskIds) ? body.taskIds : [];
        const known = ids.map((id) => tasks.get(String(id))).filter((found) => found !== undefined);
        return ok(
          response,
          known.map(({ taskId: id, taskName, status }) => ({ taskId: id, taskName, status })),
        );
      }
      case 'GET /task/search':
        return ok(
          response,
          [...tasks.values()].map(({ taskId: id, taskName }) => ({ taskId: id, taskName })),
        );
      case 'GET /data/notexported': {
        if (!task) return failure(response, 400, 'InvalidParameter', 'Invalid taskId');
        if (!(size >= 1 && size <= ROWS_PER_CALL)) return failure(response, 400, 'InvalidParameter', 'Invalid size');
        const rows = task.rows.slice(task.exported, task.exported + size);
        task.lastGiven = rows.length;
        return ok(response, { total: task.rows.length, current: rows.length, data: rows });
      }
      case 'POST /data/markexported':
        if (!task) return failure(response, 400, 'InvalidParameter', 'Invalid taskId');
        task.exported += task.lastGiven;
        task.lastGiven = 0;
        return ok(response, null);
      case 'GET /data/all': {
        const offset = Number(url.searchParams.get('offset'));
        if (!task) return failure(response, 400, 'InvalidParameter', 'Invalid taskId');
        if (!(size >= 1 && size <= ROWS_PER_CALL)) return failure(response, 400, 'InvalidParameter', 'Invalid size');
        const rows = task.rows.slice(offset, offset + size);
        const total = task.rows.length;
        const next = offset + rows.length;
        return ok(response, { offset: next, total, restTotal: total - next, data: rows });
      }
      default:
        return failure(response, 404, 'NotFound', 'Not Found');
    }
  };

  const server = await startLoopbackServer((request, response) => {
    const now = Date.now();
    times.push(now);
    if (times.filter((time) => time > now - 1_000).length > REQUESTS_PER_SECOND)
      return failure(response, 429, 'TooManyRequests', 'Too many requests');
    const url = new URL(request.url ?? '/', 'http://octoparse.test');
    authorized(request, response, url).catch(() => failure(response, 500, 'ServerError', 'Internal Server Error'));
  });

  const fake: FakeOctoparse = Object.assign(server, {
    baseUrl: server.url(''),
    account,
    tasks,
    bodies,
    task(taskId: string, rows: Record<string, unknown>[], status = 'Finished') {
      const created = { taskId, taskName: `Tarea ${taskId}`, status, rows, exported: 0, lastGiven: 0 };
      tasks.set(taskId, created);
      return created;
    },
    expireTokens: () => accessTokens.clear(),
    countAfresh: () => times.splice(0),
    busiestSecond: () => Math.max(0, ...times.map((time) => times.filter((t) => t >= time && t < time + 1_000).length)),
  });
  return fake;
}
