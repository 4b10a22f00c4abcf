// Each test can call from its own client address (inject's `remoteAddress`: the connection's own
// address, since the API believes no forwarded header unless TRUST_PROXY names a proxy), so the
// per-address rate limits of one test never spill into the next. Spread it into inject's options.
let next = 0;

export function fromNewClientAddress(): { remoteAddress: string } {
  next += 1;
  return { remoteAddress: `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}` };
}
