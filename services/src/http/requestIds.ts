// Request ids: ours, generated for every request, become the correlation id stored in the events a
// request records. A client's own `x-request-id` is kept apart (in the request's log lines only): a
// value anyone can write must not pose as ours in the log of facts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const CLIENT_REQUEST_ID_HEADER = 'x-request-id';
/** Printable ASCII of a sensible length; anything else is not worth a log line. */
const CLIENT_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

export const generateRequestId = () => randomUUID();

export function logClientRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const sent = request.headers[CLIENT_REQUEST_ID_HEADER];
    if (typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent)) {
      request.log = request.log.child({ clientRequestId: sent });
    }
  });
}
