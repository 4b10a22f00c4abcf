// One API call as the web client makes it: JSON, the caller's token or guest key, and a `name` tag
// that groups it in the summary (ids in paths would split it into one series per id), and its phase.
import { check } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { phase } from './phase.js';
import { BASE_URL } from './settings.js';

const FAILURES_LOGGED_PER_VU = 3;
let failuresLogged = 0;

/** `caller`: { token } for an account, { guestKey } for a visitor. */
export function headersOf(caller, contentType) {
  const headers = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.guestKey) headers['x-guest-key'] = caller.guestKey;
  return headers;
}

/** A request with a ready body; returns the parsed JSON answer, or null when it was not a 2xx. */
export function send(method, path, name, caller, body, contentType) {
  const params = { headers: headersOf(caller, contentType), tags: { name, phase: phase() } };
  const response = http.request(method, `${BASE_URL}/api${path}`, body, params);
  // The scenario's end cut the request short: k6 counts it nowhere, and neither do the checks.
  if (response.status === 0 && exec.scenario.progress >= 1) return null;
  const ok = check(response, { [`${name}: 2xx`]: (answer) => answer.status >= 200 && answer.status < 300 });
  if (ok) return response.body ? response.json() : {};
  if (failuresLogged++ < FAILURES_LOGGED_PER_VU) {
    const answer = response.status === 0 ? response.error : String(response.body).slice(0, 300);
    console.warn(`${method} ${path} (${name}): ${response.status} ${answer}`);
  }
  return null;
}

/** A JSON call; without a body it sends no content type (Fastify refuses an empty JSON body). */
export function call(method, path, name, caller, body) {
  if (body === undefined) return send(method, path, name, caller, null, null);
  return send(method, path, name, caller, JSON.stringify(body), 'application/json');
}
