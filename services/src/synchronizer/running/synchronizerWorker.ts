// Runs synchronizations in the worker role (ROLE=worker or all), never in an HTTP request: polls
// for due synchronizers, runs at most `concurrency` at once and one at a time per seller (a
// PostgreSQL advisory lock, held by its own connection, so two workers never run one seller's
// synchronizer together and a crashed worker's lock goes with its connection).
import { useSpanishErrors } from '@app/contracts';
import pg from 'pg';
import type { Platform } from '../../platform.ts';
import { dueSynchronizers } from './dueSynchronizers.ts';
import { runSynchronization } from './runSynchronization.ts';
import { commandSynchronizer } from './synchronizerState.ts';

export interface SynchronizerWorkerOptions {
  intervalHours: number;
  pollMs: number;
  concurrency: number;
}

type Log = (message: string, error?: unknown) => void;

const LONGEST_BACKOFF_MS = 30 * 60 * 1000;

export class SynchronizerWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  /** A seller whose run threw unexpectedly waits longer each time before the next attempt. */
  private readonly backoff = new Map<string, { until: number; failures: number }>();

  constructor(
    private readonly platform: Platform,
    private readonly options: SynchronizerWorkerOptions,
    private readonly log: Log = () => {},
  ) {
    useSpanishErrors();
  }

  start(): void {
    this.timer = setInterval(
      () => void this.tick().catch((error) => this.log('synchronizer poll failed', error)),
      this.options.pollMs,
    );
    this.timer.unref();
  }

  /** Stops polling. A run under way is left to end or be cut: the next start resumes it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
  }

  /** Resolves when the runs under way have ended. */
  async idle(): Promise<void> {
    await Promise.allSettled(this.running.values());
  }

  /** Starts what is due, up to the concurrency; resolves when those runs end. */
  async tick(): Promise<void> {
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return;
    const now = this.platform.clock.now();
    const due = await dueSynchronizers(this.platform.db, now, this.options.intervalHours, free + this.running.size);
    const startable = due.filter(
      ({ ownerId }) => !this.running.has(ownerId) && (this.backoff.get(ownerId)?.until ?? 0) <= Date.now(),
    );
    const started = startable.slice(0, free).map(({ ownerId, scheduled }) => {
      const run = this.runLocked(ownerId, scheduled).finally(() => this.running.delete(ownerId));
      this.running.set(ownerId, run);
      return run;
    });
    await Promise.all(started);
  }

  private async runLocked(ownerId: string, scheduled: boolean): Promise<void> {
    const lock = new pg.Client({ connectionString: this.platform.databaseUrl });
    await lock.connect();
    try {
      const key = `synchronizer:${ownerId}`;
      const { rows } = await lock.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [key]);
      if (!rows[0]?.locked) return;
      if (scheduled) await commandSynchronizer(this.platform, ownerId, { type: 'requestSync', reason: 'schedule' });
      await runSynchronization(this.platform, ownerId);
      this.backoff.delete(ownerId);
    } catch (error) {
      const failures = (this.backoff.get(ownerId)?.failures ?? 0) + 1;
      const wait = Math.min(LONGEST_BACKOFF_MS, this.options.pollMs * 2 ** failures);
      this.backoff.set(ownerId, { until: Date.now() + wait, failures });
      this.log(`synchronization of ${ownerId} failed; retrying in ${wait} ms`, error);
    } finally {
      await lock.end();
    }
  }
}
