// The browser's own install offer (beforeinstallprompt) may come before the app has started (a
// reader's app starts on their first touch, web/src/boot.ts): the page's script keeps it from the
// start, so the browser shows no banner of its own and the app's prompt can use it later.
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallOffer | null = null;
const listeners = new Set<(offer: InstallOffer) => void>();

/** Called by the page's script: keeps the offer from now on. */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app shows its own prompt at its own time (SPEC.md section 4).
    event.preventDefault();
    kept = event as InstallOffer;
    for (const listener of listeners) listener(kept);
  });
}

/** The offer kept so far, then every later one. */
export function onInstallOffer(listener: (offer: InstallOffer) => void): void {
  listeners.add(listener);
  if (kept) listener(kept);
}
