// The running parts every route and command reaches: the event store, the read models and the
// projection runner that makes a command's effects readable before its response is sent.
import { type Checkpoint, compareCheckpoints, type DomainEvent } from '@app/contracts';
import type { EventStore } from '@app/eventstore';
import type { ProjectedRowCache, ProjectionRunner, ReadModelDatabase, ReadModels } from '@app/projections';
import type { Clock } from './clock.ts';
import type { CommandContext, Decider } from './commands/index.ts';
import { type CommandOptions, type CommandOutcome, handleCommand, type StreamQueue } from './commands/index.ts';
import type { AppConfig } from './config.ts';
import type { PushSender } from './live/ports.ts';
import type { Mailer } from './mail/index.ts';
import type { MediaStorage, Renditions } from './media/ports.ts';
import type { OutboundPolicy } from './outboundFetch/index.ts';
import type { PersonalDataVault } from './personalData/index.ts';

/** The parts a deployment (or a test) may choose; startPlatform picks defaults from the config. */
export interface PlatformParts {
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly media: MediaStorage;
  /** Which addresses fetches of user-given URLs may reach (services/src/outboundFetch). */
  readonly outbound: OutboundPolicy;
  /** Sends web pushes (services/src/live/push); null without VAPID keys: pushes stay queued. */
  readonly push: PushSender | null;
}

/** A Platform is the ReadModels a request reads through: its `db` and its `projectedRows`. */
export interface Platform extends PlatformParts, ReadModels {
  readonly config: AppConfig;
  /** The read models' database, for parts that need their own connections (the socket.io adapter). */
  readonly databaseUrl: string;
  readonly store: EventStore;
  /** Commands on one stream wait for each other in this process (commands/streamQueue.ts). */
  readonly streamQueue: StreamQueue;
  readonly db: ReadModelDatabase;
  readonly runner: ProjectionRunner;
  /** Rows many requests read, cached while `runner` applies their projections (projections/src/runner/projectedRows.ts). */
  readonly projectedRows: ProjectedRowCache;
  /** Per-account keys of the personal fields in events (crypto-shredding). */
  readonly personalData: PersonalDataVault;
  /** Publication pictures' renditions in `media`, each made once at a time (publication/media). */
  readonly renditions: Renditions;
}

export interface ExecuteOptions<State> extends CommandOptions<State> {
  /** Answer once the read models show the events (default), or as soon as they are recorded. */
  awaitReadModels?: boolean;
}

/** What was appended: the last event's checkpoint (null: nothing) and the events. A CommandOutcome is one. */
export interface Written {
  readonly checkpoint: Checkpoint | null;
  readonly events: readonly { readonly type: string }[];
}

/** Nothing appended: nothing to wait for. */
export const NOTHING_WRITTEN: Written = { checkpoint: null, events: [] };

/** Several writes as one: the latest checkpoint and every event. */
export function allWritten(writes: readonly Written[]): Written {
  let checkpoint: Checkpoint | null = null;
  for (const write of writes) {
    if (write.checkpoint && (!checkpoint || compareCheckpoints(write.checkpoint, checkpoint) > 0)) {
      checkpoint = write.checkpoint;
    }
  }
  return { checkpoint, events: writes.flatMap((write) => write.events) };
}

/**
 * Waits (bounded) until the read models that handle the written events show them, so a read after
 * the write sees it; the projections handling none of them, or writing only `unread` tables, are
 * not waited for.
 */
export async function awaitReadModelsOf(
  platform: Platform,
  written: Written,
  unread: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (!written.checkpoint) return;
  const types = written.events.map((event) => event.type);
  await platform.runner.waitForHandlers(written.checkpoint, types, platform.config.readYourWritesTimeoutMs, unread);
}

/** Runs a command and waits (bounded) until the read models serving /api show its events. */
export async function execute<Command, Event extends DomainEvent, State>(
  platform: Platform,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  { awaitReadModels = true, ...options }: ExecuteOptions<State> = {},
): Promise<CommandOutcome<Event, State>> {
  const outcome = await handleCommand(platform, stream, decider, command, context, options);
  if (awaitReadModels) await awaitReadModelsOf(platform, outcome);
  return outcome;
}

/**
 * Waits until the read models show everything committed to the log so far; false when `timeoutMs`
 * passes first. The store's head is not enough: while an older transaction runs (a projection's
 * batch), an event committed after it is not readable yet, and the head stops before it.
 */
export async function readModelsCaughtUp(platform: Platform, timeoutMs: number): Promise<boolean> {
  return platform.runner.waitFor(await platform.store.lastCommitCheckpoint(), timeoutMs);
}
