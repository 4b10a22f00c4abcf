// The swipe screen's queue of decisions made offline (decisionQueue.ts): kept per person and
// search, sent when the browser says it is back online, when the screen opens or the phone shows
// the app again, and every few seconds while something waits (a phone can be "online" on a
// network that answers nothing).
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  createDecisionQueue,
  type DecisionQueue,
  type QueuedCall,
  queueKey,
  type SendOutcome,
} from './decisionQueue.ts';

const RETRY_MS = 10_000;

function browserStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface QueuedDecisions {
  queue: DecisionQueue;
  /** How many calls wait for the connection. */
  waiting: number;
}

export function useDecisionQueue(
  uuid: string,
  personKey: string,
  send: (call: QueuedCall) => Promise<SendOutcome>,
): QueuedDecisions {
  const latestSend = useRef(send);
  latestSend.current = send;
  const queue = useMemo(
    () =>
      createDecisionQueue({
        storage: browserStorage(),
        key: queueKey(personKey, uuid),
        send: (call) => latestSend.current(call),
      }),
    [uuid, personKey],
  );
  const [waiting, setWaiting] = useState(queue.calls.length);

  useEffect(() => {
    setWaiting(queue.calls.length);
    const unsubscribe = queue.subscribe((calls) => setWaiting(calls.length));
    const flush = () => void queue.flush();
    const flushWhenShown = () => {
      if (document.visibilityState === 'visible') flush();
    };
    flush();
    globalThis.addEventListener('online', flush);
    document.addEventListener('visibilitychange', flushWhenShown);
    return () => {
      unsubscribe();
      globalThis.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', flushWhenShown);
    };
  }, [queue]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void queue.flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [queue, waiting]);

  return { queue, waiting };
}
