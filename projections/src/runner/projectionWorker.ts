// Runs one projection: holds its advisory lock (one runner per projection across processes),
// applies batches in a transaction together with the checkpoint, and restarts after a replay reset.
import { type Checkpoint, compareCheckpoints, LOG_START, type RecordedEvent } from '@app/contracts';
import type { EventStore, Subscription } from '@app/eventstore';
import pg from 'pg';
import type { ReadModelDatabase } from '../database.ts';
import { BatchApplier, CheckpointMovedError } from './batchApplier.ts';
import type { BatchPriority } from './batchPriority.ts';
import { CheckpointAdvancer } from './checkpointAdvancer.ts';
import { readCheckpoint } from './checkpointTable.ts';
import { createDeferredIndexes, deferIndexes, deferredIndexes, FAR_BEHIND_EVENTS, rowsIn } from './deferredIndexes.ts';
import { concernedBy, type Projection } from './projection.ts';

const TICK_MS = 1_000;

export interface WorkerOptions {
  connectionString: string;
  batchSize: number;
  onError: (projection: string, error: unknown) => void;
  /** `changed`: the batch held events the projection handles, so its tables may have changed. */
  onBatch: (projection: string, events: readonly RecordedEvent[], changed: boolean) => void;
  advancer: CheckpointAdvancer;
  /** Background projections' batches wait for the others' batches in flight. */
  priority: BatchPriority;
  /** Write a batch's single-row inserts behind (batchWriter.ts); on unless turned off. */
  writeBehind?: boolean;
  /** Behind the head by this many events or more, a rebuild defers its indexes (deferredIndexes.ts). */
  farBehindEvents?: number;
  log?: (message: string) => void;
}

export class ProjectionWorker {
  checkpoint: Checkpoint = LOG_START;
  active = false;
  /** How many times this worker took the lead: what it applied while it last led may be all it knows. */
  leads = 0;
  lastAppliedAt: Date | null = null;
  /** Its own connection for batches: API queries on the shared pool never hold a projection up. */
  private readonly applier: BatchApplier;
  private readonly concernedWith: (event: RecordedEvent) => boolean;
  private subscription: Subscription | undefined;
  private lockClient: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private restarting: Promise<void> | undefined;
  /** The checkpoint the batch being applied ends at. */
  private applying: Checkpoint | null = null;
  /** Rebuilding without the indexes of `indexesDeferredOnRebuild`: built before the head is reached. */
  private deferring = false;
  /** The log's head as last read while deferring: a batch ending before it does not reach it. */
  private head: Checkpoint = LOG_START;

  constructor(
    readonly projection: Projection,
    private readonly store: EventStore,
    private readonly db: ReadModelDatabase,
    private readonly options: WorkerOptions,
  ) {
    this.applier = new BatchApplier(projection, options.connectionString, options.writeBehind ?? true);
    this.concernedWith = concernedBy(projection);
  }

  async start(): Promise<void> {
    this.checkpoint = await readCheckpoint(this.db, this.projection.name);
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.restarting;
    await this.subscription?.stop();
    this.subscription = undefined;
    this.active = false;
    await this.lockClient?.end().catch(() => {});
    await this.applier.destroy();
  }

  /**
   * A request waits for this projection to reach `target`: it reads the log now rather than
   * gathering more, unless the batch it is applying already reaches it. (The live feed reads each
   * batch as the projections do and waits for them at once: hurried anyway, they read again right
   * after every batch, apart from the others, and the reads the subscriptions share split up.)
   */
  hurry(target: Checkpoint): void {
    if (this.applying && compareCheckpoints(this.applying, target) >= 0) return;
    this.subscription?.hurry();
  }

  /** Standby workers learn the leader's progress from the table. */
  learnStoredCheckpoint(stored: Checkpoint): void {
    if (!this.active) this.checkpoint = stored;
  }

  /** Every second: a standby worker tries to take the lead; the leader looks for a replay reset. */
  private async tick(): Promise<void> {
    try {
      if (this.active) await this.watchForReset();
      else await this.tryToLead();
    } catch (error) {
      this.options.onError(this.projection.name, error);
      this.loseLead();
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  private async tryToLead(): Promise<void> {
    if (!this.lockClient) {
      const client = new pg.Client({ connectionString: this.options.connectionString });
      client.on('error', () => this.loseLead());
      this.lockClient = client;
      await client.connect();
    }
    const result = await this.lockClient.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext('projection:' || $1)) AS locked",
      [this.projection.name],
    );
    if (!result.rows[0]?.locked || this.stopped) return;
    this.active = true;
    this.leads++;
    await this.subscribeFromStoredCheckpoint();
  }

