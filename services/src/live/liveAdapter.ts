// The socket.io Postgres adapter hands every broadcast to the other API instances through Postgres
// (a NOTIFY, which every listening connection then reads), also when there is no other instance:
// under the swipe load that was 130 statements a second for nobody. An instance that has heard of
// no other keeps its broadcasts to its own sockets. Instances announce themselves when they start
// and every 5 s after; one that has just started is heard of within a few milliseconds.
import { createAdapter, type PostgresAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { MessageType } from 'socket.io-adapter';

type AdapterOptions = Parameters<typeof createAdapter>[1];

/** The protected method every cluster message leaves through. */
interface Publishing {
  publishAndReturnOffset(message: { type: MessageType }): Promise<string>;
}

/** A constructor, as socket.io calls it (`new`), that returns the Postgres adapter it made. */
export function createLiveAdapter(pool: pg.Pool, options: AdapterOptions): (namespace: unknown) => PostgresAdapter {
  const create = createAdapter(pool, options);
  return function LiveAdapter(namespace: unknown) {
    const adapter = create(namespace);
    const publishing = adapter as unknown as Publishing;
    const publish = publishing.publishAndReturnOffset.bind(adapter);
    publishing.publishAndReturnOffset = async (message) => {
      const alone = (await adapter.serverCount()) === 1;
      return message.type === MessageType.BROADCAST && alone ? '' : publish(message);
    };
    return adapter;
  };
}
