/**
 * Waits `milliseconds`, or less when the function handed to `hold` is called (a subscription
 * woken by an append, or stopped). `hold` gets undefined once the wait is over.
 */
export function interruptibleDelay(
  milliseconds: number,
  hold: (interrupt: (() => void) | undefined) => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, milliseconds);
    function done() {
      clearTimeout(timer);
      hold(undefined);
      resolve();
    }
    hold(done);
  });
}
