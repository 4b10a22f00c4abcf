import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { handshakeHostname } from './handshakeHost.ts';

const handshake = (remoteAddress: string, headers: Record<string, string>) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the host a socket came through', () => {
  it('is the Host header, without its port', () => {
    expect(handshakeHostname(handshake('203.0.113.9', { host: 'marca.localhost:3000' }), false)).toBe(
      'marca.localhost',
    );
    expect(handshakeHostname(handshake('203.0.113.9', { host: '[::1]:3000' }), false)).toBe('[::1]');
  });

  it('takes X-Forwarded-Host only from a proxy TRUST_PROXY names', () => {
    const forged = handshake('203.0.113.9', { host: 'localhost:3000', 'x-forwarded-host': 'marca.localhost' });
    expect(handshakeHostname(forged, ['10.0.0.0/8'])).toBe('localhost');
    const proxied = handshake('10.1.2.3', {
      host: 'api.internal',
      'x-forwarded-host': 'evil.example, marca.localhost',
    });
    expect(handshakeHostname(proxied, ['10.0.0.0/8'])).toBe('marca.localhost');
    expect(handshakeHostname(proxied, false)).toBe('api.internal');
  });
});
