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
import { appendOneParameters, appendParameters } from './appendStatement.ts';
import { AppendNotifications } from './notifications.ts';
import { type EventRow, toRecordedEvent } from './rows.ts';
import { createEventStoreSchema } from './schema.ts';
import {
  APPEND,
  APPEND_ONE,
  CURRENT_VERSION,
  HEAD_CHECKPOINT,
  LAST_COMMIT_CHECKPOINT,
  type NamedStatement,
  READ_ALL,
  READ_STREAM,
} from './statements.ts';

const UNIQUE_VIOLATION = '23505';
/**
 * Every statement of the store reads or writes by key along an index, whatever the values. Left to
 * choose, Postgres planned the log read (READ_ALL) again on every run, because its generic plan's
 * estimate (a row comparison with unknown values) looks dear: planning then cost five times the
 * read. Its generic plan is the same index scan the custom ones use.
 * Without sequential scans: a plan made while the log was nearly empty (each subscription's first
 * read) looked for an event hidden behind the read bound by reading the table, which finds the
 * first of many at once but reads every event when none is hidden. Kept as the log grew, every read
 * of a 100,000-event log cost milliseconds: the catalogue of the search benchmark was built in 276 s
 * instead of 160 s (docs/decisions/search-performance.md).
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off';
const ANY_VERSION_ATTEMPTS = 10;

export interface PostgresEventStoreOptions {
  connectionString: string;
  poolSize?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly notifications: AppendNotifications;
  private readonly readsInFlight = new Map<string, Promise<RecordedEvent[]>>();

  private constructor(
    readonly pool: pg.Pool,
    connectionString: string,
  ) {
    this.notifications = new AppendNotifications(connectionString);
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 20,
      options: GENERIC_PLANS,
    });
    // An idle connection the server closed (restart, failover) is dropped by the pool and the next
    // query opens another; unhandled, the pool's 'error' event would end the process.
    pool.on('error', () => {});
    await createEventStoreSchema(pool);
    return new PostgresEventStore(pool, options.connectionString);
  }

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const [single] = events;
    const query =
      events.length === 1 && single
        ? { ...APPEND_ONE, values: appendOneParameters(stream, single, expected) }
        : { ...APPEND, values: appendParameters(stream, events, expected) };
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.pool.query<{ position_text: string; version: number; commit_text: string }>(query);
        const last = result.rows[result.rows.length - 1];
        if (!last) throw new VersionConflictError(stream, expected, await this.currentVersion(stream));
        const globalPosition = BigInt(last.position_text);
        this.notifications.appended();
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
    const result = await this.pool.query<EventRow>({ ...READ_STREAM, values: [stream, fromVersion] });
    return result.rows.map(toRecordedEvent);
  }

  /**
   * Subscriptions at the same checkpoint, woken by the same append, ask the same question at
   * once: they share one query. (A process runs a subscription per projection.)
   */
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const key = `${after.commit}/${after.position}/${limit}`;
    let read = this.readsInFlight.get(key);
    if (!read) {
      read = this.queryAll(after, limit).finally(() => this.readsInFlight.delete(key));
      this.readsInFlight.set(key, read);
    }
    return read;
  }

  private async queryAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>({
      ...READ_ALL,
      values: [after.commit.toString(), after.position.toString(), limit],
    });
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

  headCheckpoint(): Promise<Checkpoint> {
    return this.newest(HEAD_CHECKPOINT);
  }

  lastCommitCheckpoint(): Promise<Checkpoint> {
    return this.newest(LAST_COMMIT_CHECKPOINT);
  }

  private async newest(statement: NamedStatement): Promise<Checkpoint> {
    const result = await this.pool.query<{ commit_text: string; position_text: string }>(statement);
    const row = result.rows[0];
    return row ? { commit: BigInt(row.commit_text), position: BigInt(row.position_text) } : LOG_START;
  }

  async close(): Promise<void> {
    await this.notifications.close();
    await this.pool.end();
  }

  private async currentVersion(stream: string): Promise<number> {
    const result = await this.pool.query<{ version: number }>({ ...CURRENT_VERSION, values: [stream] });
    return result.rows[0]?.version ?? -1;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
