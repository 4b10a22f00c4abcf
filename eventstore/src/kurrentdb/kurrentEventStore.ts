import { type Checkpoint, LOG_START, type RecordedEvent } from '@app/contracts';
import {
  BACKWARDS,
  type CurrentStreamState,
  END,
  FORWARDS,
  KurrentDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type SubscribeOptions,
  type Subscription,
  VersionConflictError,
} from '../port.ts';
import { subscribeToAll } from './allSubscription.ts';
import { toCheckpoint, toEventData, toRecordedEvent, toStreamState } from './recordedEvents.ts';
import { scanAll } from './scanAll.ts';

export interface KurrentEventStoreOptions {
  /** e.g. `kurrentdb://admin:changeit@node1:2113,node2:2113,node3:2113?tls=false`. */
  connectionString: string;
}

const HEAD_PAGE_SIZE = 20;

export class KurrentEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  private constructor(readonly client: KurrentDBClient) {}

  static async connect(options: KurrentEventStoreOptions): Promise<KurrentEventStore> {
    return new KurrentEventStore(KurrentDBClient.connectionString(options.connectionString));
  }

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
      // Only reached when the connection string sets throwOnAppendFailure=false.
      if (!result.success) throw new VersionConflictError(stream, expected, await this.currentVersion(stream));
      const nextExpectedVersion = Number(result.nextExpectedRevision);
      const checkpoint = result.position
        ? toCheckpoint(result.position)
        : await this.checkpointOf(stream, nextExpectedVersion);
      return { nextExpectedVersion, globalPosition: checkpoint.commit, checkpoint };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new VersionConflictError(stream, expected, toVersion(error.actualState));
      }
      throw error;
    }
  }

  async readStream(stream: string, fromVersion = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(stream, { direction: FORWARDS, fromRevision: BigInt(fromVersion) });
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const event of scanAll(this.client, { direction: FORWARDS, after }, limit + 1)) {
      events.push(toRecordedEvent(event));
      if (events.length === limit) break;
    }
    return events;
  }

  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    const subscription = subscribeToAll(this.client, from, handler, options);
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
      hurry: () => subscription.hurry(),
    };
  }

  async headCheckpoint(): Promise<Checkpoint> {
    for await (const event of scanAll(this.client, { direction: BACKWARDS }, HEAD_PAGE_SIZE)) {
      return toCheckpoint(event.position);
    }
    return LOG_START;
  }

  /** Readers see an event as soon as it is committed: the head is the last commit. */
  lastCommitCheckpoint(): Promise<Checkpoint> {
    return this.headCheckpoint();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  private async currentVersion(stream: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event) return Number(resolved.event.revision);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return -1;
  }

  /** Servers that leave the position out of the append result still return it on reads. */
  private async checkpointOf(stream: string, version: number): Promise<Checkpoint> {
    const [event] = await this.readStream(stream, version);
    if (!event) throw new Error(`appended event ${stream}@${version} could not be read back`);
    return event.checkpoint;
  }
}

function toVersion(state: CurrentStreamState): number {
  return state === 'no_stream' ? -1 : Number(state);
}
