// Rounds of: the platform starts (on the data it left), 16 visitors swipe over HTTP, and at a
// random moment node and every PostgreSQL process get SIGKILL. After the last round the platform
// starts once more and nothing acknowledged may be missing (crashVerification.ts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@app/database';
import { CrashPlatform } from './crashPlatform.ts';
import { type Verification, verifyAfterCrashes } from './crashVerification.ts';
import { type Acknowledged, newSwiperSearches, swipeUntilStopped } from './swipers.ts';

export interface CrashPlan {
  rounds: number;
  writers: number;
  /** The kill comes at a random moment between these, after the platform answered a first decision. */
  killAfterMs: { min: number; max: number };
  log: (line: string) => void;
}

export interface CrashResult extends Verification {
  rounds: number;
  /** Decisions sent whose answer never came (the kill caught them): they may or may not be recorded. */
  unanswered: number;
}

/** A platform still warming up on a busy machine answers late: the kill waits for it (at most a minute). */
async function firstAnswer(answered: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!answered() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

export async function runCrashTest(plan: CrashPlan): Promise<CrashResult> {
  const parent = await mkdtemp(path.join(tmpdir(), 'crash-test-'));
  // The server's user (not root) must reach its data directory.
  await chmod(parent, 0o755);
  const platform = new CrashPlatform({
    dataDirectory: path.join(parent, 'data'),
    port: await freePort(),
    postgresPort: await freePort(),
    log: plan.log,
  });
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  try {
    for (let round = 1; round <= plan.rounds; round++) {
      const startedAt = performance.now();
      await platform.start();
      const searches = await newSwiperSearches(platform.url, platform.databaseUrl, plan.writers);
      const before = acknowledged.length;
      let killed = false;
      const killAfter = plan.killAfterMs.min + Math.random() * (plan.killAfterMs.max - plan.killAfterMs.min);
      const killing = firstAnswer(() => acknowledged.length > before).then(async () => {
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        killed = true;
        await platform.kill();
      });
      const swiping = swipeUntilStopped(
        platform.url,
        searches,
        () => killed,
        acknowledged,
        () => sent++,
      );
      await Promise.all([killing, swiping]);
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      plan.log(
        `round ${round}/${plan.rounds}: ${acknowledged.length - before} decisions acknowledged, SIGKILL after ${Math.round(killAfter)} ms (${seconds} s)`,
      );
    }
    await platform.start();
    const verification = await verifyAfterCrashes(platform.url, platform.databaseUrl, acknowledged);
    return { ...verification, rounds: plan.rounds, unanswered: sent - acknowledged.length };
  } finally {
    await platform.stop().catch(() => {});
    // A server left running by a start that failed half-way (a stopped one left no postmaster.pid).
    await platform.kill();
    await rm(parent, { recursive: true, force: true });
  }
}
