import { type Checkpoint, LOG_START, type RecordedEvent } from '@app/contracts';
import pg from 'pg';
import { startPollingSubscription } from '../pollingSubscription.ts';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type SubscribeOptions,
  type Subscription,
  VersionConflictError,
} from '../port.ts';
import { APPEND_SQL, appendParameters } from './appendStatement.ts';
import { AppendNotifications } from './notifications.ts';
import { EVENT_COLUMNS, type EventRow, toRecordedEvent } from './rows.ts';
import { createEventStoreSchema } from './schema.ts';

const UNIQUE_VIOLATION = '23505';
const ANY_VERSION_ATTEMPTS = 10;

export interface PostgresEventStoreOptions {
  connectionString: string;
  poolSize?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly notifications: AppendNotifications;

  private constructor(
    readonly pool: pg.Pool,
    connectionString: string,
  ) {
    this.notifications = new AppendNotifications(connectionString);
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 20 });
    await createEventStoreSchema(pool);
    return new PostgresEventStore(pool, options.connectionString);
  }

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const parameters = appendParameters(stream, events, expected);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.pool.query<{ position_text: string; version: number; commit_text: string }>(
          APPEND_SQL,
          parameters,
        );
        const last = result.rows[result.rows.length - 1];
        if (!last) throw new VersionConflictError(stream, expected, await this.currentVersion(stream));
        const globalPosition = BigInt(last.position_text);
        return {
          nextExpectedVersion: last.version,
          globalPosition,
          checkpoint: { commit: BigInt(last.commit_text), position: globalPosition },
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // 'any' only lost a race for the next revision: take the new one.
        if (expected === 'any' && attempt < ANY_VERSION_ATTEMPTS) continue;
        throw new VersionConflictError(stream, expected, await this.currentVersion(stream));
      }
    }
  }

  async readStream(stream: string, fromVersion = 0): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version >= $2 ORDER BY version`,
      [stream, fromVersion],
    );
    return result.rows.map(toRecordedEvent);
  }

  async readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after.commit.toString(), after.position.toString(), limit],
    );
    return result.rows.map(toRecordedEvent);
  }

  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    void this.notifications.start();
    return startPollingSubscription(
      {
        readAll: (after, limit) => this.readAll(after, limit),
        onAppend: (listener) => this.notifications.onAppend(listener),
      },
      from,
      handler,
      options,
    );
  }

  async headCheckpoint(): Promise<Checkpoint> {
    const result = await this.pool.query<{ commit_text: string; position_text: string }>(
      `SELECT transaction_id::text AS commit_text, global_position::text AS position_text FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? { commit: BigInt(row.commit_text), position: BigInt(row.position_text) } : LOG_START;
  }

  async close(): Promise<void> {
    await this.notifications.close();
    await this.pool.end();
  }

  private async currentVersion(stream: string): Promise<number> {
    const result = await this.pool.query<{ version: number }>(
      'SELECT coalesce(max(version), -1) AS version FROM events WHERE stream_id = $1',
      [stream],
    );
    return result.rows[0]?.version ?? -1;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
