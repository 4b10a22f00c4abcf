// Every field of every stored event that can hold text, and what kind of text it is. The type
// below is derived from the events' types in contracts/: a new event, or a new field holding a
// string, does not compile until it is listed here, so whoever adds free text a person writes must
// decide whether it is theirs (`sealed`: personalFields.ts encrypts it under their key) or say
// which other kind it is. freeTextRegistry.unit.spec.ts checks `sealed` against personalFields.ts.
import type {
  CatalogueEvent,
  GroupEvent,
  InvitationEvent,
  LeadEvent,
  LeadWebhookEvent,
  MicrositeEvent,
  OneTimeCodeEvent,
  PublicationEvent,
  PushEvent,
  SearchAlertEvent,
  SearchEvent,
  SellerCategoryEvent,
  SessionEvent,
  SwipeEvent,
  SynchronizerEvent,
  UserEvent,
} from '@app/contracts';
import type { PromocodeEvent } from '@app/contracts/account/promocode';
import type { ReservationEvent } from '../commands/index.ts';

export type StoredEvent =
  | UserEvent
  | OneTimeCodeEvent
  | SessionEvent
  | PromocodeEvent
  | SearchEvent
  | SearchAlertEvent
  | SwipeEvent
  | PushEvent
  | GroupEvent
  | InvitationEvent
  | PublicationEvent
  | SellerCategoryEvent
  | SynchronizerEvent
  | CatalogueEvent
  | MicrositeEvent
  | LeadEvent
  | LeadWebhookEvent
  | ReservationEvent;

/**
 * - sealed: a person's data or free text they wrote that is theirs: encrypted under their key.
 * - identifier: ids, keys, digests, ciphertexts, tokens, stream-unique values.
 * - choice: a value from a closed set (enumerations, slugs chosen from a list, flags as text).
 * - time: a date or timestamp.
 * - address: a place, a link or a host: where something is, not what a person said.
 * - catalogue: what an administrator writes to configure the platform (types, categories,
 *   extras, microsites, promocodes): the platform's own words, not a person's.
 * - organisation: a group's public profile: it belongs to the group and outlives its author.
 * - machine: text the platform itself writes (skip and failure reasons).
 * - listing: a publication's code and extras' values; see docs/decisions/user-deletion.md, Known limits.
 * - seller: a seller's own label or credentials; see docs/decisions/user-deletion.md, Known limits.
 */
export type TextKind =
  | 'sealed'
  | 'identifier'
  | 'choice'
  | 'time'
  | 'address'
  | 'catalogue'
  | 'organisation'
  | 'machine'
  | 'listing'
  | 'seller';

type HoldsText<Value> = Value extends string
  ? true
  : Value extends readonly (infer Item)[]
    ? HoldsText<Item>
    : Value extends object
      ? HoldsText<Value[keyof Value]>
      : false;

type TextFieldsOf<Data> = { [Key in keyof Data]-?: true extends HoldsText<Data[Key]> ? Key : never }[keyof Data];

export type EventTextFields = {
  [Event in StoredEvent as Event['type']]: { [Field in TextFieldsOf<Event['data']>]: TextKind };
};

