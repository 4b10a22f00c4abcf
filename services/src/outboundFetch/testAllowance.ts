// Tests serve feeds from loopback servers, which the public-internet policy refuses. This
// allowance lets exactly the named loopback ports through, and nothing else private, so the
// refusal paths stay real in the same tests. It cannot be created outside a vitest run.
import { isLoopbackAddress, isPublicAddress, type OutboundPolicy, systemResolve } from './addressPolicy.ts';

export function loopbackTestAllowance(
  ports: readonly number[],
  resolve: OutboundPolicy['resolve'] = systemResolve,
): OutboundPolicy {
  if (!process.env.VITEST) throw new Error('loopbackTestAllowance is for tests only (VITEST is not set)');
  return {
    resolve,
    permits: (address, port) => isPublicAddress(address) || (isLoopbackAddress(address) && ports.includes(port)),
  };
}
