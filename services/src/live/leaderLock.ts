// One leader across API instances for work that must happen once (live messages, push delivery):
// whoever holds a session-level advisory lock leads; the others retry every second and take over
// when the leader's connection ends.
import pg from 'pg';

const RETRY_MS = 1_000;

export interface Leadership {
  /** Starts the leader's work; called once the lock is held. */
  lead(): Promise<void>;
  /** Stops it; called when the lock is lost or on stop. */
  stepDown(): Promise<void>;
}

export class LeaderLock {
  leading = false;
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly lockName: string,
    private readonly leadership: Leadership,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  start(): void {
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.loseLead();
  }

  private async tick(): Promise<void> {
    try {
      if (!this.leading) await this.tryToLead();
    } catch (error) {
      this.log(`${this.lockName}: could not take the lead`, error);
      await this.loseLead();
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), RETRY_MS);
    this.timer.unref();
  }

  private async tryToLead(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('error', () => void this.loseLead());
      this.client = client;
      await client.connect();
    }
    const result = await this.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      this.lockName,
    ]);
    if (!result.rows[0]?.locked || this.stopped) return;
    this.leading = true;
    await this.leadership.lead();
  }

  private async loseLead(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    const wasLeading = this.leading;
    this.leading = false;
    if (wasLeading) await this.leadership.stepDown().catch((error) => this.log(`${this.lockName}: stopping`, error));
    await client?.end().catch(() => {});
  }
}
