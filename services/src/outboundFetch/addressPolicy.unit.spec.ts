import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addressPolicy.ts';
import { loopbackTestAllowance } from './testAllowance.ts';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['100.100.100.200', 'carrier-grade NAT: Alibaba metadata'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00:ec2::254', 'unique-local: AWS IPv6 metadata'],
    ['fc00::1', 'unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hexadecimal'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'IPv4-compatible loopback, as URL parsing writes it'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['::c0a8:1', 'IPv4-compatible 192.168.0.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b::a00:1', 'NAT64 private'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:a9fe:a9fe::1', '6to4 metadata'],
    ['2002:c0a8:1::1', '6to4 private'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('permits %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('the loopback test allowance', () => {
  it('permits only the named loopback ports, and public addresses', () => {
    const policy = loopbackTestAllowance([4321]);
    expect(policy.permits('127.0.0.1', 4321)).toBe(true);
    expect(policy.permits('127.0.0.1', 4322)).toBe(false);
    expect(policy.permits('169.254.169.254', 4321)).toBe(false);
    expect(policy.permits('10.0.0.1', 4321)).toBe(false);
    expect(policy.permits('8.8.8.8', 80)).toBe(true);
  });

  it('cannot be created outside a vitest run', () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => loopbackTestAllowance([4321])).toThrow(/tests only/);
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
