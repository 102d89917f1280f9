// Cantina's app shell through a short Wi-Fi drop: the shell (index.html, hashed JS/CSS, i18n JSON)
// is precached from shell-manifest.json and served when the network is gone. /api and /socket.io are
// never touched: live data must come from the server or fail visibly. The build stamps the version
// (tools/build/shell-manifest.mjs), so each build gets its own cache and drops the old one.
const VERSION = '__SHELL_VERSION__';
const CACHE = `cantina-shell-${VERSION}`;
const HASHED = /-[A-Z0-9]{8}\.(js|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const manifest = await fetch('/shell-manifest.json', { cache: 'no-cache' })
        .then((r) => (r.ok ? r.json() : { files: ['/'] }))
        .catch(() => ({ files: ['/'] }));
      await cache.addAll(manifest.files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('cantina-shell-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api') || url.pathname.startsWith('/socket.io')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, '/'));
  else if (HASHED.test(url.pathname)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, url.pathname));
});

/** Fresh from the server when online (so a new build shows at once), the cached copy when not. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed file names never change content, so the cached copy is always right. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
