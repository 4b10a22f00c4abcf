// The account aggregate's state, folded from the facts of its stream `user-{id}`.
import { type Permission, pushDeviceOf, type UserEvent } from '@app/contracts';
import type { ContactType, UserConfigOption } from '@app/contracts/account/user';

export const userStream = (userId: string) => `user-${userId}`;

/** Reservation kind that keeps a catalogue link (slug) to one account. */
export const SLUG_RESERVATION = 'slug';

export interface Account {
  status: 'registered';
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  contactTypes: ContactType[];
  avatarUrl: string | null;
  slug: string | null;
  config: UserConfigOption[];
  emailVerified: boolean;
  isAdmin: boolean;
  permissions: Permission[];
  /** null: never premium; `until` null: premium with no time limit. */
  premium: { until: string | null } | null;
  /** Codes already turned into premium, so a retried redemption never grants twice. */
  redeemedPromocodes: string[];
  notificationTypes: string[];
  /** The latest token per site key (SPEC's notification_push_identifiers). */
  pushIdentifiers: Record<string, string>;
  /** Every subscribed device (a person has several) and its token. */
  pushTokens: Record<string, string>;
  hasStat: boolean;
  claimedSearches: string[];
}

export type UserState = { status: 'absent' } | { status: 'deleted'; userId: string } | Account;

export const initialUserState: UserState = { status: 'absent' };

function registered(data: { userId: string; email: string; name: string }): Account {
  return {
    status: 'registered',
    userId: data.userId,
    email: data.email,
    name: data.name,
    phone: null,
    contactTypes: ['email'],
    avatarUrl: null,
    slug: null,
    config: [],
    emailVerified: false,
    isAdmin: false,
    permissions: [],
    premium: null,
    redeemedPromocodes: [],
    notificationTypes: [],
    pushIdentifiers: {},
    pushTokens: {},
    hasStat: false,
    claimedSearches: [],
  };
}

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'user.registered.v1') return registered(event.data);
  if (state.status !== 'registered') return state;
  return evolveAccount(state, event);
}

function evolveAccount(account: Account, event: UserEvent): UserState {
  switch (event.type) {
    case 'user.registered.v1':
      return account;
    case 'user.email_verified.v1':
      return { ...account, emailVerified: true };
    case 'user.permissions_changed.v1':
      return { ...account, isAdmin: event.data.isAdmin, permissions: event.data.permissions };
    case 'user.premium_granted.v1': {
      const { until, promocode } = event.data;
      const redeemedPromocodes = promocode ? [...account.redeemedPromocodes, promocode] : account.redeemedPromocodes;
      return { ...account, premium: { until }, redeemedPromocodes };
    }
    case 'user.premium_revoked.v1':
      return { ...account, premium: null };
    case 'user.profile_changed.v1':
      return { ...account, name: event.data.name, phone: event.data.phone, contactTypes: event.data.contactTypes };
    case 'user.avatar_changed.v1':
      return { ...account, avatarUrl: event.data.avatarUrl };
    case 'user.slug_set.v1':
      return { ...account, slug: event.data.slug, config: event.data.config };
    case 'user.notification_types_changed.v1':
      return { ...account, notificationTypes: event.data.notificationTypes };
    case 'user.push_subscribed.v1': {
      const { siteKey, token } = event.data;
      const pushTokens = { ...account.pushTokens, [pushDeviceOf(token)]: token };
      return { ...account, pushIdentifiers: { ...account.pushIdentifiers, [siteKey]: token }, pushTokens };
    }
    case 'user.push_unsubscribed.v1':
      return withoutPushDevice(account, event.data.device);
    case 'user.statistics_access_changed.v1':
      return { ...account, hasStat: event.data.hasStat };
    case 'user.guest_searches_claimed.v1':
      return { ...account, claimedSearches: [...account.claimedSearches, ...event.data.searchUuids] };
    case 'user.deleted.v1':
      return { status: 'deleted', userId: account.userId };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Whether the account is premium at `now`. */
export function isPremiumAt(account: Account, now: Date): boolean {
  if (!account.premium) return false;
  return account.premium.until === null || Date.parse(account.premium.until) > now.getTime();
}

function withoutPushDevice(account: Account, device: string): Account {
  const pushTokens = Object.fromEntries(Object.entries(account.pushTokens).filter(([known]) => known !== device));
  const pushIdentifiers = Object.fromEntries(
    Object.entries(account.pushIdentifiers).filter(([, token]) => pushDeviceOf(token) !== device),
  );
  return { ...account, pushTokens, pushIdentifiers };
}
