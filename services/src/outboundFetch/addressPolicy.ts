// Which addresses an outbound request may connect to. Production only ever uses
// `PUBLIC_INTERNET`: public unicast addresses, resolved by the system's DNS.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundPolicy {
  /** Every address a hostname resolves to; all of them are checked before one is connected to. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  permits(address: string, port: number): boolean;
}

/**
 * A public unicast address: not private, loopback, link-local (169.254.169.254, the cloud
 * metadata service, is one), unique-local (fd00:ec2::254 too), carrier-grade NAT, multicast,
 * reserved or unspecified. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

export async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
}

export const PUBLIC_INTERNET: OutboundPolicy = {
  resolve: systemResolve,
  permits: (address) => isPublicAddress(address),
};
