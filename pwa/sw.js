/*
 * The service worker: a versioned precache of everything the app loads offline (shell, engine,
 * profiles, libraries). The server prepends `self.PRECACHE = {version, files, etags}` (api/pwa.py), so
 * any change to any served file is a new worker. Only same-origin GETs outside /api/ are answered
 * from the cache; API answers always go to the network and are never stored. A new version waits
 * until the page asks for it (the app's update prompt), so nothing reloads under a user.
 */
const CACHE = `tarock-${self.PRECACHE.version}`;
const NETWORK_ONLY = ["/api/", "/livez", "/readyz", "/metrics"];
let opened = null; // the cache, opened once per worker: every module of a page load asks for it

/**
 * Answered by the browser from this version's cache without running this worker (static routing,
 * where the browser has it; elsewhere the fetch handler below answers the same): the page and its
 * files. Through the fetch handler each costs a task on the worker's thread and a Cache Storage
 * lookup, and a page start makes ~20 of them.
 */
function routes() {
  const paths = ["/bundle/*", "/app/*", "/engine/*", "/vendor/*", "/profiles/*", "/icons/*"];
  return [
    { requestMode: "navigate", urlPattern: new URLPattern({ pathname: "/" }) },
    ...paths.map((pathname) => ({ urlPattern: new URLPattern({ pathname }) })),
  ].map((condition) => ({ condition, source: { cacheName: CACHE } }));
}

/** Whether `response` is the file of this version (its ETag, with the encoding's suffix). */
const current = (response, url) => (response.headers.get("ETag") ?? "").replace(/^W\//, "").startsWith(`"${self.PRECACHE.etags[url]}`);

/**
 * Every file of this version into its cache. What the page has just loaded (or an earlier version
 * had, unchanged) is taken from the browser's HTTP cache as it is, when its ETag says it is this
 * version's: the first visit and every update ask the server only for what the browser lacks,
 * instead of revalidating every file (a 304 each). A copy of another version is fetched anew.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    self.PRECACHE.files.map(async (url) => {
      let response = await fetch(url, { cache: "force-cache" });
      if (!response.ok || !current(response, url)) response = await fetch(url, { cache: "no-cache" });
      if (!response.ok || !current(response, url)) throw new Error(`${url}: ${response.status}, not this version`);
      await cache.put(url, response);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
  if (event.addRoutes && self.URLPattern) event.waitUntil(event.addRoutes(routes()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("tarock-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
  if (event.data && event.data.type === "VERSION") event.source.postMessage({ type: "VERSION", version: self.PRECACHE.version });
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((p) => url.pathname.startsWith(p))) return;
  // the app lives at "/" (its routes are in the fragment); other pages are not ours to answer
  if (request.mode === "navigate" && url.pathname !== "/" && url.pathname !== "/index.html") return;
  event.respondWith(
    (async () => {
      opened ??= caches.open(CACHE);
      const cache = await opened;
      const hit = await cache.match(request.mode === "navigate" ? "/" : request);
      return hit || fetch(request);
    })(),
  );
});