  private loseLead(): void {
    const client = this.lockClient;
    this.lockClient = undefined;
    this.active = false;
    client?.end().catch(() => {});
    void this.subscription?.stop();
    this.subscription = undefined;
  }

  private async subscribeFromStoredCheckpoint(): Promise<void> {
    this.checkpoint = await readCheckpoint(this.db, this.projection.name);
    await this.deferIndexesWhenFarBehind();
    this.subscription = this.store.subscribe(this.checkpoint, (events) => this.applyBatch(events), {
      batchSize: this.batchSize,
      eager: this.projection.urgency === 'interactive',
      background: this.projection.urgency === 'background',
      onError: (error) => {
        if (error instanceof CheckpointMovedError) this.restart();
        else this.options.onError(this.projection.name, error);
      },
    });
  }

  private get batchSize(): number {
    return this.projection.batchSize ?? this.options.batchSize;
  }

  /**
   * Far behind, the indexes are dropped (or stay dropped after a crash mid-rebuild); near the head,
   * indexes a crash left dropped are built now. Behind means positions in the log, handled or not.
   */
  private async deferIndexesWhenFarBehind(): Promise<void> {
    const tables = this.projection.indexesDeferredOnRebuild ?? [];
    if (tables.length === 0) return;
    const { name } = this.projection;
    this.head = await this.store.headCheckpoint();
    const behind = Number(this.head.position - this.checkpoint.position);
    const dropped = (await deferredIndexes(this.db, name)).length > 0;
    this.deferring = behind >= (this.options.farBehindEvents ?? FAR_BEHIND_EVENTS);
    // Dropped already, they cost nothing more to keep dropped; in place, only a rebuild longer than
    // the tables are now is worth building them all again.
    if (this.deferring && !dropped) this.deferring = behind > (await rowsIn(this.db, tables));
    if (this.deferring && !dropped) {
      const indexes = await deferIndexes(this.db, name, tables);
      this.options.log?.(
        `projection ${name}: ${behind} events behind, ${indexes.length} indexes built when it catches up`,
      );
    } else if (!this.deferring && dropped) {
      await this.createDeferredIndexes();
    }
  }

  /** Before the batch that reaches the head: nobody reads the tables caught up without their indexes. */
  private async reachesHead(events: readonly RecordedEvent[]): Promise<boolean> {
    if (events.length < this.batchSize) return true;
    const last = events[events.length - 1]!.checkpoint;
    if (compareCheckpoints(last, this.head) < 0) return false;
    this.head = await this.store.headCheckpoint();
    return compareCheckpoints(last, this.head) >= 0;
  }

  private async createDeferredIndexes(): Promise<void> {
    const started = performance.now();
    await createDeferredIndexes(this.options.connectionString, this.db, this.projection.name);
    this.deferring = false;
    const seconds = ((performance.now() - started) / 1_000).toFixed(1);
    this.options.log?.(`projection ${this.projection.name}: deferred indexes built in ${seconds} s`);
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1]!.checkpoint;
    if (this.deferring && (await this.reachesHead(events))) await this.createDeferredIndexes();
    this.applying = last;
    try {
      await this.apply(events, last);
    } finally {
      this.applying = null;
    }
  }

  private async apply(events: readonly RecordedEvent[], last: Checkpoint): Promise<void> {
    const concerned = events.some(this.concernedWith);
    const { advancer, priority } = this.options;
    if (!concerned && CheckpointAdvancer.canAdvanceFrom(this.checkpoint)) {
      await advancer.advance(this.projection.name, this.checkpoint, last);
    } else if (this.projection.urgency === 'background') {
      await priority.afterOthers();
      await this.applier.apply(events, this.checkpoint);
    } else {
      await priority.track(this.applier.apply(events, this.checkpoint));
    }
    this.checkpoint = last;
    this.lastAppliedAt = new Date();
    this.options.onBatch(this.projection.name, events, concerned);
  }

  /** A replay resets the stored checkpoint behind the running one: start again from there. */
  private async watchForReset(): Promise<void> {
    const stored = await readCheckpoint(this.db, this.projection.name);
    if (compareCheckpoints(stored, this.checkpoint) < 0) this.restart();
  }

  private restart(): void {
    if (this.restarting || this.stopped) return;
    this.restarting = (async () => {
      await this.subscription?.stop();
      if (!this.stopped && this.active) await this.subscribeFromStoredCheckpoint();
    })().finally(() => {
      this.restarting = undefined;
    });
  }
}
