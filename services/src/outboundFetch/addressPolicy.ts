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
 * The IPv4 address an IPv6 address carries, where the IPv6 form reaches that IPv4 host:
 * IPv4-compatible (::a.b.c.d, deprecated but still parsed), IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::a.b.c.d) and 6to4
 * (2002:aabb:ccdd::). Null for any other address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const last32 = () => new ipaddr.IPv4(bytes.slice(12, 16));
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return last32();
    case 'rfc6052':
      // 64:ff9b::/96 embeds at the end; the local-use 64:ff9b:1::/48 is not judged here (refused).
      return address.match(ipaddr.IPv6.parse('64:ff9b::'), 96) ? last32() : null;
    case '6to4':
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return bytes.slice(0, 12).every((byte) => byte === 0) ? last32() : null;
  }
}

/**
 * A public unicast address: not private, loopback, link-local (169.254.169.254, the cloud
 * metadata service, is one), unique-local (fd00:ec2::254 too), carrier-grade NAT, multicast,
 * reserved or unspecified. An IPv6 address that carries an IPv4 one (compatible, mapped,
 * translated, NAT64, 6to4) is judged as that IPv4 address; Teredo and local-use NAT64 are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const carried = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : null;
  return (carried ?? parsed).range() === 'unicast';
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
