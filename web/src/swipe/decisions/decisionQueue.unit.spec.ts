import { describe, expect, it } from 'vitest';
import {
  createDecisionQueue,
  type QueuedCall,
  type QueueStorage,
  queueKey,
  type SendOutcome,
  withCall,
} from './decisionQueue.ts';

const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';
const THIRD = '00000000-0000-4000-8000-000000000003';
const KEY = queueKey('user-1', 'search-1');

const like = (publicationId: string): QueuedCall => ({ kind: 'decision', publicationId, like: true, is_super: false });
const reject = (publicationId: string): QueuedCall => ({
  kind: 'decision',
  publicationId,
  like: false,
  is_super: false,
});

function memoryStorage(): QueueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A server reached through a connection that can be cut: what it received, in order. */
function server() {
  const received: QueuedCall[] = [];
  let online = false;
  return {
    received,
    setOnline(value: boolean) {
      online = value;
    },
    async send(call: QueuedCall): Promise<SendOutcome> {
      if (!online) return 'offline';
      received.push(call);
      return 'sent';
    },
  };
}

describe('the offline decision queue', () => {
  it('keeps a newer call for a publication in place of the older one, at the end', () => {
    const queue = withCall(withCall(withCall([], like(FIRST)), reject(SECOND)), reject(FIRST));
    expect(queue).toEqual([reject(SECOND), reject(FIRST)]);
  });

  it('sends what waited, in order, once the connection returns, and nothing twice', async () => {
    const remote = server();
    const queue = createDecisionQueue({ storage: memoryStorage(), key: KEY, send: (call) => remote.send(call) });
    queue.add(like(FIRST));
    queue.add(reject(SECOND));
    queue.add(like(THIRD));
    await queue.flush();
    expect(remote.received).toEqual([]);
    expect(queue.calls).toHaveLength(3);
    remote.setOnline(true);
    await Promise.all([queue.flush(), queue.flush()]);
    await queue.flush();
    expect(remote.received).toEqual([like(FIRST), reject(SECOND), like(THIRD)]);
    expect(queue.calls).toEqual([]);
  });

  it('survives a reload: the queue is kept per person and search', async () => {
    const storage = memoryStorage();
    createDecisionQueue({ storage, key: KEY, send: async () => 'offline' }).add(like(FIRST));
    const reopened = createDecisionQueue({ storage, key: KEY, send: async () => 'offline' });
    expect(reopened.calls).toEqual([like(FIRST)]);
    const someoneElse = createDecisionQueue({
      storage,
      key: queueKey('user-2', 'search-1'),
      send: async () => 'offline',
    });
    expect(someoneElse.calls).toEqual([]);
    const otherSearch = createDecisionQueue({
      storage,
      key: queueKey('user-1', 'search-2'),
      send: async () => 'offline',
    });
    expect(otherSearch.calls).toEqual([]);
  });

  it('forgets the stored queue once everything is sent', async () => {
    const storage = memoryStorage();
    const queue = createDecisionQueue({ storage, key: KEY, send: async () => 'sent' });
    queue.add(like(FIRST));
    expect(storage.items.has(KEY)).toBe(true);
    await queue.flush();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('drops a call the server refuses and goes on with the next', async () => {
    const sent: string[] = [];
    const queue = createDecisionQueue({
      storage: memoryStorage(),
      key: KEY,
      send: async (call) => {
        sent.push(call.publicationId);
        return call.publicationId === FIRST ? 'refused' : 'sent';
      },
    });
    queue.add(like(FIRST));
    queue.add(like(SECOND));
    await queue.flush();
    expect(sent).toEqual([FIRST, SECOND]);
    expect(queue.calls).toEqual([]);
  });

  it('keeps a call made while an older one for the same publication is on its way', async () => {
    let release: (outcome: SendOutcome) => void = () => undefined;
    const sent: QueuedCall[] = [];
    const queue = createDecisionQueue({
      storage: memoryStorage(),
      key: KEY,
      send: (call) => {
        sent.push(call);
        return sent.length === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('sent');
      },
    });
    queue.add(like(FIRST));
    const flushing = queue.flush();
    queue.add(reject(FIRST));
    release('sent');
    await flushing;
    expect(sent).toEqual([like(FIRST), reject(FIRST)]);
    expect(queue.calls).toEqual([]);
  });

  it('reads a tampered store as empty', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '[{"kind":"decision","publicationId":1}]');
    expect(createDecisionQueue({ storage, key: KEY, send: async () => 'sent' }).calls).toEqual([]);
    storage.setItem(KEY, 'not json');
    expect(createDecisionQueue({ storage, key: KEY, send: async () => 'sent' }).calls).toEqual([]);
  });

  it('tells its listeners how many calls wait', () => {
    const queue = createDecisionQueue({ storage: null, key: KEY, send: async () => 'offline' });
    const seen: number[] = [];
    queue.subscribe((calls) => seen.push(calls.length));
    queue.add(like(FIRST));
    queue.add(like(SECOND));
    queue.add(reject(FIRST));
    expect(seen).toEqual([1, 2, 2]);
  });
});
