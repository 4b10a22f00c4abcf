// A superlike's contact data leaves only after its 7 s notice (SPEC.md section 4): until then it can
// be cancelled. Leaving the screen sends the ones still waiting.
import { TIMING_MS } from '@app/contracts/limits';

export interface PendingSuperlikes {
  start(publicationId: string, send: () => void): void;
  /** Returns whether one was waiting. */
  cancel(publicationId: string): boolean;
  sendAllNow(): void;
}

export function createPendingSuperlikes(delayMs: number = TIMING_MS.notice): PendingSuperlikes {
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>();
  return {
    start(publicationId, send) {
      this.cancel(publicationId);
      const timer = setTimeout(() => {
        waiting.delete(publicationId);
        send();
      }, delayMs);
      waiting.set(publicationId, { timer, send });
    },
    cancel(publicationId) {
      const pending = waiting.get(publicationId);
      if (!pending) return false;
      clearTimeout(pending.timer);
      waiting.delete(publicationId);
      return true;
    },
    sendAllNow() {
      for (const [publicationId, pending] of [...waiting]) {
        clearTimeout(pending.timer);
        waiting.delete(publicationId);
        pending.send();
      }
    },
  };
}
