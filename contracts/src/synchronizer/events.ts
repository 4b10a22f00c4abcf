// The synchronizer aggregate (stream `synchronizer-{ownerId}`, one per seller): what it was told to
// read, and what each run found and did. The publications themselves change through their own
// streams, created_by 'synchronizer'.
import type { DomainEvent } from '../events.ts';

export interface JsonFeedConfig {
  url: string;
}

/** Octoparse credentials; the password is kept only encrypted (AES-256-GCM, `iv.tag.data` base64url). */
export interface StoredScrapingConfig {
  service: 'octoparse';
  username: string;
  passwordCiphertext: string;
  taskId: string;
}

export type StoredSynchronizerSetting =
  | { type: 'json'; config: JsonFeedConfig }
  | { type: 'scraping'; config: StoredScrapingConfig };

/** An item of the feed left out of the run, and why (Spanish, shown to the seller). */
export interface SkippedItem {
  /** The item's external id, or `#n` (its 1-based position) when it has none. */
  item: string;
  reason: string;
}

/** `good`: counts toward removals. `partial` (under 70 % of the last good run) and `empty` hold them. */
export type RunOutcome = 'good' | 'partial' | 'empty';

/** A feed item as last applied: how the next run recognises it and knows it did not change. */
export interface SyncedItem {
  publicationId: string;
  externalId: string;
  /** The documented fallback key (normalised address + m² + ambientes), when the item has all three. */
  matchKey: string | null;
  contentHash: string;
}

export type SyncRequestReason = 'configured' | 'manual' | 'schedule';

export type SynchronizerEvent =
  | DomainEvent<'synchronizer.configured.v1', StoredSynchronizerSetting & { ownerId: string }>
  | DomainEvent<'synchronizer.sync_requested.v1', { ownerId: string; reason: SyncRequestReason }>
  | DomainEvent<'synchronizer.run_started.v1', { ownerId: string; runId: string }>
  | DomainEvent<'synchronizer.items_synced.v1', { ownerId: string; runId: string; items: SyncedItem[] }>
  | DomainEvent<
      'synchronizer.run_completed.v1',
      {
        ownerId: string;
        runId: string;
        outcome: RunOutcome;
        itemCount: number;
        created: number;
        updated: number;
        unchanged: number;
        skipped: SkippedItem[];
        /** Consecutive good runs each still-published synchronized publication has been missing from. */
        misses: Record<string, number>;
        /** Missing from 3 consecutive good runs: to unpublish (restorable). */
        removed: string[];
        /** Missing from a partial or empty run: kept until the seller approves or rejects. */
        held: string[];
        /** Publications the synchronizer had removed that are back in the feed (published again). */
        returned: string[];
      }
    >
  | DomainEvent<'synchronizer.run_failed.v1', { ownerId: string; runId: string; reason: string }>
  /** The source has nothing to give yet (a scraping task still running, or 0 rows): not a run. */
  | DomainEvent<'synchronizer.run_postponed.v1', { ownerId: string; runId: string; reason: string }>
  | DomainEvent<'synchronizer.removals_approved.v1', { ownerId: string; publicationIds: string[] }>
  | DomainEvent<'synchronizer.removals_rejected.v1', { ownerId: string; publicationIds: string[] }>
  /** The removed publications are unpublished now. */
  | DomainEvent<'synchronizer.removals_applied.v1', { ownerId: string; publicationIds: string[] }>
  /** 'Deshacer': a removed publication is published again and its misses start over. */
  | DomainEvent<'synchronizer.removal_undone.v1', { ownerId: string; publicationId: string }>
  | DomainEvent<'synchronizer.deleted.v1', { ownerId: string }>;

export const synchronizerStream = (ownerId: string) => `synchronizer-${ownerId}`;
