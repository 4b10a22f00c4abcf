import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'marketplace';
const LIFETIME = '30d';

export function issueToken(secret: string, userId: string, sessionId: string = randomUUID()): string {
  return jwt.sign({ sid: sessionId }, secret, {
    subject: userId,
    issuer: ISSUER,
    expiresIn: LIFETIME,
    algorithm: 'HS256',
  });
}

/** The token's claims, or null when it is malformed, forged or expired. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload === 'string' || !payload.sub || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
