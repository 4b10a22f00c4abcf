// A URL checked before any connection: http(s), and a literal address (which DNS never sees)
// must be one the policy permits. Hostnames are checked when they resolve.
import ipaddr from 'ipaddr.js';
import type { OutboundPolicy } from './addressPolicy.ts';
import { OUTBOUND_MESSAGES, OutboundFetchError } from './outboundFetchError.ts';

export const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/** The address a URL's host names literally, without IPv6 brackets; null for a hostname. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
}

export function checkedTarget(url: string, policy: OutboundPolicy): URL {
  const target = URL.parse(url);
  if (!target) throw new OutboundFetchError('invalid_url', OUTBOUND_MESSAGES.invalidUrl);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new OutboundFetchError('protocol', OUTBOUND_MESSAGES.protocol);
  }
  if (!target.hostname) throw new OutboundFetchError('invalid_url', OUTBOUND_MESSAGES.invalidUrl);
  const literal = literalAddress(target);
  if (literal !== null && !policy.permits(literal, portOf(target))) {
    throw new OutboundFetchError('private_address', OUTBOUND_MESSAGES.privateAddress);
  }
  return target;
}

/**
 * Whether a URL may be saved: the checks every fetch makes before connecting, plus the answer
 * DNS gives now. Fetches check again, since a name may later resolve elsewhere.
 */
export async function checkPublicUrl(url: string, policy: OutboundPolicy): Promise<void> {
  const target = checkedTarget(url, policy);
  if (literalAddress(target) !== null) return;
  const addresses = await policy.resolve(target.hostname).catch(() => []);
  if (addresses.some(({ address }) => !policy.permits(address, portOf(target)))) {
    throw new OutboundFetchError('private_address', OUTBOUND_MESSAGES.privateAddress);
  }
}
