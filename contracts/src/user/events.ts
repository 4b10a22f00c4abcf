// Facts of the account stream `user-{id}`. Stored events never change meaning: a new shape is a new version.
import type { ContactType, UserConfigOption } from '../account/user.ts';
import type { DomainEvent } from '../events.ts';
import type { Permission } from '../permissions.ts';

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
  | DomainEvent<'user.statistics_access_changed.v1', { userId: string; hasStat: boolean }>
  /**
   * Searches made as a guest on the device the user identified from. The search context (a later
   * issue) makes the user their owner when it sees this fact.
   */
  | DomainEvent<'user.guest_searches_claimed.v1', { userId: string; searchUuids: string[] }>
  | DomainEvent<'user.deleted.v1', { userId: string }>;
