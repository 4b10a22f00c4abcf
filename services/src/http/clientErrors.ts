// Requests Node's HTTP parser refuses before fastify sees them (a URL or headers past the 16 kB
// Node reads, a request line it cannot parse, a client too slow to send its request) answer in
// Spanish in the usual { message, errors } shape, as fastify's own refusals do (errorHandler.ts).
import type { Socket } from 'node:net';
import { ERROR_MESSAGES } from '@app/contracts';

const STATUS_LINES: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function refusalOf(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: ERROR_MESSAGES.noResponse };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: ERROR_MESSAGES.addressTooLong };
  return { status: 400, message: ERROR_MESSAGES.malformedBody };
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(error);
  const body = JSON.stringify({ message, errors: {} });
  if (socket.writable) {
    const head = `HTTP/1.1 ${status} ${STATUS_LINES[status]}\r\nContent-Type: application/json; charset=utf-8`;
    socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
