// Facts of a person's part in a search: each participant has their own stream
// `search_participant-{searchUuid}-{participantKey}` (docs/decisions/swipe-streams.md), so one
// person's decision never reads or waits for the others'. Stored events never change meaning: a
// new shape is a new version.
import type { DomainEvent } from '../events.ts';

/**
 * Who takes part: an account, or the visitor who created the search with a guest key (only its
 * SHA-256 is kept). A guest owner's stream keeps its guest key name after the account claims the
 * search; the read models follow the claim.
 */
export type SearchParticipant = { kind: 'user'; userId: string } | { kind: 'guest'; guestKeyHash: string };

/** The name a participant has in stream names and read-model keys: the user id, or `guest-{hash}`. */
export function participantKey(participant: SearchParticipant): string {
  return participant.kind === 'user' ? participant.userId : `guest-${participant.guestKeyHash}`;
}

export function participantStream(searchId: string, participant: SearchParticipant): string {
  return `search_participant-${searchId}-${participantKey(participant)}`;
}

interface ParticipantFact {
  searchId: string;
  participant: SearchParticipant;
}

interface PublicationFact extends ParticipantFact {
  publicationId: string;
}

export type SwipeEvent =
  /** Joined through the share link; the owner never joins, they take part from the start. */
  | DomainEvent<'search.joined.v1', ParticipantFact>
  /**
   * Like (true) or reject (false); `super` only with a like. `notifiedUserIds`: the publication's
   * owners the searcher's contact was sent to, only on the participant's first superlike of it.
   */
  | DomainEvent<
      'search.decision_made.v1',
      PublicationFact & { like: boolean; super: boolean; notifiedUserIds: string[] }
    >
  /** The participant's note on a publication; null clears it. */
  | DomainEvent<'search.decision_commented.v1', PublicationFact & { comment: string | null }>
  | DomainEvent<'search.decision_undone.v1', PublicationFact>
  /** A non-owner participant finished choosing; `notifiedUserIds`: the owner's account, told so. */
  | DomainEvent<'search.selection_finished.v1', ParticipantFact & { notifiedUserIds: string[] }>
  /** The owner included the group's predicted publications (best first) in the search. */
  | DomainEvent<'search.prediction_included.v1', ParticipantFact & { publicationIds: string[] }>
  /** The participant opened the search (recorded at most once a day) or, with a publication, saw its card. */
  | DomainEvent<'search.visited.v1', ParticipantFact & { publicationId: string | null }>;

export type SwipeEventType = SwipeEvent['type'];

export const SWIPE_EVENT_TYPES = [
  'search.joined.v1',
  'search.decision_made.v1',
  'search.decision_commented.v1',
  'search.decision_undone.v1',
  'search.selection_finished.v1',
  'search.prediction_included.v1',
  'search.visited.v1',
] as const satisfies readonly SwipeEventType[];

/**
 * A push notification (a superlike or a finished selection, one per recipient) was tried, in the
 * stream `push_notification-{notificationId}`. `sent`: a push service accepted it; `unreachable`:
 * the recipient has no usable subscription; `failed`: every subscription refused it; `muted`: the
 * recipient switched this kind of notification off in their settings.
 */
export type PushOutcome = 'sent' | 'unreachable' | 'failed' | 'muted';
export type PushEvent = DomainEvent<'push.delivered.v1', { notificationId: string; outcome: PushOutcome }>;

/** One notification per fact and recipient. */
export const pushNotificationId = (eventId: string, recipientId: string) => `${eventId}:${recipientId}`;
export const pushNotificationStream = (notificationId: string) => `push_notification-${notificationId}`;
