// The connection a projection worker applies its batches on. Two things make replays fast:
// - statements are named, so Postgres parses and plans a projection's INSERT once per connection
//   instead of once per event;
// - while a batch is applied, a single-row INSERT without RETURNING is written behind: sent at once
//   on the pipelined connection and answered right away as "1 row inserted", the answer Postgres
//   gives unless the statement fails or a conflict skips the row (so are BEGIN and statements
//   marked UNANSWERED, whose answers nobody reads). `settle` then checks every real
//   answer; if one differs, the worker rolls the batch back and applies it again with every
//   statement awaited, so a projection never acts on an answer it would not have got otherwise.
// - when no answer written behind can differ without an error (only BEGIN and UNANSWERED statements,
//   the checkpoint's included), COMMIT is written behind too: an error aborts the transaction in
//   Postgres and turns that COMMIT into a ROLLBACK, so the batch costs one round trip, not two.
// Ordering holds because one connection executes statements in the order they were sent.
import type { Writable } from 'node:stream';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { kyselyResult, statementConfig, statementName } from '../preparedStatements.ts';
import { UNANSWERED } from '../statementHints.ts';

/**
 * Every projection statement reads and writes rows by key. A named statement's generic plan is made
 * once, with the statistics of that moment: made while a table was nearly empty (a new deployment,
 * a load run), it kept a sequential scan that read the whole table for every decision as it grew.
 * Without sequential scans the plan uses the key's index whatever the statistics say.
 */
const INDEXED_PLANS = '-c enable_seqscan=off';
/**
 * A batch's writes and its checkpoint commit together without waiting for the disk. They are
 * derived from the event log, which commits durably: a crash loses at most the last few hundred
 * milliseconds of batches as a whole (writes and checkpoint alike, never one without the other),
 * and the projection applies them again from its stored checkpoint. Waiting for the flush made
 * every batch cost a disk write, and the subscription's gathering window grows with that cost.
 */
export const DERIVED_COMMITS = '-c synchronous_commit=off';
/** "cached plan must not change result type": a table changed under a prepared statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

/** A written-behind statement's real answer differed from the one the projection was given. */
export class WriteBehindMismatch extends Error {
  constructor(
    readonly sql: string,
    override readonly cause: unknown,
  ) {
    super(`a written-behind statement did not insert exactly one row: ${sql}`);
    this.name = 'WriteBehindMismatch';
  }
}

type Outcome = { rowCount: number; rowsReturned: number } | { error: unknown };

/** Every answer as given; a COMMIT written behind must really have committed (not rolled back). */
const EXPECTED: Outcome = { rowCount: 1, rowsReturned: 0 };

export class BatchWriterPool implements PostgresPool {
  private readonly pool: pg.Pool;
  private writingBehind = false;
  /** A single-row INSERT went behind: its answer may differ without an error, so COMMIT must wait. */
  private answerMayDiffer = false;
  private pending: { sql: string; outcome: Promise<Outcome> }[] = [];

  /** `searchPath`: the schemas unqualified tables resolve in (a scratch replay's own schema first). */
  constructor(connectionString: string, searchPath?: string) {
    const schemas = searchPath ? ` -c search_path=${searchPath}` : '';
    this.pool = new pg.Pool({
      connectionString,
      max: 1,
      pipeline: true,
      options: `${INDEXED_PLANS} ${DERIVED_COMMITS}${schemas}`,
    });
    // An idle connection the server closed is replaced on the next batch, not fatal to the process.
    this.pool.on('error', () => {});
  }

