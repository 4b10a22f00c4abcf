// Which microsite a host serves, consulted on every request: remembered per host (the main
// platform's hosts too, as "none") until the microsites projection applies a change here.
import { requestHostKey } from '@app/contracts';
import { PREPARED, projectedRows, type ReadModelDatabase, type ReadModels, readProjected } from '@app/projections';
import type { MicrositeRow } from '../micrositeQueries.ts';

/** Hosts are at most 253 characters; a longer Host header cannot name a microsite. */
const HOST_MAX_LENGTH = 253;

/** Wrapped, so a host serving no microsite is cached as well (readProjected keeps no `undefined`). */
const HOSTS = projectedRows<{ microsite: MicrositeRow | null }>('microsites');

function readHost(db: ReadModelDatabase, host: string) {
  return db.selectFrom('microsites').selectAll().where('host', '=', host).modifyEnd(PREPARED).executeTakeFirst();
}

/** The microsite `hostname` (as the request names it) serves, whatever its status; null: the main platform. */
export async function micrositeOfHost(readModels: ReadModels, hostname: string): Promise<MicrositeRow | null> {
  const host = requestHostKey(hostname);
  if (host === '' || host.length > HOST_MAX_LENGTH || !host.includes('.')) return null;
  const found = await readProjected(readModels, HOSTS, host, async () => ({
    microsite: (await readHost(readModels.db, host)) ?? null,
  }));
  return found?.microsite ?? null;
}
