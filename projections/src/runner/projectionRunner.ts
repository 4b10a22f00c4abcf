// Runs every projection and lets the API wait until the read models have caught up with a write.
import { type Checkpoint, compareCheckpoints, formatCheckpoint, type RecordedEvent } from '@app/contracts';
import type { EventStore } from '@app/eventstore';
import type { ReadModelDatabase } from '../database.ts';
import type { ReadModelTables } from '../tables.ts';
import { BatchPriority } from './batchPriority.ts';
import { CheckpointAdvancer } from './checkpointAdvancer.ts';
import { readCheckpoint, readCheckpoints } from './checkpointTable.ts';
import type { Projection } from './projection.ts';
import { ProjectionWorker } from './projectionWorker.ts';

export interface ProjectionRunnerOptions {
  connectionString: string;
  batchSize?: number;
  /** Write batches behind (runner/batchWriter.ts); false awaits every statement. Default true. */
  writeBehind?: boolean;
  log?: (message: string, error?: unknown) => void;
  /** Behind the head by this many events or more, a rebuild defers its indexes (default FAR_BEHIND_EVENTS). */
  farBehindEvents?: number;
  /** After each committed batch: what was applied, for lag measurements. */
  onApplied?: (projection: string, events: readonly RecordedEvent[], appliedAt: number) => void;
}

export interface ProjectionStatus {
  name: string;
  active: boolean;
  checkpoint: string;
  /** Events in the log this projection has not applied yet (by global position). */
  behind: number;
  last_applied_at: string | null;
}

const STANDBY_POLL_MS = 20;

/** What a process keeping rows of some tables in memory learns from the runner. */
export interface TableWatch {
  /**
   * Null unless this process applies every projection writing the tables; otherwise a number that
   * changes whenever one of them took the lead again (it may have missed what another applied).
   */
  epoch(): number | null;
}

interface TableWatcher {
  projections: ReadonlySet<string>;
  onChange: () => void;
}

export class ProjectionRunner {
  private readonly workers: ProjectionWorker[];
  private waiters = new Set<() => void>();
  private readonly tableWatchers: TableWatcher[] = [];
  private readonly advancer: CheckpointAdvancer;
  /** One read of the standby checkpoints at a time, shared by every waiting request. */
  private refreshing: Promise<void> | undefined;

  constructor(
    projections: readonly Projection[],
    private readonly store: EventStore,
    private readonly db: ReadModelDatabase,
    options: ProjectionRunnerOptions,
  ) {
    this.advancer = new CheckpointAdvancer(options.connectionString);
    const workerOptions = {
      advancer: this.advancer,
      priority: new BatchPriority(),
      connectionString: options.connectionString,
      batchSize: options.batchSize ?? 500,
      writeBehind: options.writeBehind ?? true,
      farBehindEvents: options.farBehindEvents,
      log: options.log,
      onError: (name: string, error: unknown) => options.log?.(`projection ${name} failed, retrying`, error),
      onBatch: (name: string, events: readonly RecordedEvent[], changed: boolean) => {
        // Before any waiting request goes on: it must not find rows the batch changed still remembered.
        if (changed) for (const watcher of this.tableWatchers) if (watcher.projections.has(name)) watcher.onChange();
        this.wakeWaiters();
        options.onApplied?.(name, events, Date.now());
      },
    };
    this.workers = projections.map((projection) => new ProjectionWorker(projection, store, db, workerOptions));
  }

  async start(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.start()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
    await this.advancer.close();
    this.wakeWaiters();
  }

  /**
   * Resolves true once every projection has applied the event at `target`, false after `timeoutMs`
   * (a slow projection must not hold a response forever).
   */
  waitFor(target: Checkpoint, timeoutMs = 2_000): Promise<boolean> {
    return this.waitForWorkers(this.workers, target, timeoutMs);
  }

  /**
   * The same, for the projections handling one of `types` only (what a request just appended): the
   * tables of the others do not change with those events, so a read after the write sees it
   * without waiting for them. `unread`: tables the caller will not read; a projection writing only
   * such tables is not waited for.
   */
  waitForHandlers(
    target: Checkpoint,
    types: Iterable<string>,
    timeoutMs = 2_000,
    unread: ReadonlySet<string> = new Set(),
  ): Promise<boolean> {
    const appended = new Set(types);
    const { workers } = this;
    const onlyUnread = (tables: readonly string[]) => tables.length > 0 && tables.every((table) => unread.has(table));
    const concerned = workers.filter(
      ({ projection }) => projection.handles.some((type) => appended.has(type)) && !onlyUnread(projection.tables),
    );
    return this.waitForWorkers(concerned, target, timeoutMs);
  }

  private async waitForWorkers(
    workers: readonly ProjectionWorker[],
    target: Checkpoint,
    timeoutMs: number,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      const behind = workers.filter((worker) => compareCheckpoints(worker.checkpoint, target) < 0);
      if (behind.length === 0) return true;
      for (const worker of behind) worker.hurry(target);
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      const standby = workers.some((worker) => !worker.active);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, standby ? Math.min(STANDBY_POLL_MS, remaining) : remaining);
        this.waiters.add(done);
      });
      if (standby) await this.refreshStandby();
    }
  }

  /** `onChange` runs after each batch that may have changed one of the tables, before waiters wake. */
  watchTables(tables: readonly (keyof ReadModelTables)[], onChange: () => void): TableWatch {
    const writers = this.workers.filter((worker) => worker.projection.tables.some((table) => tables.includes(table)));
    if (writers.length === 0) throw new Error(`no projection writes ${tables.join(', ')}`);
    this.tableWatchers.push({ projections: new Set(writers.map((worker) => worker.projection.name)), onChange });
    return {
      epoch: () =>
        writers.every((worker) => worker.active) ? writers.reduce((sum, worker) => sum + worker.leads, 0) : null,
    };
  }

  private refreshStandby(): Promise<void> {
    this.refreshing ??= (async () => {
      const stored = await readCheckpoints(this.db);
      for (const worker of this.workers) {
        const checkpoint = stored.get(worker.projection.name);
        if (checkpoint) worker.learnStoredCheckpoint(checkpoint);
      }
    })().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headCheckpoint();
    // The table, not memory: it also shows a replay reset the leader has not noticed yet.
    const stored = await Promise.all(this.workers.map((worker) => readCheckpoint(this.db, worker.projection.name)));
    return this.workers.map((worker, index) => ({
      name: worker.projection.name,
      active: worker.active,
      checkpoint: formatCheckpoint(stored[index]!),
      behind: Math.max(0, Number(head.position - stored[index]!.position)),
      last_applied_at: worker.lastAppliedAt?.toISOString() ?? null,
    }));
  }

  private wakeWaiters(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
