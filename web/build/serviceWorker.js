// The app's service worker (written into dist/sw.js by build/serviceWorkerBuild.ts, which fills in
// VERSION and PRECACHE). Hashed files are cached for good the first time they are fetched; pages
// are fetched from the network and fall back to the offline page (in Spanish); /api is never
// cached. Push messages become notifications; a click focuses the app (or opens it) at their url.
// A new version waits until the page asks it to take over ('Nueva versión disponible'), so a
// screen never runs with half of one version and half of another.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `app-${VERSION}`;
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname))
    event.respondWith(fromCacheFirst(request));
});

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  const options = { body: message.body ?? '', icon: '/icons/icon-192.png', data: { url: message.url ?? '/' } };
  event.waitUntil(self.registration.showNotification(message.title ?? 'Deslizá', options));
});

/** Messages of type navigate carry a url: only its path is followed, on this app's origin. */
function targetOf(notification) {
  const url = new URL(notification.data?.url ?? '/', self.location.origin);
  return new URL(`${url.pathname}${url.search}`, self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((focused) => focused.navigate(target));
    }),
  );
});
