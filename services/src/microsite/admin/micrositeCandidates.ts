// The premium accounts an administrator can add to a microsite (SPEC.md section 5: only premium
// accounts), found by name or e-mail, leaving out those already in it.
import type { MicrositeCandidate } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { foldedContains } from '../../http/index.ts';

const CANDIDATES_SHOWN = 10;

export async function micrositeCandidates(
  db: ReadModelDatabase,
  micrositeId: string,
  search: string,
  now: Date,
): Promise<MicrositeCandidate[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.deleted_at', 'is', null)
    .where('u.is_premium', '=', true)
    .where((eb) => eb.or([eb('u.premium_until', 'is', null), eb('u.premium_until', '>', now)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('microsite_users as mu')
            .select('mu.user_id')
            .whereRef('mu.user_id', '=', 'u.id')
            .where('mu.microsite_id', '=', micrositeId),
        ),
      ),
    )
    .$if(search !== '', (builder) =>
      builder.where((eb) => eb.or([foldedContains('u.name', search), foldedContains('u.email', search)])),
    )
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(CANDIDATES_SHOWN)
    .execute();
}
