// POST /api/premium: a code's use is taken on the promocode stream, then premium is granted on the
// account's. Both steps are idempotent per user, so retrying after a failure in between completes it.
import { randomUUID } from 'node:crypto';
import { PREMIUM_GRANTED_MESSAGE, PREMIUM_MESSAGES } from '@app/contracts/account/premium';
import type { User } from '@app/contracts/account/user';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';
import { findLiveUser, loadUser } from '../user/userResponse.ts';
import { promocodeDecider, promocodeStream } from './promocode.ts';

const refuse = (message: string) => DomainError.invalidField('code', message);

async function assertNotPremiumForever(platform: Platform, userId: string): Promise<void> {
  const account = await findLiveUser(platform.db, userId);
  if (!account) throw DomainError.notFound();
  if (account.is_premium && account.premium_until === null) throw refuse(PREMIUM_MESSAGES.alreadyPremium);
}

export async function redeemPromocode(
  platform: Platform,
  userId: string,
  request: { for: string; code: string },
  context: CommandContext,
): Promise<{ message: string; user: User }> {
  const promocode = await platform.db
    .selectFrom('promocodes')
    .select('id')
    .where('code', '=', request.code)
    .executeTakeFirst();
  if (!promocode) throw refuse(PREMIUM_MESSAGES.unknownCode);
  // Checked before a use is taken: the account decider would refuse the grant afterwards.
  await assertNotPremiumForever(platform, userId);
  const redeem = { type: 'redeem' as const, usageId: randomUUID(), userId, for: request.for, now: context.now };
  const redeemed = await execute(platform, promocodeStream(promocode.id), promocodeDecider, redeem, context);
  if (redeemed.state.status !== 'active') throw refuse(PREMIUM_MESSAGES.unknownCode);
  const { code, grantedMonths } = redeemed.state.terms;
  const grant = { type: 'redeemPremium' as const, promocode: code, grantedMonths, now: context.now };
  const granted = await execute(platform, userStream(userId), userDecider, grant, context);
  if (redeemed.events.length === 0 && granted.events.length === 0) throw refuse(PREMIUM_MESSAGES.alreadyUsed);
  return { message: PREMIUM_GRANTED_MESSAGE, user: await loadUser(platform.db, userId, context.now) };
}
