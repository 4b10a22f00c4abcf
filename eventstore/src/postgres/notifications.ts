// How subscriptions learn of appends without a NOTIFY inside every append transaction. A notifying
// commit holds PostgreSQL's global notification-queue lock until its WAL is flushed, so with
// durable commits every append waited for every other append's disk flush in turn (16 writers:
// 0.31 of a raw INSERT's rate). Instead, after an append commits:
// - subscriptions of the same store, in this process, are woken at once (no round trip);
// - other processes (a worker, another API instance) get one NOTIFY, sent on this store's own
//   connection after the commit, coalesced: at most one in flight and one per NOTIFY_INTERVAL_MS,
//   with a trailing one for appends made meanwhile, so no append goes unannounced.
// Wake-ups are only hints: readers still read below the oldest running transaction, re-check soon
// after an announcement that showed nothing, and poll (POLL_INTERVAL_MS) when nothing is heard.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel appends are announced on; every store LISTENs to it. */
export const APPEND_CHANNEL = 'events_appended';
/** Least time between two NOTIFYs of one store under a steady flow of appends. */
export const NOTIFY_INTERVAL_MS = 2;
const RECONNECT_MS = 1_000;

export class AppendNotifications {
  private readonly listeners = new Set<() => void>();
  /** Our own NOTIFYs come back on our LISTEN: their payload says they were already handled. */
  private readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private notifying = false;
  private pending = false;
  private lastNotifiedAt = Number.NEGATIVE_INFINITY;
  private trailing: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string) {}

  async start(): Promise<void> {
    if (this.client || this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      // A NOTIFY is a hint, not data: its own commit need not wait for the disk.
      options: '-c synchronous_commit=off',
    });
    client.on('notification', (message) => {
      if (message.payload !== this.origin) this.wakeAll();
    });
    // A lost connection only costs latency: subscriptions still poll. Reconnect quietly.
    client.on('error', () => this.reconnect());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
      this.connected = true;
      if (this.pending) this.notifyOthers();
    } catch {
      this.reconnect();
    }
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called once an append has committed. */
  appended(): void {
    this.wakeAll();
    this.pending = true;
    if (!this.client) void this.start();
    this.notifyOthers();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.trailing);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => {});
  }

  private notifyOthers(): void {
    if (!this.pending || this.notifying || this.trailing || !this.connected || !this.client) return;
    const wait = this.lastNotifiedAt + NOTIFY_INTERVAL_MS - performance.now();
    if (wait > 0) {
      this.trailing = setTimeout(() => {
        this.trailing = undefined;
        this.notifyOthers();
      }, wait);
      return;
    }
    this.pending = false;
    this.notifying = true;
    this.lastNotifiedAt = performance.now();
    const client = this.client;
    client
      .query('SELECT pg_notify($1, $2)', [APPEND_CHANNEL, this.origin])
      .catch(() => {
        // Not sent: announced again once the connection is back (readers poll meanwhile).
        this.pending = true;
        if (this.client === client) this.reconnect();
      })
      .finally(() => {
        this.notifying = false;
        this.notifyOthers();
      });
  }

  private wakeAll(): void {
    for (const listener of this.listeners) listener();
  }

  private reconnect(): void {
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    client?.end().catch(() => {});
    if (!this.closed) setTimeout(() => void this.start(), RECONNECT_MS).unref();
  }
}
