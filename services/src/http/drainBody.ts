// An error answered while the request's body is still arriving (a JSON body past its limit, a
// multipart file past its size, a 401 before a large upload) is answered once that body has been
// read and dropped. fastify closes such a connection after the answer; closing a socket with unread
// data makes the kernel reset it, and a client still sending then gets a reset instead of the answer.
import type { FastifyRequest } from 'fastify';

/** Past this many bytes, or this long, the answer goes anyway (the client may then see a reset). */
const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
const DRAIN_MAX_MS = 15_000;

/** Whether part of the body has not been read yet (an injected request never says `complete`). */
export function bodyStillArriving(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !raw.complete && !raw.readableEnded && !raw.destroyed;
}

/** Reads the rest of the request's body and drops it, within the bounds above. */
export function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (Number(raw.headers['content-length']) > DRAIN_MAX_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > DRAIN_MAX_BYTES) finish();
    }
    function finish() {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    }
    raw.on('data', onData).once('end', finish).once('close', finish).once('error', finish);
    raw.resume();
  });
}
