// Waiting for a started services process (`services/src/main.ts` in a child process) to say it is
// ready: its readiness route answers 200 once migrations, projections and the app are up.
const POLL_MS = 100;

/** True once GET /api/health/ready answers 200; false when `exited()` says the process died or time is up. */
export async function untilAnswersReady(baseUrl: string, timeoutMs: number, exited: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}
