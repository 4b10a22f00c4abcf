// The markup last rendered for the same path, configuration and first-screen answers. A render is
// a function of those (and of the year the landing's footer prints), so a page nobody changed is
// not rendered again: its reads still run on every request, and any change in what they answer
// (a price, a title) is a new key. React's render was most of a storefront's server time.
import { BoundedMap } from '@app/contracts';

/** Long enough to serve a burst of visits, short enough that the footer's year follows the clock. */
const FRESH_MS = 60_000;
/** Per configuration; a storefront's markup is tens of KB. */
const PAGES_KEPT = 128;

interface Remembered {
  markup: string;
  renderedAt: number;
}

export class RenderedMarkupMemo {
  // The configuration is one object while nothing in it changed (loadConfiguration): a new one
  // (a setting changed) starts a new map and lets the old one go.
  private readonly byConfiguration = new WeakMap<object, BoundedMap<string, Remembered>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The remembered markup for the inputs, else render's (a null render is not remembered). */
  markup(configuration: unknown, key: string, render: () => string | null): string | null {
    if (typeof configuration !== 'object' || configuration === null) return render();
    let pages = this.byConfiguration.get(configuration);
    if (!pages) {
      pages = new BoundedMap(PAGES_KEPT);
      this.byConfiguration.set(configuration, pages);
    }
    const now = this.now();
    const remembered = pages.get(key);
    if (remembered && now - remembered.renderedAt < FRESH_MS) return remembered.markup;
    const markup = render();
    if (markup === null) pages.delete(key);
    else pages.set(key, { markup, renderedAt: now });
    return markup;
  }
}
