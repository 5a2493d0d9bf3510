/**
 * The service worker of the client's plan page (issue 28, decision 176), scoped to /my-plan/.
 * Hand-written and small: it caches only the portal's own URLs — the page shell (index.html and
 * the chunks the portal route needs, listed by the build), the last answer of
 * GET /api/v1/my-plan/:token per link, and nothing else (not the PDF, no other API, no staff page).
 * The build (vite.config.ts, portalServiceWorker) writes it to /portal-sw.js with PRECACHE and
 * VERSION filled in; a new build is a new worker, which replaces the old shell.
 */
const VERSION = 'dev';
const PRECACHE = [];
const SHELL_CACHE = `nutridesk-portal-shell-${VERSION}`;
/** Kept across releases: a phone opening the plan offline after an update still has its plan. */
const DATA_CACHE = 'nutridesk-portal-data';
/** The page shell's key: every /my-plan/<token> page is the same index.html. */
const SHELL_URL = '/my-plan/';
const SAVED_AT = 'x-portal-saved-at';
const PLAN_READ = /^\/api\/v1\/my-plan\/[^/]+$/;
const MANIFEST = /^\/my-plan\/([^/]+)\/manifest\.webmanifest$/;
/**
 * The Devanagari font (decision 217): kept the first time a page in Hindi asks for it, not
 * precached (an English page never needs it). Its name carries its content's hash, so the kept
 * copy is always right and is kept across releases.
 */
const FONT = /^\/assets\/NotoSansDevanagari[^/]*\.ttf$/;
const FONT_CACHE = 'nutridesk-portal-fonts';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_URL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('nutridesk-portal-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The web app manifest of one link: the server's, with the practice's name and logo as the icon
 * (issue 34, decision 194); offline or refused, the leaf's, so the page still installs.
 */
async function manifestOf(token) {
  try {
    const response = await fetch(`/api/v1/my-plan/${token}/manifest`);
    if (response.ok) return response;
  } catch {
    // Offline: the leaf's manifest below.
  }
  return leafManifestOf(token);
}

function leafManifestOf(token) {
  const start = `/my-plan/${token}`;
  return new Response(
    JSON.stringify({
      id: start,
      name: 'My nutrition plan',
      short_name: 'My plan',
      start_url: start,
      scope: '/my-plan/',
      display: 'standalone',
      theme_color: '#087f5b',
      background_color: '#f8f9fa',
      icons: [
        { src: '/portal-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/portal-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/portal-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    { headers: { 'content-type': 'application/manifest+json' } },
  );
}

/** The page: from the network (kept as the shell), or the kept shell when offline. */
async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch {
    return (await cache.match(SHELL_URL)) ?? Response.error();
  }
}

/**
 * The plan: from the network, kept with the time it was saved; offline, the kept answer with
 * that time in a header (the page shows "Last updated"). A link the server refuses (404, 410)
 * forgets its kept plan.
 */
async function planRead(request) {
  const cache = await caches.open(DATA_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
  if (response.status === 200) {
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT, new Date().toISOString());
    // The kept body is the decoded one.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const body = await response.clone().arrayBuffer();
    await cache.put(request, new Response(body, { status: 200, headers }));
  } else if (response.status === 404 || response.status === 410) {
    await cache.delete(request);
  }
  return response;
}

/** The shell's files: named by their content, so a kept copy is always right. */
async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

/** The font: the kept copy, else from the network (kept for next time). */
async function font(request) {
  const cache = await caches.open(FONT_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// The page read its plan before this worker took it: keep a copy now (portal-install.ts).
self.addEventListener('message', (event) => {
  const url = event.data?.type === 'keep-plan' ? String(event.data.url) : '';
  if (PLAN_READ.test(url)) event.waitUntil(planRead(new Request(url)).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const manifest = MANIFEST.exec(url.pathname);
  if (manifest) event.respondWith(manifestOf(manifest[1]));
  else if (request.mode === 'navigate' && url.pathname.startsWith(SHELL_URL))
    event.respondWith(page(request));
  else if (PLAN_READ.test(url.pathname)) event.respondWith(planRead(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(shellFile(request));
  else if (FONT.test(url.pathname)) event.respondWith(font(request));
});
