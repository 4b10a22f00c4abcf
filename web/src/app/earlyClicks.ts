// A tap on the server's markup before the app has hydrated it would do nothing: the buttons and
// fields have no handlers yet. From the moment the page's script runs (web/src/boot.ts), the last
// such tap on a button, link or field (a select opens its list on a tap) is held and repeated once
// the page is hydrated (React then hydrates what it lands on first); a page rendered anew drops
// it. A field tapped before the script ran only took the focus: it is tapped again once hydrated.
const FIELD = 'input, select, textarea';
const CLICKABLE = `button, a[href], [role="button"], ${FIELD}`;

export interface EarlyClicks {
  /** Repeats the held tap, if any, and stops holding. */
  replay(): void;
  /** Stops holding and forgets the tap (the markup is being replaced). */
  drop(): void;
}

let holding: EarlyClicks | null = null;

function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  document.addEventListener('click', hold, true);
  const stop = () => document.removeEventListener('click', hold, true);
  return {
    replay() {
      stop();
      const focused = document.activeElement;
      const target =
        held ?? (focused instanceof HTMLElement && root.contains(focused) && focused.matches(FIELD) ? focused : null);
      held = null;
      if (target instanceof HTMLElement) setTimeout(() => target.isConnected && target.click(), 0);
    },
    drop() {
      stop();
      held = null;
    },
  };
}

/** Starts holding taps on the markup in `root` (once; the page's script calls it first). */
export function startHoldingEarlyClicks(root: HTMLElement): EarlyClicks {
  holding ??= holdEarlyClicks(root);
  return holding;
}
