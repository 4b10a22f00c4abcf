// The page's only script. A visitor's page the server rendered (it carries its first screen's
// answers) is whole without the app: its text, pictures and links show and work with the HTML and
// the stylesheets. The app (some 100 KiB of script, then hydrating the page) starts when the person
// first touches, clicks, types or focuses, or when the browser has been idle a while; a tap made
// before it is held and repeated once the page is hydrated (app/earlyClicks.ts). On a phone the
// reading is never held up by the app's work. A shared search's invitation (its title and first
// publication) reads the same way; the app renders the swipe screen over it rather than hydrating
// it. Any other page (signed in, no markup) has nothing to show without the app: it starts once
// painted.
import { startHoldingEarlyClicks } from './app/earlyClicks.ts';
import { carriesServerMarkup } from './app/serverMarkup.ts';
import { markVisitStart } from './app/visitStart.ts';
import { captureInstallOffer } from './pwa/installOfferCapture.ts';
import { onFirstInteraction } from './shared/onFirstInteraction.ts';

/** With no interaction, the app starts this long after the page has loaded, when the browser is idle. */
const IDLE_START_MS = 10_000;

markVisitStart();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

/**
 * '/' shows a visitor the landing, whose address is '/landing' (the page's canonical one; a
 * microsite's home is its '/'): the address bar says so at once, as the app would once started.
 */
function showCanonicalAddress(): void {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (window.location.pathname !== '/' || !canonical) return;
  const { pathname } = new URL(canonical);
  if (pathname !== '/')
    history.replaceState(history.state, '', `${pathname}${window.location.search}${window.location.hash}`);
}

const root = document.getElementById('root');
if (root) startHoldingEarlyClicks(root);
captureInstallOffer();
if (carriesServerMarkup(root)) {
  showCanonicalAddress();
  onFirstInteraction(start);
  // A field tapped before this script came has only taken the focus: the person is already there.
  if (root.contains(document.activeElement)) start();
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2_000 }) : start());
  const startWhenIdle = () => setTimeout(whenIdle, IDLE_START_MS);
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
} else {
  // After the paint; a hidden tab paints no frame, hence the timeout beside the frame.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}
