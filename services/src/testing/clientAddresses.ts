// Each test can call from its own client address (the API trusts X-Forwarded-For), so the
// per-address rate limits of one test never spill into the next.
let next = 0;

export function newClientAddress(): { 'x-forwarded-for': string } {
  next += 1;
  return { 'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}` };
}
