import pg from 'pg';
import { APPEND_CHANNEL } from './appendStatement.ts';

/** One LISTEN connection per store; wakes every subscription when any writer commits events. */
export class AppendNotifications {
  private readonly listeners = new Set<() => void>();
  private client: pg.Client | undefined;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async start(): Promise<void> {
    if (this.client || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.wakeAll());
    // A lost LISTEN connection only costs latency: subscriptions still poll. Reconnect quietly.
    client.on('error', () => this.reconnect());
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
    } catch {
      this.reconnect();
    }
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private wakeAll(): void {
    for (const listener of this.listeners) listener();
  }

  private reconnect(): void {
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => {});
    if (!this.closed) setTimeout(() => void this.start(), 1_000).unref();
  }
}
