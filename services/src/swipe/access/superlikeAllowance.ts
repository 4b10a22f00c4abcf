// A searcher sends at most `SUPERLIKES_PER_DAY` superlikes an Argentine day (docs/decisions/leads.md),
// so a superlike stays a signal a seller answers. Counted from the superlikes read model before the
// decision is recorded: two superlikes sent in the same instant may both pass the last slot.
import { argentineDay, SWIPE_MESSAGES } from '@app/contracts';
import { DomainError } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';

function startOfArgentineDay(now: Date): Date {
  return new Date(`${argentineDay(now)}T00:00:00-03:00`);
}

export async function checkSuperlikeAllowance(platform: Platform, userId: string): Promise<void> {
  const limit = platform.config.superlikesPerDay;
  const sent = await platform.db
    .selectFrom('search_superlikes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', startOfArgentineDay(platform.clock.now()))
    .executeTakeFirstOrThrow();
  if (Number(sent.count) >= limit) throw DomainError.invalidField('is_super', SWIPE_MESSAGES.superlikeLimit(limit));
}
