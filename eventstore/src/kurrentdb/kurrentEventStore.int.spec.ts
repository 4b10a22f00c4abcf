import { describe } from 'vitest';
import { eventStoreContract } from '../testing/index.ts';
import { KurrentEventStore } from './kurrentEventStore.ts';

// There is no embedded KurrentDB: the contract runs only against a server named by EVENTSTORE_URL.
const connectionString = process.env.EVENTSTORE_URL;

if (!connectionString) {
  console.info('KurrentDB contract run skipped: EVENTSTORE_URL is unset (e.g. kurrentdb://localhost:2113?tls=false)');
}

describe.skipIf(!connectionString)('kurrentdb event store', () => {
  eventStoreContract('kurrentdb', async () => {
    if (!connectionString) throw new Error('EVENTSTORE_URL is unset');
    const store = await KurrentEventStore.connect({ connectionString });
    return { store, cleanup: () => store.close() };
  });
});
