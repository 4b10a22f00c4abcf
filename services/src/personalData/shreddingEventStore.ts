// Crypto-shredding around any event store: personal fields (personalFields.ts) are encrypted with
// their author's key on the way in and decrypted on the way out. Once the key is destroyed they
// read as erased, so deciders, projections and replays keep working on a log with nothing
// readable left about a deleted person (docs/decisions/user-deletion.md).
import { BoundedMap, type Checkpoint, type RecordedEvent } from '@app/contracts';
import type {
  AppendResult,
  BatchHandler,
  EventStore,
  EventToAppend,
  ExpectedVersion,
  SubscribeOptions,
  Subscription,
} from '@app/eventstore';
import { decryptField, encryptField, isEncrypted, sealedAuthor } from './fieldCipher.ts';
import { rewriteAt, valuesAt } from './fieldPaths.ts';
import type { PersonalDataVault } from './personalDataVault.ts';
import { PERSONAL_EVENTS, type PersonalEvent } from './personalFields.ts';

type Keys = ReadonlyMap<string, Buffer | null>;

/** Streams whose creator is cached (a publication's changes are sealed with its creator's key). */
const CREATORS_CACHED = 50_000;

export class ShreddingEventStore implements EventStore {
  /** Stream → the account its first event names; a stream's creator never changes. */
  private readonly creators = new BoundedMap<string, string>(CREATORS_CACHED);
  /** A shared read's events, opened: kept as long as the read's array is referenced. */
  private readonly openedReads = new WeakMap<readonly RecordedEvent[], Promise<RecordedEvent[]>>();

  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async append(stream: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.store.append(stream, await Promise.all(events.map((event) => this.seal(stream, event))), expected);
  }

  async readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readStream(stream, fromVersion));
  }

  async readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readAll(after, limit));
  }

  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return this.store.subscribe(from, async (events) => handler(await this.openShared(events)), options);
  }

  /**
   * Subscriptions at the same checkpoint share one read of the log (a process runs one per
   * projection): its events are opened once for all of them, not once each.
   */
  private openShared(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    let opened = this.openedReads.get(events);
    if (!opened) {
      opened = this.openAll(events);
      this.openedReads.set(events, opened);
      // A failed opening is not kept: the subscription retries its batch, and must open it again.
      opened.catch(() => this.openedReads.delete(events));
    }
    return opened;
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

  private async seal(stream: string, event: EventToAppend): Promise<EventToAppend> {
    const personal = PERSONAL_EVENTS[event.type];
    const authorId = personal && (await this.authorOf(stream, event, personal));
    if (!personal || !authorId) return event;
    if (personal.startsStream) this.creators.set(stream, authorId);
    const key = await this.vault.keyFor(authorId);
    if (!key) throw new Error(`the personal data key of ${authorId} was destroyed`);
    let data = event.data;
    // Every string is sealed, even one that looks sealed: what a person typed is never taken for a key's work.
    for (const { path } of personal.fields) {
      data = rewriteAt(data, path, (value) => (typeof value === 'string' ? encryptField(authorId, key, value) : value));
    }
    return { ...event, data };
  }

  private async authorOf(stream: string, event: EventToAppend, personal: PersonalEvent): Promise<string | null> {
    if (!personal.byStreamCreator) return personal.author(event);
    const cached = this.creators.get(stream);
    if (cached) return cached;
    const [first] = await this.store.readStream(stream, 0);
    const creator =
      first && PERSONAL_EVENTS[first.type]?.startsStream ? PERSONAL_EVENTS[first.type]!.author(first) : null;
    if (creator) this.creators.set(stream, creator);
    return creator;
  }

  /** Keys are looked up once per batch and author, so a replay costs a query per batch at most. */
  private async openAll(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const authors = new Set<string>();
    for (const event of events) {
      for (const author of sealedAuthors(event)) authors.add(author);
      if (PERSONAL_EVENTS[event.type]?.startsStream) this.rememberCreator(event);
    }
    // Most batches carry nothing sealed: they pass through without a look-up.
    if (authors.size === 0) return [...events];
    const keys = await this.vault.findMany([...authors]);
    return events.map((event) => open(event, keys));
  }

  /** A stream's first event reaches every subscription: only the first files its creator. */
  private rememberCreator(event: RecordedEvent): void {
    const creator = PERSONAL_EVENTS[event.type]?.author(event);
    if (creator && this.creators.get(event.stream) !== creator) this.creators.set(event.stream, creator);
  }
}

/** Whose keys the event's sealed fields need. */
function sealedAuthors(event: RecordedEvent): string[] {
  const personal = PERSONAL_EVENTS[event.type];
  if (!personal) return [];
  const authors: string[] = [];
  for (const { path } of personal.fields) {
    for (const value of valuesAt(event.data, path)) {
      if (!isEncrypted(value)) continue;
      const author = sealedAuthor(value) ?? personal.author(event);
      if (author) authors.push(author);
    }
  }
  return authors;
}

function open(event: RecordedEvent, keys: Keys): RecordedEvent {
  const personal = PERSONAL_EVENTS[event.type];
  if (!personal) return event;
  let data = event.data;
  for (const { path, erased } of personal.fields) {
    data = rewriteAt(data, path, (value) => {
      if (!isEncrypted(value)) return value;
      const author = sealedAuthor(value) ?? personal.author(event) ?? '';
      const key = keys.get(author);
      return key ? openOrKeep(key, value) : erased(author);
    });
  }
  return data === event.data ? event : { ...event, data };
}

/** A value stored in clear before sealing existed may merely look sealed: it is kept as written. */
function openOrKeep(key: Buffer, value: string): string {
  try {
    return decryptField(key, value);
  } catch {
    return value;
  }
}
