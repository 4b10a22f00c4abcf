// Facts of the account stream `user-{id}`. Stored events never change meaning: a new shape is a new version.

import type { DomainEvent } from '../events.ts';
import type { Permission } from '../permissions.ts';
import type { ContactType, UserConfigOption } from './user.ts';

export * from './oneTimeCodeEvents.ts';
export * from './sessionEvents.ts';

export type UserEvent =
  | DomainEvent<'user.registered.v1', { userId: string; email: string; name: string }>
  | DomainEvent<'user.email_verified.v1', { userId: string }>
  | DomainEvent<'user.permissions_changed.v1', { userId: string; isAdmin: boolean; permissions: Permission[] }>
  /** `until` null: premium with no time limit; `promocode`: the code redeemed for it, if any. */
  | DomainEvent<'user.premium_granted.v1', { userId: string; until: string | null; promocode: string | null }>
  /** An administrator took premium away (the users screen). */
  | DomainEvent<'user.premium_revoked.v1', { userId: string }>
  | DomainEvent<
      'user.profile_changed.v1',
      { userId: string; name: string; phone: string | null; contactTypes: ContactType[] }
    >
  /** `avatarUrl` is served by the API and never changes content (a new picture gets a new address). */
  | DomainEvent<'user.avatar_changed.v1', { userId: string; avatarUrl: string }>
  /** The personal catalogue's link and the options it shows (`config`). */
  | DomainEvent<'user.slug_set.v1', { userId: string; slug: string; config: UserConfigOption[] }>
  | DomainEvent<'user.notification_types_changed.v1', { userId: string; notificationTypes: string[] }>
  /** `siteKey` is 'site-{micrositeId}', 'site-0' for the main site; a new token replaces the site's old one. */
  | DomainEvent<'user.push_subscribed.v1', { userId: string; siteKey: string; token: string }>
  /**
   * A device stops receiving pushes: `device` as `pushDeviceOf` names it; `reason` gone: its push
   * service answered 404/410; signed_out: the person signed out on it.
   */
  | DomainEvent<'user.push_unsubscribed.v1', { userId: string; device: string; reason: 'gone' | 'signed_out' }>
  | DomainEvent<'user.statistics_access_changed.v1', { userId: string; hasStat: boolean }>
  /**
   * Searches made as a guest on the device the user identified from. The search context (a later
   * issue) makes the user their owner when it sees this fact.
   */
  | DomainEvent<'user.guest_searches_claimed.v1', { userId: string; searchUuids: string[] }>
  | DomainEvent<'user.deleted.v1', { userId: string }>;

/**
 * The device a push token belongs to: a browser's PushSubscription (as JSON) is named by its
 * endpoint, which stays the same when its keys are renewed; any other token names itself.
 */
export function pushDeviceOf(token: string): string {
  try {
    const parsed: unknown = JSON.parse(token);
    if (typeof parsed === 'object' && parsed !== null && 'endpoint' in parsed && typeof parsed.endpoint === 'string')
      return parsed.endpoint;
  } catch {
    // Not JSON: a token of another kind.
  }
  return token;
}
