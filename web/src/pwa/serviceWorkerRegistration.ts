// Registers the service worker (built into /sw.js) and, when a new version has installed while this
// page runs the old one, offers to switch: 'Nueva versión disponible'. Accepting tells the waiting
// worker to take over; the page reloads once it controls the page.
import { signal } from '@preact/signals-react';

/** The new version waiting to take over, when there is one. */
export const waitingVersion = signal<ServiceWorker | null>(null);

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) waitingVersion.value = registration.waiting;
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The first install has no controller: there is no old version to replace.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) waitingVersion.value = installing;
    });
  });
}

export function applyUpdate(): void {
  const waiting = waitingVersion.peek();
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(watchForUpdates)
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  // After the page's own downloads; the app itself often starts after the load (web/src/boot.ts).
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
