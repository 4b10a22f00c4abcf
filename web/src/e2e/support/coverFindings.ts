// What a prompt or a toast covers that a person reads or presses (issue 34, items 3 and 6): a title
// (h1–h6 or role heading) or a main button (a filled button, a swipe decision button). The app's
// header is left out on purpose: toasts take its band (docs/decisions/toasts.md). While a side panel
// is open only what is in it counts: the page behind it is out of reach anyway.
import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Runs in the page: one line per overlap, naming the cover and what it covers. */
const COVER_PROBE = `((extraCovers) => {
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.bottom > 0 && box.top < innerHeight;
  };
  const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(inView);
  const scope = modals.length > 0 ? modals : [document.body];
  const read = scope
    .flatMap((root) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"], .mantine-Button-root[data-variant="filled"], nav[aria-label="Acciones"] button')])
    .filter((element) => inView(element) && !element.closest('#root header') && !element.closest('[aria-hidden="true"]'));
  const covers = [...document.querySelectorAll('[data-prompt], .mantine-Notification-root')]
    .filter(inView)
    .map((element) => ({ element, box: element.getBoundingClientRect(), name: element.textContent.trim().slice(0, 30) }))
    // While a side panel is open, toasts leave the top for the bottom (app/global.css).
    .concat((modals.length > 0 ? [] : extraCovers).map((box) => ({ element: null, box: { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height }, name: "the toasts' place" })));
  const found = [];
  for (const cover of covers) {
    for (const element of read) {
      if (cover.element && (cover.element.contains(element) || element.contains(cover.element))) continue;
      const box = element.getBoundingClientRect();
      const across = Math.min(cover.box.right, box.right) - Math.max(cover.box.left, box.left);
      const down = Math.min(cover.box.bottom, box.bottom) - Math.max(cover.box.top, box.top);
      if (across <= 1 || down <= 1) continue;
      const name = (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
      found.push('"' + cover.name + '" covers "' + name + '"');
    }
  }
  return found;
})`;

/** Every overlap of a prompt or toast on screen (and of `places`, where toasts show) with a title or main button. */
export function coverings(page: Page, places: Box[] = []): Promise<string[]> {
  return page.evaluate(`${COVER_PROBE}(${JSON.stringify(places)})`) as Promise<string[]>;
}