  async connect(): Promise<PostgresPoolClient> {
    return new BatchWriterClient(await this.pool.connect(), this);
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  /** From now until `settle`, single-row INSERTs are written behind. */
  writeBehind(): void {
    this.writingBehind = true;
    this.answerMayDiffer = false;
    this.pending = [];
  }

  /** Whether the COMMIT would be written behind now, leaving `settle` to after it. */
  commitsBehind(): boolean {
    return this.writingBehind && !this.answerMayDiffer;
  }

  /** Waits for every statement written behind and throws if one did not insert exactly one row. */
  async settle(): Promise<void> {
    const pending = this.pending;
    this.stopWritingBehind();
    for (const { sql, outcome } of pending) {
      const answer = await outcome;
      if ('error' in answer) throw new WriteBehindMismatch(sql, answer.error);
      if (answer.rowCount !== 1 || answer.rowsReturned !== 0) throw new WriteBehindMismatch(sql, answer);
    }
  }

  /** Drops what was written behind (the transaction is being rolled back). */
  stopWritingBehind(): void {
    this.writingBehind = false;
    this.pending = [];
  }

  /** Sends `sql` without waiting when it may be written behind; returns the answer to give then. */
  deferIfPossible(sql: string, send: () => Promise<pg.QueryResult>): PostgresQueryResult<never> | undefined {
    if (!this.writingBehind) return undefined;
    if (sql === 'commit') return this.commitsBehind() ? this.defer(sql, send, committed) : undefined;
    if (sql.startsWith(UNANSWERED) || sql === 'begin') return this.defer(sql, send, () => EXPECTED);
    if (!isSingleRowInsert(sql)) return undefined;
    this.answerMayDiffer = true;
    return this.defer(sql, send, (result) => ({ rowCount: result.rowCount ?? 0, rowsReturned: result.rows.length }));
  }

  private defer(
    sql: string,
    send: () => Promise<pg.QueryResult>,
    outcomeOf: (result: pg.QueryResult) => Outcome,
  ): PostgresQueryResult<never> {
    const outcome = send().then(outcomeOf, (error: unknown): Outcome => ({ error }));
    this.pending.push({ sql, outcome });
    return { command: 'INSERT', rowCount: 1, rows: [] };
  }
}

class BatchWriterClient implements PostgresPoolClient {
  private stale = false;
  /** Whether the socket holds written-behind statements back (see `holdBack`). */
  private holding = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly pool: BatchWriterPool,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: unknown): never;
  query<R>(sql: unknown, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> {
    if (typeof sql !== 'string') throw new Error('projection writers do not stream query results');
    const deferred = this.pool.deferIfPossible(sql, () => {
      this.holdBack();
      return this.send(sql, parameters);
    });
    if (deferred) return Promise.resolve(deferred);
    const answer = this.send(sql, parameters);
    this.letGo();
    return answer.then((result) => kyselyResult<R>(result));
  }

  /**
   * Written-behind statements leave in one write with the next awaited one (the checkpoint), or at
   * the end of this turn of the event loop at the latest. One write per statement cost a system
   * call and a wake-up of the server's process each: a batch's BEGIN, rows and checkpoint were half
   * the writes the platform made under the swipe load.
   */
  private holdBack(): void {
    const socket = this.socket();
    if (this.holding || !socket) return;
    socket.cork();
    this.holding = true;
    setImmediate(() => this.letGo());
  }

  private letGo(): void {
    if (!this.holding) return;
    this.holding = false;
    this.socket()?.uncork();
  }

  private socket(): Writable | undefined {
    return (this.client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
  }

  release(): void {
    this.letGo();
    // A connection holding statements planned against an old table shape is not reused.
    this.client.release(this.stale);
  }

  private async send(sql: string, parameters: ReadonlyArray<unknown>): Promise<pg.QueryResult> {
    try {
      return await this.client.query(statementConfig(sql, parameters, statementName(sql)));
    } catch (error) {
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) this.stale = true;
      throw error;
    }
  }
}

/** A COMMIT in a transaction a statement aborted is answered ROLLBACK, without an error. */
function committed(result: pg.QueryResult): Outcome {
  return result.command === 'COMMIT' ? EXPECTED : { error: new Error(`COMMIT answered ${result.command}`) };
}

/**
 * `INSERT ... VALUES (one row)` with no RETURNING: Postgres answers "1 row" unless it fails or an
 * ON CONFLICT skips the row. Guessing wrong costs a replayed batch, never a wrong answer.
 */
function isSingleRowInsert(sql: string): boolean {
  const text = sql.trimStart().toLowerCase();
  return (
    text.startsWith('insert into') && text.includes(' values') && !/\breturning\b|\bselect\b|\)\s*,\s*\(/.test(text)
  );
}
