// socket.io on the API's HTTP server (/socket.io). Sockets identify with their token or guest key
// and watch the searches they take part in. Rooms span API instances through the Postgres
// adapter; one instance (the leader) follows the log and sends every live message, so each
// message goes out once whichever instance or writer recorded the fact (docs/decisions/swipe-live.md).

import { SOCKET_PATH } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { registerSocketConnectionCount } from '../metrics/index.ts';
import type { Platform } from '../platform.ts';
import { type AdapterPool, adapterPool } from './adapterPool.ts';
import { LeaderLock } from './leaderLock.ts';
import { createLiveAdapter } from './liveAdapter.ts';
import { LiveFeed } from './liveFeed.ts';
import type { LeaderTask, LiveParts } from './liveParts.ts';
import { handleSocket } from './searchRooms.ts';
import { identifySocket } from './socketIdentity.ts';
import type { LiveServer } from './socketTypes.ts';

const LEADER_LOCK = 'live-gateway';

export interface LiveGateway {
  io: LiveServer;
  /** This instance sends the live messages and pushes now. */
  leading(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's socket.io server and leadership (startLiveGateway); route plugins' instances inherit it. */
    liveGateway: LiveGateway;
  }
}

function createServer(app: FastifyInstance, platform: Platform, parts: LiveParts): LiveServer {
  const io: LiveServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  io.use((socket, next) => {
    identifySocket(platform, socket.handshake.auth, socket.request, parts.siteOfHost).then(
      (identity) => {
        if (identity instanceof Error) return next(identity);
        socket.data = identity;
        next();
      },
      () => next(new Error('unavailable')),
    );
  });
  io.on('connection', (socket) => handleSocket(platform, socket, parts.mayWatch));
  return io;
}

/**
 * Sockets are served as soon as the app exists; the adapter's connections, the leadership and the
 * feed start only when the server listens, so tests that only inject requests open nothing.
 */
export function startLiveGateway(app: FastifyInstance, platform: Platform, parts: LiveParts): LiveGateway {
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const io = createServer(app, platform, parts);
  const unregister = registerSocketConnectionCount(() => io.engine.clientsCount);
  let adapter: AdapterPool | undefined;
  let lock: LeaderLock | undefined;
  let tasks: LeaderTask[] = [];
  app.server.once('listening', () => {
    const connectionString = platform.databaseUrl;
    adapter = adapterPool(connectionString);
    io.adapter(createLiveAdapter(adapter.pool, { errorHandler: (error) => log('socket.io adapter', error) }));
    const facts = parts.facts.map((make) => make(platform, log));
    lock = new LeaderLock(connectionString, LEADER_LOCK, new LiveFeed(platform, io, facts, log), log);
    lock.start();
    tasks = parts.leaderTasks.map((make) => make(platform, log));
    for (const task of tasks) task.start(() => lock?.leading ?? false);
  });
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    unregister();
    for (const task of tasks) task.stop();
    await lock?.stop();
    await io.close();
    await adapter?.end();
  });
  const gateway: LiveGateway = { io, leading: () => lock?.leading ?? false };
  app.decorate('liveGateway', gateway);
  return gateway;
}
