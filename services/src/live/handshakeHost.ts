// The host a socket's handshake came through, read as fastify reads a request's (app.ts sets
// `trustProxy`): the Host header, or X-Forwarded-Host's last entry when the connection comes from a
// proxy TRUST_PROXY names. A forged X-Forwarded-Host from anyone else is ignored.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustedProxies } from '../http/index.ts';

const lastEntry = (value: string | string[] | undefined) => {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.split(',').at(-1)?.trim() ?? '';
};

/** `example.com:3000` → `example.com`; `[::1]:3000` → `[::1]`. */
const withoutPort = (host: string) =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;

export function handshakeHostname(request: IncomingMessage, trustProxy: TrustedProxies): string {
  const forwarded = lastEntry(request.headers['x-forwarded-host']);
  const remote = request.socket.remoteAddress ?? '';
  const trusted = trustProxy !== false && forwarded !== '' && proxyAddr.compile(trustProxy)(remote, 0);
  return withoutPort(trusted ? forwarded : (request.headers.host ?? ''));
}
