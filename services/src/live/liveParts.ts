// What the contexts plug into live when the app is assembled (app.ts): which site a host serves,
// who may watch a search, what the log's facts tell connected people and their devices, and work
// only the leader does. Live imports no context; each context offers its part in its live/ folder.
import type { RecordedEvent, WatchAck } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { Platform } from '../platform.ts';
import type { LiveServer, SocketData } from './socketTypes.ts';

export type Log = (message: string, error?: unknown) => void;

/** What a context tells live of a batch of the log's facts, on the leader (liveFeed.ts). */
export interface LiveFacts {
  /** The facts this part sends messages or pushes for: the leader waits for their read models. */
  readonly eventTypes: ReadonlySet<string>;
  /** Every batch as it arrives, before any read model shows it (alerts percolate news). */
  arrived?(db: ReadModelDatabase, events: readonly RecordedEvent[]): void;
  /** The batch's messages to sockets, once the read models the messages read show it. */
  emit?(io: LiveServer, db: ReadModelDatabase, events: readonly RecordedEvent[]): Promise<void>;
  /** The batch's pushes, once every read model shows it. */
  push?(io: LiveServer, db: ReadModelDatabase, events: readonly RecordedEvent[]): void;
  /** This instance took the lead (pushes queued meanwhile go out). */
  lead?(): void;
}

/** Work only the leader does, for as long as the app runs (lead webhooks). */
export interface LeaderTask {
  start(leading: () => boolean): void;
  stop(): void;
}

export interface LiveParts {
  /** The site a host serves (null: the main platform); sockets through an inactive one are refused. */
  siteOfHost(platform: Platform, hostname: string): Promise<{ id: string; status: string } | null>;
  /** Whether a socket may watch a search's room (`search:watch`). */
  mayWatch(platform: Platform, watcher: SocketData, searchId: string): Promise<WatchAck>;
  /** Each context's facts, made for the leader when this instance listens. */
  facts: readonly ((platform: Platform, log: Log) => LiveFacts)[];
  leaderTasks: readonly ((platform: Platform, log: Log) => LeaderTask)[];
}
