import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trustedProxies.ts';

describe('TRUST_PROXY setting', () => {
  it('is off when unset, empty or false', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) expect(trustProxySchema.parse(value)).toBe(false);
  });

  it('takes addresses and CIDR ranges', () => {
    expect(trustProxySchema.parse('10.0.0.5, 172.16.0.0/12,::1,loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else at start rather than trusting by accident', () => {
    // A hop count cannot tell the proxy from a client that sends the header itself.
    for (const value of ['1', 'true', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1']) {
      expect(trustProxySchema.safeParse(value).success).toBe(false);
    }
  });
});
