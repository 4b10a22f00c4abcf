// Decisions made while the connection is down (issue 19: the swipe screen is offline-tolerant). Each
// person's queue of one search is kept in localStorage, so a reload or a closed tab loses nothing,
// and sent in order once the connection returns. Only a publication's last call matters to the
// server (a decision replaces the one before; an identical one is ignored), so a newer call for the
// same publication replaces the queued one and goes to the end.
import { z } from 'zod';

export type QueuedCall =
  | { kind: 'decision'; publicationId: string; like: boolean; is_super: boolean }
  | { kind: 'undo'; publicationId: string };

/** What sending one call came to: recorded, no answer (still offline), or refused by the server. */
export type SendOutcome = 'sent' | 'offline' | 'refused';

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const queuedCallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('decision'), publicationId: z.string(), like: z.boolean(), is_super: z.boolean() }),
  z.object({ kind: z.literal('undo'), publicationId: z.string() }),
]);
const queueSchema = z.array(queuedCallSchema).max(1000);

export function queueKey(personKey: string, uuid: string): string {
  return `swipe-queue:${personKey}:${uuid}`;
}

/** The queue with `call` at its end, and no older call for the same publication. */
export function withCall(queue: readonly QueuedCall[], call: QueuedCall): QueuedCall[] {
  return [...queue.filter((queued) => queued.publicationId !== call.publicationId), call];
}

export interface DecisionQueue {
  readonly calls: readonly QueuedCall[];
  add(call: QueuedCall): void;
  /**
   * Sends the calls in order, one at a time; stops at the first that gets no answer (it stays first).
   * A refused call is dropped (`onRefused` tells the person). Concurrent flushes share one run.
   */
  flush(): Promise<void>;
  /** Called with the queue whenever it changes. */
  subscribe(listener: (calls: readonly QueuedCall[]) => void): () => void;
}

export interface DecisionQueueOptions {
  storage: QueueStorage | null;
  key: string;
  send: (call: QueuedCall) => Promise<SendOutcome>;
}

function read(storage: QueueStorage | null, key: string): QueuedCall[] {
  try {
    const stored = storage?.getItem(key);
    if (!stored) return [];
    const parsed = queueSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(storage: QueueStorage | null, key: string, calls: readonly QueuedCall[]): void {
  try {
    if (calls.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(calls));
  } catch {
    // Storage full or disabled: the queue then lives as long as the page.
  }
}

export function createDecisionQueue({ storage, key, send }: DecisionQueueOptions): DecisionQueue {
  let calls: QueuedCall[] = read(storage, key);
  let running: Promise<void> | null = null;
  const listeners = new Set<(calls: readonly QueuedCall[]) => void>();
  const replace = (next: QueuedCall[]) => {
    calls = next;
    write(storage, key, calls);
    for (const listener of listeners) listener(calls);
  };

  async function run(): Promise<void> {
    for (let first = calls[0]; first !== undefined; first = calls[0]) {
      const outcome = await send(first);
      if (outcome === 'offline') return;
      // A newer call for the same publication may have replaced this one while it was on its way.
      replace(calls[0] === first ? calls.slice(1) : calls);
    }
  }

  return {
    get calls() {
      return calls;
    },
    add(call) {
      replace(withCall(calls, call));
    },
    flush() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
