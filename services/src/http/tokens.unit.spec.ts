import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from './tokens.ts';

const SECRET = 'a-secret-long-enough-for-hs256-signatures';
const ISSUED_AT = new Date('2026-11-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('session tokens', () => {
  it('names the user and session it was issued for, every time it is shown', () => {
    const token = issueToken(SECRET, 'user-1', 'session-1', ISSUED_AT);
    const claims = { userId: 'user-1', sessionId: 'session-1', siteId: null };
    expect(verifyToken(SECRET, token, ISSUED_AT)).toEqual(claims);
    expect(verifyToken(SECRET, token, new Date(ISSUED_AT.getTime() + DAY_MS))).toEqual(claims);
  });

  it('names the microsite whose host issued it', () => {
    const token = issueToken(SECRET, 'user-1', 'session-9', ISSUED_AT, 'microsite-1');
    expect(verifyToken(SECRET, token, ISSUED_AT)).toEqual({
      userId: 'user-1',
      sessionId: 'session-9',
      siteId: 'microsite-1',
    });
  });

  it('stops working after 30 days, also when it was accepted before', () => {
    const token = issueToken(SECRET, 'user-2', 'session-2', ISSUED_AT);
    expect(verifyToken(SECRET, token, new Date(ISSUED_AT.getTime() + 29 * DAY_MS))).not.toBeNull();
    expect(verifyToken(SECRET, token, new Date(ISSUED_AT.getTime() + 30 * DAY_MS))).toBeNull();
  });

  it('is refused under another secret, also after it was accepted under its own', () => {
    const token = issueToken(SECRET, 'user-3', 'session-3', ISSUED_AT);
    expect(verifyToken(SECRET, token, ISSUED_AT)).not.toBeNull();
    expect(verifyToken('another-secret-of-the-same-length-or-so', token, ISSUED_AT)).toBeNull();
  });

  it('is refused when a character of its signature or claims is changed', () => {
    const token = issueToken(SECRET, 'user-4', 'session-4', ISSUED_AT);
    expect(verifyToken(SECRET, token, ISSUED_AT)).not.toBeNull();
    const [header, claims, signature] = token.split('.') as [string, string, string];
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    expect(verifyToken(SECRET, `${header}.${claims}.${flip(signature)}`, ISSUED_AT)).toBeNull();
    expect(verifyToken(SECRET, `${header}.${flip(claims)}.${signature}`, ISSUED_AT)).toBeNull();
    expect(verifyToken(SECRET, 'not-a-token', ISSUED_AT)).toBeNull();
  });
});
