// What the server put in the page for the client: a visitor's first screen rendered into #root and
// the answers it was rendered from (FIRST_SCREEN_ELEMENT_ID on the server), or a shared search's
// invitation (markup only). Read by the page's script (boot.ts: whether to wait for a touch) and
// the app (hydration.ts: whether to hydrate).
export const FIRST_SCREEN_ID = 'first-screen';

/** Whether #root holds markup from the server that reads whole before any script. */
export function carriesServerMarkup(root: HTMLElement | null): root is HTMLElement {
  return root?.hasChildNodes() === true;
}

/** Whether #root holds the server's markup of a first screen, with its answers beside it. */
export function carriesRenderedScreen(root: HTMLElement | null): root is HTMLElement {
  return carriesServerMarkup(root) && document.getElementById(FIRST_SCREEN_ID) !== null;
}
