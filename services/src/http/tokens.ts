import { createSecretKey, type KeyObject } from 'node:crypto';
import { BoundedMap } from '@app/contracts';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  /** The microsite whose host issued the token; null: the main platform (tokens without the claim too). */
  siteId: string | null;
}

const ISSUER = 'marketplace';
const LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

// Given a string, jsonwebtoken first tries it as a public key and catches the failure on every
// call: a tenth of a busy API's time. One key object per secret skips that.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** A signed token naming the user, the session it belongs to (see account/session) and the site that issued it. */
export function issueToken(
  secret: string,
  userId: string,
  sessionId: string,
  now: Date,
  siteId: string | null = null,
): string {
  const issuedAt = seconds(now);
  const site = siteId === null ? {} : { site: siteId };
  return jwt.sign({ sid: sessionId, ...site, iat: issuedAt, exp: issuedAt + LIFETIME_SECONDS }, keyOf(secret), {
    subject: userId,
    issuer: ISSUER,
    algorithm: 'HS256',
  });
}

/**
 * Tokens verified lately, by secret and token, with their expiry. A client sends the same token
 * with every request, and checking its signature again was a twentieth of a busy API's time.
 * Only valid tokens are kept; past this many, the oldest go first.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
const verified = new BoundedMap<string, { claims: TokenClaims; expiresAt: number }>(VERIFIED_TOKENS_KEPT);

function verifySignature(secret: string, token: string, now: Date) {
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      clockTimestamp: seconds(now),
    });
    if (typeof payload === 'string' || !payload.sub || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    const siteId = typeof payload.site === 'string' ? payload.site : null;
    return { claims: { userId: payload.sub, sessionId: payload.sid, siteId }, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** The token's claims, or null when it is malformed, forged or expired at `now`. */
export function verifyToken(secret: string, token: string, now: Date): TokenClaims | null {
  const key = `${secret}\n${token}`;
  const known = verified.get(key) ?? verifySignature(secret, token, now);
  if (!known || seconds(now) >= known.expiresAt) return null;
  if (!verified.has(key)) verified.set(key, known);
  return known.claims;
}
