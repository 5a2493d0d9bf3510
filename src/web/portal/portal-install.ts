/**
 * Offline and installable (issue 28): registers the portal's service worker (/portal-sw.js, scoped
 * to /my-plan/) and, once it controls the page, names the link's web app manifest, which the
 * worker makes with this link as start_url (a manifest file on the server could not know the
 * token). Without a worker (a browser without one, the dev server) the page works online as before.
 */
const WORKER_URL = '/portal-sw.js';
const THEME_COLOUR = '#087f5b';

function addHeadLink(token: string) {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/my-plan/${encodeURIComponent(token)}/manifest.webmanifest`;
  document.head.append(link);
}

function addThemeColour() {
  if (document.querySelector('meta[name="theme-color"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = THEME_COLOUR;
  document.head.append(meta);
}

/**
 * `onControlled` runs when a newly installed worker takes the page: the plan read before it did
 * went past it, so the page reads it again and the worker keeps a copy for offline use.
 */
export function installPortal(token: string, onControlled: () => void): () => void {
  addThemeColour();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  const controlled = () => {
    addHeadLink(token);
    onControlled();
  };
  if (container.controller) addHeadLink(token);
  container.addEventListener('controllerchange', controlled);
  container.register(WORKER_URL, { scope: '/my-plan/' }).catch(() => {
    // No offline copy on this phone; the page itself works.
  });
  return () => container.removeEventListener('controllerchange', controlled);
}
