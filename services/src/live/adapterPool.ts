// The socket.io adapter's connections, closed whatever the adapter is doing. The adapter
// (@socket.io/postgres-adapter 0.5) lets go of its LISTEN client on close only once it holds one:
// closed while that client is still connecting, it took the client afterwards and never gave it
// back, and the pool's end waited for it forever (an instance stopped right after it started never
// finished stopping). Once closing, the pool ends every client the adapter took and did not give
// back, and one still on its way when it arrives; what the adapter asks for after that is never
// answered, so no retry timer of the adapter keeps the process alive.
import pg from 'pg';

export interface AdapterPool {
  pool: pg.Pool;
  /** After the adapter is closed: ends its connections, held or still on their way. */
  end(): Promise<void>;
}

const never = () => new Promise<never>(() => {});

export function adapterPool(connectionString: string): AdapterPool {
  const pool = new pg.Pool({ connectionString, max: 3 });
  // The adapter's LISTEN client has no 'error' listener of its own: a database restart would end
  // the process. Swallowed here, the client ends and the adapter reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const held = new Set<pg.PoolClient>();
  let closing = false;
  const connect = pool.connect.bind(pool);
  // Only the adapter's LISTEN client is taken this way (its queries go through `pool.query`).
  const takeClient = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    if (closing) {
      client.release(true);
      return never();
    }
    held.add(client);
    const release = client.release;
    client.release = (destroy) => {
      held.delete(client);
      release.call(client, destroy);
    };
    return client;
  };
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (closing) return never();
    return callback ? connect(callback) : takeClient();
  }) as typeof pool.connect;
  return {
    pool,
    async end() {
      closing = true;
      for (const client of held) client.release(true);
      await pool.end();
    },
  };
}