export const EVENT_TEXT_FIELDS: EventTextFields = {
  'user.registered.v1': { userId: 'identifier', email: 'sealed', name: 'sealed' },
  'user.email_verified.v1': { userId: 'identifier' },
  'user.permissions_changed.v1': { userId: 'identifier', permissions: 'choice' },
  'user.premium_granted.v1': { userId: 'identifier', until: 'time', promocode: 'identifier' },
  'user.premium_revoked.v1': { userId: 'identifier' },
  'user.profile_changed.v1': { userId: 'identifier', name: 'sealed', phone: 'sealed', contactTypes: 'choice' },
  'user.avatar_changed.v1': { userId: 'identifier', avatarUrl: 'address' },
  'user.slug_set.v1': { userId: 'identifier', slug: 'address', config: 'choice' },
  'user.notification_types_changed.v1': { userId: 'identifier', notificationTypes: 'choice' },
  'user.push_subscribed.v1': { userId: 'identifier', siteKey: 'identifier', token: 'identifier' },
  'user.push_unsubscribed.v1': { userId: 'identifier', device: 'identifier', reason: 'choice' },
  'user.statistics_access_changed.v1': { userId: 'identifier' },
  'user.guest_searches_claimed.v1': { userId: 'identifier', searchUuids: 'identifier' },
  'user.deleted.v1': { userId: 'identifier' },
  'one_time_code.issued.v1': {
    userId: 'identifier',
    codeId: 'identifier',
    purpose: 'choice',
    digest: 'identifier',
    expiresAt: 'time',
  },
  'one_time_code.attempt_failed.v1': { userId: 'identifier', codeId: 'identifier', purpose: 'choice' },
  'one_time_code.used.v1': { userId: 'identifier', codeId: 'identifier', purpose: 'choice' },
  'session.started.v1': {
    sessionId: 'identifier',
    userId: 'identifier',
    method: 'choice',
    impersonatorId: 'identifier',
  },
  'session.ended.v1': { sessionId: 'identifier', userId: 'identifier' },
  'promocode.created.v1': {
    promocodeId: 'identifier',
    code: 'catalogue',
    appliesFor: 'choice',
    validFrom: 'time',
    validTo: 'time',
  },
  'promocode.changed.v1': {
    promocodeId: 'identifier',
    code: 'catalogue',
    appliesFor: 'choice',
    validFrom: 'time',
    validTo: 'time',
  },
  'promocode.redeemed.v1': { promocodeId: 'identifier', usageId: 'identifier', userId: 'identifier', for: 'choice' },
  'promocode.deleted.v1': { promocodeId: 'identifier' },
  'search.created.v1': {
    searchId: 'identifier',
    owner: 'identifier',
    scope: 'identifier',
    filters: 'sealed',
    places: 'address',
    order: 'choice',
  },
  'search.changed.v1': { searchId: 'identifier', filters: 'sealed', places: 'address', order: 'choice' },
  'search.titled.v1': { searchId: 'identifier', title: 'sealed' },
  'search.shared.v1': { searchId: 'identifier', filtered: 'choice' },
  'search.unshared.v1': { searchId: 'identifier' },
  'search.consensus_chosen.v1': { searchId: 'identifier', rule: 'choice' },
  'search.published.v1': { searchId: 'identifier', title: 'sealed', description: 'sealed' },
  'search.unpublished.v1': { searchId: 'identifier' },
  'search.deleted.v1': { searchId: 'identifier' },
  'search.claimed.v1': { searchId: 'identifier', userId: 'identifier' },
  'search_alert.switched.v1': { searchId: 'identifier', userId: 'identifier' },
  'search_alert.sent.v1': {
    searchId: 'identifier',
    userId: 'identifier',
    match: 'identifier',
    also: 'identifier',
    day: 'time',
  },
  'search_alert.held.v1': { searchId: 'identifier', userId: 'identifier', matches: 'identifier', day: 'time' },
  'search.joined.v1': { searchId: 'identifier', participant: 'identifier' },
  'search.decision_made.v1': {
    searchId: 'identifier',
    participant: 'identifier',
    publicationId: 'identifier',
    notifiedUserIds: 'identifier',
  },
  'search.decision_commented.v1': {
    searchId: 'identifier',
    participant: 'identifier',
    publicationId: 'identifier',
    comment: 'sealed',
  },
  'search.decision_undone.v1': { searchId: 'identifier', participant: 'identifier', publicationId: 'identifier' },
  'search.selection_finished.v1': {
    searchId: 'identifier',
    participant: 'identifier',
    notifiedUserIds: 'identifier',
  },
  'search.prediction_included.v1': {
    searchId: 'identifier',
    participant: 'identifier',
    publicationIds: 'identifier',
  },
  'search.visited.v1': { searchId: 'identifier', participant: 'identifier', publicationId: 'identifier' },
  'push.delivered.v1': { notificationId: 'identifier', outcome: 'choice' },
  'group.created.v1': {
    groupId: 'identifier',
    creatorId: 'identifier',
    name: 'organisation',
    description: 'organisation',
    logoUrl: 'address',
    address: 'address',
  },
  'group.changed.v1': {
    groupId: 'identifier',
    name: 'organisation',
    description: 'organisation',
    logoUrl: 'address',
    address: 'address',
  },
  'group.deleted.v1': { groupId: 'identifier' },
  'group.member_joined.v1': {
    groupId: 'identifier',
    userId: 'identifier',
    invitationId: 'identifier',
    invitedBy: 'identifier',
  },
  'group.member_left.v1': { groupId: 'identifier', userId: 'identifier' },
  'group.member_removed.v1': {
    groupId: 'identifier',
    userId: 'identifier',
    alsoRemoved: 'identifier',
    removedBy: 'identifier',
  },
  'group.admin_granted.v1': { groupId: 'identifier', userId: 'identifier' },
  'group.admin_revoked.v1': { groupId: 'identifier', userId: 'identifier' },
  'group.search_pinned.v1': { groupId: 'identifier', searchId: 'identifier', userId: 'identifier' },
  'group.search_unpinned.v1': { groupId: 'identifier', searchId: 'identifier', userId: 'identifier' },
  'invitation.issued.v1': {
    invitationId: 'identifier',
    groupId: 'identifier',
    issuedBy: 'identifier',
    expiresAt: 'time',
    rules: 'choice',
  },
  'invitation.accepted.v1': { invitationId: 'identifier', groupId: 'identifier', userId: 'identifier' },
  'invitation.rejected.v1': { invitationId: 'identifier', groupId: 'identifier', userId: 'identifier' },
  'invitation.revoked.v1': { invitationId: 'identifier', groupId: 'identifier', revokedBy: 'identifier' },
  ...publicationTextFields(),
  'seller_category.created.v1': {
    categoryId: 'identifier',
    ownerId: 'identifier',
    typeId: 'identifier',
    name: 'seller',
    slug: 'seller',
  },
  ...synchronizerTextFields(),
  ...catalogueTextFields(),
  ...micrositeTextFields(),
  'lead.contact_revealed.v1': { publicationId: 'identifier', leadUserId: 'identifier', sellerId: 'identifier' },
  'lead.contacted.v1': {
    publicationId: 'identifier',
    leadUserId: 'identifier',
    contactedBy: 'identifier',
    channel: 'choice',
  },
  'lead_webhook.set.v1': { userId: 'identifier', url: 'address', secretSalt: 'identifier' },
  'lead_webhook.removed.v1': { userId: 'identifier' },
  'lead_webhook.attempted.v1': { deliveryId: 'identifier', userId: 'identifier', retryAt: 'time' },
  'reservation.claimed.v1': { kind: 'choice', value: 'identifier', ownerId: 'identifier' },
  'reservation.released.v1': { kind: 'choice', value: 'identifier', ownerId: 'identifier' },
};

