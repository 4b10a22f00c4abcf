import { describe, expect, it } from 'vitest';
import { personKeyOf } from './personKey.ts';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: object) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.firma`;

describe("the owner of a device's offline decisions", () => {
  it('is the account the session token names, so two people on one phone keep their own', () => {
    const ana = tokenFor({ sub: '7d1f0c2a-0000-4000-8000-00000000a11a', sid: 'x' });
    const bruno = tokenFor({ sub: '7d1f0c2a-0000-4000-8000-00000000b0b0', sid: 'y' });
    expect(personKeyOf(ana)).toBe('7d1f0c2a-0000-4000-8000-00000000a11a');
    expect(personKeyOf(bruno)).not.toBe(personKeyOf(ana));
  });

  it("is the visitor's without a session, and the session's when the token cannot be read", () => {
    expect(personKeyOf(null)).toBe('guest');
    expect(personKeyOf('no-es-un-token')).toBe('session');
  });
});
