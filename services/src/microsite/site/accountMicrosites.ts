// GET /account/microsite: the microsites the caller takes part in (added by an administrator),
// oldest membership first, but those switched off ('inactive'): the dashboard's microsite card.
import type { AccountMicrosite } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';

export function accountMicrosites(db: ReadModelDatabase, userId: string): Promise<AccountMicrosite[]> {
  return db
    .selectFrom('microsite_users')
    .innerJoin('microsites', 'microsites.id', 'microsite_users.microsite_id')
    .select(['microsites.id', 'microsites.name', 'microsites.host', 'microsites.logo_square_url'])
    .where('microsite_users.user_id', '=', userId)
    .where('microsites.status', '<>', 'inactive')
    .orderBy('microsite_users.added_at')
    .orderBy('microsites.id')
    .execute();
}