type Fields<Type extends keyof EventTextFields> = Pick<EventTextFields, Type>;

function publicationTextFields(): Fields<PublicationEvent['type']> {
  const advert = {
    publicationId: 'identifier',
    typeId: 'identifier',
    title: 'sealed',
    code: 'listing',
    description: 'sealed',
    text: 'sealed',
    url: 'address',
    categories: 'identifier',
    currency: 'choice',
    address: 'address',
    extras: 'listing',
    operation: 'choice',
    pricePeriod: 'choice',
  } as const;
  return {
    'publication.created.v1': { ...advert, createdBy: 'choice', creatorId: 'identifier' },
    'publication.changed.v1': advert,
    'publication.priority_set.v1': {
      publicationId: 'identifier',
      priority: 'choice',
      description: 'catalogue',
      expiresAt: 'time',
    },
    'publication.priority_cleared.v1': { publicationId: 'identifier' },
    'publication.media_added.v1': { publicationId: 'identifier', media: 'address' },
    'publication.media_removed.v1': { publicationId: 'identifier', mediaId: 'identifier' },
    'publication.media_reordered.v1': { publicationId: 'identifier', mediaIds: 'identifier' },
    'publication.deleted.v1': { publicationId: 'identifier' },
    'publication.price_changed.v1': { publicationId: 'identifier', previous: 'choice', current: 'choice' },
    'publication.operation_set.v1': { publicationId: 'identifier', operation: 'choice', pricePeriod: 'choice' },
  };
}

function synchronizerTextFields(): Fields<SynchronizerEvent['type']> {
  const run = { ownerId: 'identifier', runId: 'identifier' } as const;
  const publications = { ownerId: 'identifier', publicationIds: 'identifier' } as const;
  return {
    'synchronizer.configured.v1': { ownerId: 'identifier', type: 'choice', config: 'sealed' },
    'synchronizer.sync_requested.v1': { ownerId: 'identifier', reason: 'choice' },
    'synchronizer.run_started.v1': run,
    'synchronizer.items_synced.v1': { ...run, items: 'identifier' },
    'synchronizer.run_completed.v1': {
      ...run,
      outcome: 'choice',
      skipped: 'machine',
      removed: 'identifier',
      held: 'identifier',
      returned: 'identifier',
    },
    'synchronizer.run_failed.v1': { ...run, reason: 'machine' },
    'synchronizer.run_postponed.v1': { ...run, reason: 'machine' },
    'synchronizer.removals_approved.v1': publications,
    'synchronizer.removals_rejected.v1': publications,
    'synchronizer.removals_applied.v1': publications,
    'synchronizer.removal_undone.v1': { ownerId: 'identifier', publicationId: 'identifier' },
    'synchronizer.deleted.v1': { ownerId: 'identifier' },
  };
}

function catalogueTextFields(): Fields<CatalogueEvent['type']> {
  const type = {
    typeId: 'identifier',
    slug: 'choice',
    icon: 'choice',
    translations: 'catalogue',
    config: 'choice',
  } as const;
  const category = {
    categoryId: 'identifier',
    slug: 'choice',
    type_id: 'identifier',
    name: 'catalogue',
    icon: 'choice',
  } as const;
  const extra = { extraId: 'identifier', slug: 'choice', translations: 'catalogue', config: 'catalogue' } as const;
  return {
    'publication_type.created.v1': type,
    'publication_type.changed.v1': type,
    'publication_type.deleted.v1': { typeId: 'identifier' },
    'category.created.v1': category,
    'category.changed.v1': category,
    'category.deleted.v1': { categoryId: 'identifier' },
    'extra.created.v1': extra,
    'extra.changed.v1': extra,
    'extra.deleted.v1': { extraId: 'identifier' },
  };
}

function micrositeTextFields(): Fields<MicrositeEvent['type']> {
  const site = {
    micrositeId: 'identifier',
    name: 'catalogue',
    host: 'address',
    status: 'choice',
    style: 'catalogue',
    settings: 'catalogue',
    logos: 'address',
  } as const;
  const member = { micrositeId: 'identifier', userId: 'identifier' } as const;
  return {
    'microsite.created.v1': site,
    'microsite.changed.v1': site,
    'microsite.user_added.v1': member,
    'microsite.user_removed.v1': member,
    'microsite.default_user_set.v1': member,
    'microsite.deleted.v1': { micrositeId: 'identifier' },
  };
}
