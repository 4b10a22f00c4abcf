// Times every append of the event store it wraps; every other call passes straight through.
import type { Checkpoint, RecordedEvent } from '@app/contracts';
import {
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type SubscribeOptions,
  type Subscription,
  VersionConflictError,
} from '@app/eventstore';
import { Histogram } from 'prom-client';
import { processRegistry } from './processRegistry.ts';

type AppendOutcome = 'ok' | 'conflict' | 'error';

const appendDuration = new Histogram({
  name: 'eventstore_append_duration_seconds',
  help: 'Time to append events to one stream, by outcome (conflict: the expected version was stale)',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});

function outcomeOf(error: unknown): AppendOutcome {
  return error instanceof VersionConflictError ? 'conflict' : 'error';
}

export class MeasuredEventStore implements EventStore {
  constructor(private readonly store: EventStore) {}

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    const stopTimer = appendDuration.startTimer();
    try {
      const result = await this.store.append(stream, events, expected);
      stopTimer({ outcome: 'ok' });
      return result;
    } catch (error) {
      stopTimer({ outcome: outcomeOf(error) });
      throw error;
    }
  }

  readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]> {
    return this.store.readStream(stream, fromVersion);
  }

  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    return this.store.readAll(after, limit);
  }

  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return this.store.subscribe(from, handler, options);
  }

  headCheckpoint(): Promise<Checkpoint> {
    return this.store.headCheckpoint();
  }

  lastCommitCheckpoint(): Promise<Checkpoint> {
    return this.store.lastCommitCheckpoint();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
