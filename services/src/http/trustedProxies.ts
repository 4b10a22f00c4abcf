// TRUST_PROXY: which proxies' X-Forwarded-* headers the API believes (docs/security.md). Off by
// default: a header anyone can write must not choose the address per-address limits count.
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What fastify's `trustProxy` takes: false, or the proxies' addresses and CIDR ranges. Not a hop
 * count: fastify 5.12 trusts nothing for one, since a count cannot tell a proxy from a client.
 */
export type TrustedProxies = false | string[];

/** Names @fastify/proxy-addr knows for the usual private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'false', 'off', 'no', '0']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustedProxies => {
    const setting = (value ?? '').trim().toLowerCase();
    if (OFF.has(setting)) return false;
    if (/^\d+$/.test(setting)) {
      context.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY: name the proxies’ addresses or CIDR ranges, not a hop count',
      });
      return z.NEVER;
    }
    const entries = setting.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: not an address or CIDR range: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
