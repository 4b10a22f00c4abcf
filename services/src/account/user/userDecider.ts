// What an account may do: one pure function per command, time and ids arrive in the command.
import { type Permission, pushDeviceOf, type UserEvent } from '@app/contracts';
import { PREMIUM_MESSAGES } from '@app/contracts/account/premium';
import type { ContactType, UserConfigOption } from '@app/contracts/account/user';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';
import { type AdministerCommand, administer, type DeleteCommand, deleteAccount } from './administration.ts';
import { premiumUntilAfterRedeeming } from './premiumPeriod.ts';
import { type Account, evolveUser, initialUserState, isPremiumAt, type UserState } from './user.ts';

export type UserCommand =
  /** `notificationTypes`: the types a new account starts with. */
  | { type: 'register'; userId: string; email: string; name: string; notificationTypes: string[] }
  | { type: 'verifyEmail' }
  | { type: 'changePermissions'; isAdmin: boolean; permissions: Permission[] }
  | { type: 'grantPremium'; until: Date | null; promocode: string | null }
  | { type: 'redeemPremium'; promocode: string; grantedMonths: number | null; now: Date }
  /** `avatarUrl` null keeps the current picture. */
  | { type: 'changeProfile'; name: string; phone: string | null; contactTypes: ContactType[]; avatarUrl: string | null }
  | { type: 'setSlug'; slug: string; config: UserConfigOption[] }
  | { type: 'changeNotificationTypes'; notificationTypes: string[] }
  | { type: 'subscribePush'; siteKey: string; token: string }
  /** `device`: as `pushDeviceOf` names it. */
  | { type: 'unsubscribePush'; device: string; reason: 'gone' | 'signed_out' }
  | { type: 'changeStatisticsAccess'; hasStat: boolean }
  | { type: 'claimGuestSearches'; searchUuids: string[] }
  | AdministerCommand
  | DeleteCommand;

type Decision = readonly UserEvent[] | DomainError;

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function register(command: Extract<UserCommand, { type: 'register' }>, state: UserState): Decision {
  if (state.status !== 'absent') return new DomainError('conflict', 'La cuenta ya existe.');
  const { userId, name, notificationTypes } = command;
  const events: UserEvent[] = [
    { type: 'user.registered.v1', data: { userId, email: command.email.toLowerCase(), name } },
  ];
  if (notificationTypes.length > 0)
    events.push({ type: 'user.notification_types_changed.v1', data: { userId, notificationTypes } });
  return events;
}

function redeemPremium(command: Extract<UserCommand, { type: 'redeemPremium' }>, account: Account): Decision {
  const { userId } = account;
  if (account.redeemedPromocodes.includes(command.promocode)) return [];
  if (isPremiumAt(account, command.now) && account.premium?.until === null)
    return DomainError.invalidField('code', PREMIUM_MESSAGES.alreadyPremium);
  const until = premiumUntilAfterRedeeming(account, command.grantedMonths, command.now);
  return [
    {
      type: 'user.premium_granted.v1',
      data: { userId, until: until?.toISOString() ?? null, promocode: command.promocode },
    },
  ];
}

function changeProfile(command: Extract<UserCommand, { type: 'changeProfile' }>, account: Account): Decision {
  const { userId } = account;
  const { name, phone, contactTypes, avatarUrl } = command;
  const events: UserEvent[] = [];
  if (name !== account.name || phone !== account.phone || !sameList(contactTypes, account.contactTypes))
    events.push({ type: 'user.profile_changed.v1', data: { userId, name, phone, contactTypes } });
  if (avatarUrl !== null && avatarUrl !== account.avatarUrl)
    events.push({ type: 'user.avatar_changed.v1', data: { userId, avatarUrl } });
  return events;
}

function claimGuestSearches(searchUuids: string[], account: Account): Decision {
  const unclaimed = [...new Set(searchUuids)].filter((uuid) => !account.claimedSearches.includes(uuid));
  if (unclaimed.length === 0) return [];
  return [{ type: 'user.guest_searches_claimed.v1', data: { userId: account.userId, searchUuids: unclaimed } }];
}

type RightsCommand = Extract<
  UserCommand,
  {
    type:
      | 'verifyEmail'
      | 'changePermissions'
      | 'grantPremium'
      | 'redeemPremium'
      | 'changeStatisticsAccess'
      | 'administer'
      | 'delete';
  }
>;
type SettingsCommand = Exclude<UserCommand, RightsCommand | { type: 'register' }>;

const RIGHTS_COMMANDS = new Set<UserCommand['type']>([
  'verifyEmail',
  'changePermissions',
  'grantPremium',
  'redeemPremium',
  'changeStatisticsAccess',
  'administer',
  'delete',
]);
const isRightsCommand = (command: UserCommand): command is RightsCommand => RIGHTS_COMMANDS.has(command.type);

/** What the account may do on the platform: verified e-mail, permissions, premium, statistics, existence. */
function decideRights(command: RightsCommand, account: Account): Decision {
  const { userId } = account;
  switch (command.type) {
    case 'verifyEmail':
      return account.emailVerified ? [] : [{ type: 'user.email_verified.v1', data: { userId } }];
    case 'changePermissions': {
      const permissions = [...new Set(command.permissions)];
      return [{ type: 'user.permissions_changed.v1', data: { userId, isAdmin: command.isAdmin, permissions } }];
    }
    case 'grantPremium': {
      const until = command.until?.toISOString() ?? null;
      return [{ type: 'user.premium_granted.v1', data: { userId, until, promocode: command.promocode } }];
    }
    case 'redeemPremium':
      return redeemPremium(command, account);
    case 'changeStatisticsAccess':
      if (command.hasStat === account.hasStat) return [];
      return [{ type: 'user.statistics_access_changed.v1', data: { userId, hasStat: command.hasStat } }];
    case 'administer':
      return administer(command, account);
    case 'delete':
      return deleteAccount(command, account);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

/** What the account chooses for itself: profile, catalogue link, notifications, guest searches. */
function decideSettings(command: SettingsCommand, account: Account): Decision {
  const { userId } = account;
  switch (command.type) {
    case 'changeProfile':
      return changeProfile(command, account);
    case 'setSlug': {
      const { slug, config } = command;
      if (slug === account.slug && sameList(config, account.config)) return [];
      return [{ type: 'user.slug_set.v1', data: { userId, slug, config } }];
    }
    case 'changeNotificationTypes': {
      const notificationTypes = [...new Set(command.notificationTypes)];
      if (sameList(notificationTypes, account.notificationTypes)) return [];
      return [{ type: 'user.notification_types_changed.v1', data: { userId, notificationTypes } }];
    }
    case 'subscribePush': {
      const { siteKey, token } = command;
      if (account.pushIdentifiers[siteKey] === token && account.pushTokens[pushDeviceOf(token)] === token) return [];
      return [{ type: 'user.push_subscribed.v1', data: { userId, siteKey, token } }];
    }
    case 'unsubscribePush': {
      const { device, reason } = command;
      if (!(device in account.pushTokens)) return [];
      return [{ type: 'user.push_unsubscribed.v1', data: { userId, device, reason } }];
    }
    case 'claimGuestSearches':
      return claimGuestSearches(command.searchUuids, account);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide(command, state) {
    if (command.type === 'register') return register(command, state);
    if (state.status !== 'registered') return DomainError.notFound();
    return isRightsCommand(command) ? decideRights(command, state) : decideSettings(command, state);
  },
};
