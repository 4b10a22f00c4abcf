// A superlike leaves at once, so the seller sees it while the searcher still looks at the card; its
// 7 s notice (SPEC.md section 4) is the window in which Cancelar takes it back, as a plain like.
// Deferring the call for the window made the seller wait 7 s for every superlike (issue 34).
import { TIMING_MS } from '@app/contracts/limits';

export interface SuperlikeWindows {
  /** Opens the publication's window; `onClose` runs when it ends by itself. */
  open(publicationId: string, onClose: () => void): void;
  /** Ends the window now; returns whether it was still open (Cancelar may take the superlike back). */
  close(publicationId: string): boolean;
  closeAll(): void;
}

export function createSuperlikeWindows(windowMs: number = TIMING_MS.notice): SuperlikeWindows {
  const open = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    open(publicationId, onClose) {
      this.close(publicationId);
      const timer = setTimeout(() => {
        open.delete(publicationId);
        onClose();
      }, windowMs);
      open.set(publicationId, timer);
    },
    close(publicationId) {
      const timer = open.get(publicationId);
      if (timer === undefined) return false;
      clearTimeout(timer);
      open.delete(publicationId);
      return true;
    },
    closeAll() {
      for (const timer of open.values()) clearTimeout(timer);
      open.clear();
    },
  };
}
