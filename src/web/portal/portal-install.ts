/**
 * Offline and installable (issue 28): registers the portal's service worker (/portal-sw.js, scoped
 * to /my-plan/) and, once it controls the page, names the link's web app manifest, which the
 * worker makes with this link as start_url (a manifest file on the server could not know the
 * token). Without a worker (a browser without one, the dev server) the page works online as before.
 */
import { portalPath } from './portal-api';

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
 * Registers the worker once the page has loaded (its install fetches the shell's files: not
 * while the phone is still drawing the plan). When a newly installed worker takes the page, the
 * plan read before it did went past it: the worker is asked to keep a copy of it for offline use.
 */
export function installPortal(token: string): () => void {
  addThemeColour();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  const controlled = () => {
    addHeadLink(token);
    container.controller?.postMessage({ type: 'keep-plan', url: portalPath(token) });
  };
  if (container.controller) addHeadLink(token);
  container.addEventListener('controllerchange', controlled);
  const register = () =>
    container.register(WORKER_URL, { scope: '/my-plan/' }).catch(() => {
      // No offline copy on this phone; the page itself works.
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(register, 0);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
    container.removeEventListener('controllerchange', controlled);
  };
}
