// Commands on the same stream wait for each other inside one process: writers to a popular stream
// (a promotional code everyone redeems at once) queue up instead of losing version races over and
// over. Across processes the expected version and the retries still decide.
import type { EventStore } from '@app/eventstore';

const queues = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

export async function oneAtATime<T>(store: EventStore, stream: string, work: () => Promise<T>): Promise<T> {
  let streams = queues.get(store);
  if (!streams) {
    streams = new Map();
    queues.set(store, streams);
  }
  const previous = streams.get(stream) ?? Promise.resolve();
  const turn = previous.then(work, work);
  const tail = turn.catch(() => undefined);
  streams.set(stream, tail);
  try {
    return await turn;
  } finally {
    if (streams.get(stream) === tail) streams.delete(stream);
  }
}
