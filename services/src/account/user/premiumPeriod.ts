// How long premium lasts after a code is redeemed: months are calendar months, and time left on
// a current premium period is kept rather than lost.
import { type Account, isPremiumAt } from './user.ts';

/** `start` plus whole calendar months; the 31st becomes the last day of a shorter month. */
export function addMonths(start: Date, months: number): Date {
  const day = start.getUTCDate();
  const result = new Date(start);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** When premium ends after redeeming a code granting `grantedMonths` (null: no time limit). */
export function premiumUntilAfterRedeeming(account: Account, grantedMonths: number | null, now: Date): Date | null {
  if (grantedMonths === null) return null;
  const currentEnd = isPremiumAt(account, now) && account.premium?.until ? new Date(account.premium.until) : now;
  return addMonths(currentEnd, grantedMonths);
}
