/**
 * A teardown step that may not hold a suite's `afterAll` past its limit. Stopping waits on the
 * database (a checkpoint behind DROP DATABASE, a batch a projection is applying), which on a
 * loaded machine can outlast the hook: the step is named on stderr and teardown goes on, since
 * dropping the database WITH (FORCE) ends whatever connection it left.
 */
export async function boundedStep(name: string, step: () => Promise<void>, limitMs = 30_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    timer = setTimeout(() => resolve('overdue'), limitMs);
  });
  try {
    const outcome = await Promise.race([step().then(() => 'done' as const), overdue]);
    if (outcome === 'overdue') console.error(`teardown: "${name}" still running after ${limitMs} ms; going on`);
  } finally {
    clearTimeout(timer);
  }
}
