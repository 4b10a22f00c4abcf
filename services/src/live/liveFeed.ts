// The leader's subscription to the log, from its head when it takes the lead: each batch's live
// facts are sent to their rooms once the read models show them, then their pushes go out. What each
// fact tells is the contexts' (LiveParts.facts: swipe, groups, the synchronizer, alerts).
import type { RecordedEvent } from '@app/contracts';
import type { Subscription } from '@app/eventstore';
import { connectReadModels, PROJECTIONS, type ReadModelDatabase } from '@app/projections';
import { awaitReadModelsOf, type Platform } from '../platform.ts';
import type { Leadership } from './leaderLock.ts';
import type { LiveFacts, Log } from './liveParts.ts';
import { REVOKING_EVENT_TYPES, revokeRights } from './revocations.ts';
import type { LiveServer } from './socketTypes.ts';

/**
 * The tables of the background projections, which no live message reads (statistics, activity, the
 * push queue, lead webhooks): a decision's coincidence need not wait for the slowest of them. The
 * pushes wait.
 */
const NOT_READ_BY_MESSAGES: ReadonlySet<string> = new Set(
  PROJECTIONS.filter((projection) => projection.urgency === 'background').flatMap((projection) => projection.tables),
);

/** Connections of its own: under load the API's pool has a queue, and live messages must not wait in it. */
const LIVE_CONNECTIONS = 4;

export class LiveFeed implements Leadership {
  private subscription: Subscription | undefined;
  private db: ReadModelDatabase | undefined;
  /** The facts any part sends messages or pushes for. */
  private readonly liveTypes: ReadonlySet<string>;

  constructor(
    private readonly platform: Platform,
    private readonly io: LiveServer,
    private readonly facts: readonly LiveFacts[],
    private readonly log: Log,
  ) {
    this.liveTypes = new Set(facts.flatMap((part) => [...part.eventTypes]));
  }

  async lead(): Promise<void> {
    this.db = connectReadModels(this.platform.databaseUrl, LIVE_CONNECTIONS);
    const head = await this.platform.store.headCheckpoint();
    this.subscription = this.platform.store.subscribe(head, (events) => this.handle(events), {
      onError: (error) => this.log('live feed failed, retrying', error),
    });
    for (const part of this.facts) part.lead?.();
  }

  async stepDown(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.db?.destroy();
    this.db = undefined;
  }

  /** A message that cannot be built is logged and skipped: retrying the batch would repeat the others. */
  private async handle(events: readonly RecordedEvent[]): Promise<void> {
    for (const part of this.facts) part.arrived?.(this.db ?? this.platform.db, events);
    const live = events.filter((event) => this.liveTypes.has(event.type) || REVOKING_EVENT_TYPES.has(event.type));
    if (live.length === 0) return;
    const db = this.db ?? this.platform.db;
    const batch = { checkpoint: live[live.length - 1]!.checkpoint, events };
    // The projections handling any of the batch's events: the messages may read what an earlier one
    // wrote. Those the messages never read hold back only the pushes, sent after.
    // Not awaited by the batch: a slow one must not hold the next batch's messages back either.
    const allShown = awaitReadModelsOf(this.platform, batch);
    await awaitReadModelsOf(this.platform, batch, NOT_READ_BY_MESSAGES);
    // Rights taken away first: no message of this batch reaches a socket that lost them (a watch
    // asked after this reads read models that already show the change).
    await revokeRights(this.io, db, live).catch((error: unknown) => this.log('revoking socket rights failed', error));
    await Promise.all(
      this.facts.map((part) =>
        part.emit?.(this.io, db, live).catch((error: unknown) => this.log('live messages failed', error)),
      ),
    );
    void allShown.then(() => this.push(db, live));
  }

  /** Pushes read the push queue and other read models: sent once every projection shows the batch. */
  private push(db: ReadModelDatabase, live: readonly RecordedEvent[]): void {
    if (!this.subscription) return;
    for (const part of this.facts) part.push?.(this.io, db, live);
  }
}
