// Turns the Authorization header into the caller's current rights as the read models hold them
// (remembered between requests only until the projections writing them apply a change): a premium
// grant or a permission change applies at once, and a token stops working as soon as its session
// ends or its account is deleted.
import type { SessionClaims } from '@app/contracts';
import { PREPARED, projectedRows, type ReadModelDatabase, type ReadModels, readProjected } from '@app/projections';
import { type TokenClaims, verifyToken } from './tokens.ts';

export interface RequestSession extends SessionClaims {
  sessionId: string;
}

function readSessionAccount(db: ReadModelDatabase, claims: TokenClaims) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'email_verified', 'is_premium', 'premium_until', 'is_admin', 'permissions'])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.userId)
    .where('sessions.ended_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
}

/** A live session's account, cached while the projections writing them run here (readProjected). */
const SESSION_ACCOUNTS = projectedRows<NonNullable<Awaited<ReturnType<typeof readSessionAccount>>>>(
  'sessions',
  'users',
);

export async function resolveSession(
  readModels: ReadModels,
  secret: string,
  authorization: string | undefined,
  now: Date,
  /** The site asking (a microsite's id, null: the main platform): a token names the site it was issued on. Undefined: not checked. */
  siteId?: string | null,
): Promise<RequestSession | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = verifyToken(secret, token, now);
  if (!claims) return null;
  if (siteId !== undefined && claims.siteId !== siteId) return null;
  const user = await readProjected(readModels, SESSION_ACCOUNTS, `${claims.sessionId}/${claims.userId}`, () =>
    readSessionAccount(readModels.db, claims),
  );
  if (!user) return null;
  const premiumActive = user.is_premium && (user.premium_until === null || user.premium_until > now);
  return {
    userId: user.id,
    sessionId: claims.sessionId,
    isPremium: premiumActive,
    isAdmin: user.is_admin,
    emailVerified: user.email_verified,
    permissions: user.permissions,
  };
}
