import type { ConsensusRule, PushOutcome } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** A jsonb column with a default: read as T, written (optionally) as its JSON text. */
type DefaultedJsonColumn<T> = ColumnType<T, string | undefined, string>;

/**
 * Who swipes each search together and what they decided. A participant is named by its key: the
 * account id, or `guest-{hash}` for the guest who created the search (participantKey in contracts).
 */
export interface SwipeTables {
  search_participants: {
    search_id: string;
    participant_key: string;
    /** The account; null while a guest owner's search is not claimed. */
    user_id: string | null;
    owner: boolean;
    joined_at: Date;
    finished_at: Date | null;
    visited_at: Date | null;
    prediction_included_at: Date | null;
  };
  /** One row per participant and publication they decided, commented on or saw. */
  search_decisions: {
    search_id: string;
    participant_key: string;
    publication_id: string;
    /** true liked, false rejected, null undecided (undone, or only commented or seen). */
    like: boolean | null;
    is_super: Generated<boolean>;
    comment: string | null;
    viewed: Generated<boolean>;
    decided_at: Date | null;
    /** The other participants who liked it when this like was made: the coincidence it formed. */
    coincided_with: DefaultedJsonColumn<string[]>;
    /** The event of the latest like, reject or undo: live messages check they describe it. */
    decision_event_id: string | null;
  };
  /** Per publication of a search: how many like, reject and decided it; coincided while the search's rule is met. */
  search_publication_counts: {
    search_id: string;
    publication_id: string;
    like_count: number;
    decisions_count: number;
    rejection_count: Generated<number>;
    coincided_at: Date | null;
  };
  search_totals: {
    search_id: string;
    participants_count: Generated<number>;
    decisions_count: Generated<number>;
    likes_count: Generated<number>;
    rejections_count: Generated<number>;
    coincidences_count: Generated<number>;
    /** The owner's consensus rule, and the likes it needs among today's participants. */
    consensus: DefaultedJsonColumn<ConsensusRule>;
    required_likes: Generated<number>;
  };
  /** The owner's latest inclusion of predicted publications, best first. */
  search_predictions: {
    search_id: string;
    publication_id: string;
    rank: number;
    included_at: Date;
  };
  /** Superlikes sent (a participant's first superlike of a publication): the statistics page's list. */
  search_superlikes: {
    /** The deciding event's id. */
    id: string;
    search_id: string;
    publication_id: string;
    user_id: string;
    created_at: Date;
  };
  /** What happened in each search, for its owner's activity list (SPEC.md section 3, "Activity"). */
  search_activity: {
    /** The event's id; decisions: `decided:{search}:{participant}:{day}`, one row a day. */
    id: string;
    search_id: string;
    type: SearchActivityType;
    causer_key: string | null;
    created_at: Date;
    like_count: Generated<number>;
    unlike_count: Generated<number>;
  };
  /** Push notifications to send: pending until a `push.delivered.v1` tells how it went. */
  push_notifications: {
    id: string;
    recipient_user_id: string;
    kind: 'superlike' | 'selection_finished';
    search_id: string;
    publication_id: string | null;
    sender_user_id: string | null;
    created_at: Date;
    outcome: PushOutcome | null;
    delivered_at: Date | null;
  };
}

export const SEARCH_ACTIVITY_TYPES = [
  'created',
  'updated',
  'shared',
  'visited',
  'joined',
  'finished',
  'decided',
] as const;
export type SearchActivityType = (typeof SEARCH_ACTIVITY_TYPES)[number];
