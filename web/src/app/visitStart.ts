// When this visit began, as the page's script saw it (web/src/boot.ts marks it first): the app
// itself may start later, on a reader's first touch.
let startedAt: number | null = null;

export function markVisitStart(): void {
  startedAt ??= Date.now();
}

/** The visit's start; now, when nothing marked it. */
export function visitStart(): number {
  return startedAt ?? Date.now();
}
