// Turns the Authorization header into the caller's current rights, read fresh from the read
// model so a premium grant or a permission change applies at once.
import type { SessionClaims } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { verifyToken } from './tokens.ts';

export async function resolveSession(
  db: ReadModelDatabase,
  secret: string,
  authorization: string | undefined,
  now: Date,
): Promise<SessionClaims | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email_verified', 'is_premium', 'premium_until', 'is_admin', 'permissions'])
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!user) return null;
  const premiumActive = user.is_premium && (user.premium_until === null || user.premium_until > now);
  return {
    userId: user.id,
    isPremium: premiumActive,
    isAdmin: user.is_admin,
    emailVerified: user.email_verified,
    permissions: user.permissions,
  };
}
