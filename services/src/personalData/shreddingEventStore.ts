// Crypto-shredding around any event store: personal fields (personalFields.ts) are encrypted with
// their owner's key on the way in and decrypted on the way out. Once the key is destroyed they
// read as erased, so deciders, projections and replays keep working on a log with nothing
// readable left about a deleted person (docs/decisions/user-deletion.md).
import type { Checkpoint, RecordedEvent } from '@app/contracts';
import type {
  AppendResult,
  BatchHandler,
  EventStore,
  EventToAppend,
  ExpectedVersion,
  SubscribeOptions,
  Subscription,
} from '@app/eventstore';
import { decryptField, encryptField, isEncrypted } from './fieldCipher.ts';
import type { PersonalDataVault } from './personalDataVault.ts';
import { erasedValue, ownerOf, PERSONAL_FIELDS } from './personalFields.ts';

type Data = Record<string, unknown>;

export class ShreddingEventStore implements EventStore {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.store.append(stream, await Promise.all(events.map((event) => this.seal(event))), expected);
  }

  async readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readStream(stream, fromVersion));
  }

  async readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readAll(after, limit));
  }

  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return this.store.subscribe(from, async (events) => handler(await this.openAll(events)), options);
  }

  headCheckpoint(): Promise<Checkpoint> {
    return this.store.headCheckpoint();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async seal(event: EventToAppend): Promise<EventToAppend> {
    const fields = PERSONAL_FIELDS[event.type];
    const userId = ownerOf(event.data);
    if (!fields || !userId) return event;
    const key = await this.vault.keyFor(userId);
    if (!key) throw new Error(`the personal data key of ${userId} was destroyed`);
    const data: Data = { ...(event.data as Data) };
    for (const field of fields) {
      const value = data[field];
      if (typeof value === 'string') data[field] = encryptField(key, value);
    }
    return { ...event, data };
  }

  private async openAll(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    // Most events carry nothing personal: they pass through without a look-up.
    if (!events.some((event) => PERSONAL_FIELDS[event.type])) return [...events];
    return Promise.all(events.map((event) => this.open(event)));
  }

  private async open(event: RecordedEvent): Promise<RecordedEvent> {
    const fields = PERSONAL_FIELDS[event.type];
    const userId = ownerOf(event.data);
    if (!fields || !userId) return event;
    const data: Data = { ...(event.data as Data) };
    const sealed = fields.filter((field) => isEncrypted(data[field]));
    if (sealed.length === 0) return event;
    const key = await this.vault.find(userId);
    for (const field of sealed)
      data[field] = key ? decryptField(key, data[field] as string) : erasedValue(field, userId);
    return { ...event, data };
  }
}
