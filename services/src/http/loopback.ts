// Whether a request's TCP connection comes from this machine's loopback interface. Read from the
// socket itself: forwarded headers, trusted or not, never make a caller local.
import type { FastifyRequest } from 'fastify';

const IPV4_MAPPED = /^::ffff:/i;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.replace(IPV4_MAPPED, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

export function comesFromLoopback(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}
