import type { RunOutcome, SkippedItem } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../json.ts';

/** A jsonb list the database starts empty. */
type JsonList<T> = ColumnType<T[], string | undefined, string>;

export type RunRowOutcome = RunOutcome | 'running' | 'failed' | 'postponed';

export interface SynchronizerTables {
  /** One per seller with a synchronizer. */
  synchronizers: {
    owner_id: string;
    type: 'json' | 'scraping';
    /** JSON: {url}; scraping: {service, username, taskId}. */
    config: JsonColumn<Record<string, string>>;
    /** Scraping only: the encrypted password, for the worker. */
    password_ciphertext: string | null;
    sync_requested: Generated<boolean>;
    running_run_id: string | null;
    last_finished_at: Date | null;
    last_outcome: RunRowOutcome | null;
    held: JsonList<string>;
    removed: JsonList<string>;
    to_unpublish: JsonList<string>;
    configured_at: Date;
  };
  synchronizer_runs: {
    id: string;
    owner_id: string;
    started_at: Date;
    finished_at: Date | null;
    outcome: RunRowOutcome;
    reason: string | null;
    item_count: Generated<number>;
    created: Generated<number>;
    updated: Generated<number>;
    unchanged: Generated<number>;
    removed: Generated<number>;
    held: Generated<number>;
    skipped: JsonList<SkippedItem>;
  };
  /** Each synchronized publication's feed item as last applied: matching and change detection. */
  synchronized_items: {
    publication_id: string;
    owner_id: string;
    external_id: string;
    match_key: string | null;
    content_hash: string;
  };
  /** Every price change of every publication, from the log. */
  publication_price_changes: {
    event_id: string;
    publication_id: string;
    changed_at: Date;
    previous_amount: number | null;
    previous_amount_sale: number | null;
    previous_currency: 'ARS' | 'USD';
    amount: number | null;
    amount_sale: number | null;
    currency: 'ARS' | 'USD';
  };
}
