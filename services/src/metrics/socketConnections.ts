// Open live (socket.io) connections. The gateway registers a function that counts them; the gauge
// asks it at every scrape, so the number is never stale and nobody has to remember to decrement.
import { Gauge } from 'prom-client';
import { processRegistry } from './processRegistry.ts';

const counters = new Set<() => number>();

new Gauge({
  name: 'socket_connections',
  help: 'Live (socket.io) connections open on this process',
  registers: [processRegistry],
  collect() {
    let total = 0;
    for (const count of counters) total += count();
    this.set(total);
  },
});

/** Registers a connection count (e.g. `() => io.engine.clientsCount`); returns its unregistration. */
export function registerSocketConnectionCount(count: () => number): () => void {
  counters.add(count);
  return () => counters.delete(count);
}
