// A buyer's phone and a seller's (or another buyer's) screen, and the time a live message takes
// from one to the other: the release of the pointer on the phone, and the first animation frame
// after the text appeared on the other screen. Both pages run on one machine, so their clocks
// (performance.timeOrigin + now) agree. The in-page parts are strings: this file is also checked
// without the DOM library (bench/liveJourney.ts uses it).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInContext } from './swipeWorld.ts';

/** The phone of issue 34's findings. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

const TIMINGS_SCRIPT = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const timings = { releasedAt: null, watched: new Map() };
  globalThis.__liveTimings = timings;
  // The default 250 entries fill up with a deck's pictures, and the taps' requests would go unseen.
  performance.setResourceTimingBufferSize(100000);
  addEventListener('pointerup', (event) => { timings.releasedAt = performance.timeOrigin + event.timeStamp; }, true);
  const check = () => {
    const text = document.body ? document.body.textContent || '' : '';
    for (const [wanted, seen] of timings.watched) {
      if (seen.state !== 'waiting' || !text.includes(wanted)) continue;
      seen.state = 'found';
      requestAnimationFrame(() => { seen.at = now(); });
    }
  };
  timings.watch = (wanted, inFrame) => {
    timings.watched.set(wanted, { state: 'waiting', at: null, inFrame, frameAt: null });
    check();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  // When the socket frame carrying a watched message arrived, to tell the network from the page.
  const NativeWebSocket = WebSocket;
  globalThis.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        for (const seen of timings.watched.values())
          if (seen.frameAt === null && seen.inFrame && event.data.includes(seen.inFrame)) seen.frameAt = now();
      });
    }
  };
})();`;

/** Records pointer releases and watched texts in every page of the context. */
export async function recordTimings(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: TIMINGS_SCRIPT });
}

/** A signed-in context recording timings; `phone` makes it the 390 × 844 phone. */
export async function timedPage(browser: Browser, baseUrl: string, token: string, phone: boolean): Promise<Page> {
  const context = await signedInContext(browser, baseUrl, token);
  await recordTimings(context);
  const page = await context.newPage();
  if (phone) await page.setViewportSize(PHONE_VIEWPORT);
  return page;
}

/**
 * Starts watching for `text`; `seenAt` tells when it showed, `frameAt` when a socket frame holding
 * `inFrame` arrived.
 */
export async function watchFor(page: Page, text: string, inFrame = ''): Promise<void> {
  await page.evaluate(`globalThis.__liveTimings.watch(${JSON.stringify(text)}, ${JSON.stringify(inFrame)})`);
}

interface PageTimings {
  __liveTimings: { releasedAt: number | null; watched: Map<string, { at: number | null; frameAt: number | null }> };
}

export async function seenAt(page: Page, text: string, timeoutMs = 15_000): Promise<number> {
  // A function, not a string: the app's Content-Security-Policy forbids evaluating strings.
  const handle = await page.waitForFunction(
    (wanted) => (globalThis as unknown as PageTimings).__liveTimings.watched.get(wanted)?.at ?? null,
    text,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

export async function frameAt(page: Page, text: string): Promise<number | null> {
  return page.evaluate(
    (wanted) => (globalThis as unknown as PageTimings).__liveTimings.watched.get(wanted)?.frameAt ?? null,
    text,
  );
}

/** When the page's latest request to a URL ending in `ending` started and was answered, in the same clock. */
export async function requestTimes(page: Page, ending: string): Promise<{ started: number; answered: number } | null> {
  return page.evaluate((end) => {
    const { performance } = globalThis as unknown as {
      performance: {
        timeOrigin: number;
        getEntriesByType(type: string): { name: string; startTime: number; responseEnd: number }[];
      };
    };
    const entry = performance
      .getEntriesByType('resource')
      .filter((candidate) => candidate.name.endsWith(end))
      .at(-1);
    if (!entry) return null;
    return { started: performance.timeOrigin + entry.startTime, answered: performance.timeOrigin + entry.responseEnd };
  }, ending);
}

export async function releasedAt(page: Page): Promise<number> {
  return (await page.evaluate('globalThis.__liveTimings.releasedAt')) as number;
}

const activeCard = (page: Page) => page.locator('[data-active="true"]').getByTestId('publication-card');

export async function activePublicationId(page: Page): Promise<string> {
  await activeCard(page).waitFor();
  return (await activeCard(page).getAttribute('data-publication-id')) ?? '';
}

/** Waits until the slider shows another card than `publicationId`. */
export async function nextCardAfter(page: Page, publicationId: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const current = await activePublicationId(page);
    if (current !== publicationId) return current;
    await page.waitForTimeout(25);
  }
  throw new Error(`the slider stayed on ${publicationId}`);
}

const likeButton = (page: Page) => page.getByRole('button', { name: /^Me gusta/ });

/** A long press on like: the superlike goes at 1,500 ms, the finger lifts a moment later. */
export async function holdLike(page: Page, heldMs = 1_600): Promise<void> {
  await likeButton(page).hover();
  await page.mouse.down();
  await page.waitForTimeout(heldMs);
  await page.mouse.up();
}

export async function tapLike(page: Page): Promise<void> {
  await likeButton(page).click();
}
