/**
 * index.html for a path of the single-page app, with the preload hints of that route (decision 085):
 * `<link rel="modulepreload">` for the route's JavaScript chunks, a style preload for each of their
 * stylesheets and a fetch preload of the session check, all listed by the web build in
 * `preload.json` (vite.config.ts, routePreloads). A signed-in browser also gets, on a page of the
 * signed-in layout, the app bar's practice name and logo; on the client, plans or packages list, its
 * first page; on the dashboard, its three reads; on a planner, the plan's workspace, meal timings,
 * plans and targets. Any browser on a client's plan page gets the plan it reads (decision 286,
 * shared/list-requests.ts), on the public booking page the page's read (decision 312). Without them the browser finds the route's chunks, the session check
 * and the page's data only after the entry chunk has been downloaded and run.
 * Each variant is built once per build of index.html, with its brotli and gzip forms (a planner's
 * or a plan page's, which name the plan, once per request).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  bookingFirstUrls,
  DASHBOARD_FIRST_PAGE,
  firstPageUrl,
  LAYOUT_FIRST_URLS,
  LIST_FIRST_PAGES,
  plannerFirstUrls,
  portalFirstUrls,
} from '../../shared/list-requests';

type RoutePreload = {
  pattern: string;
  modules: string[];
  styles?: string[];
  session: boolean;
  layout?: boolean;
};
export type IndexVariant = { html: string; br: Buffer; gzip: Buffer };

/** The session check the web app makes on every page but the questionnaire (web/app/session.ts). */
const SESSION_URL = '/api/v1/auth/session';
const SAFE_HREF = /^\/[A-Za-z0-9/._-]+$/;

/** Compression of the variants kept for the build's life, and of a page made per request (well under a millisecond). */
const KEPT = { brotli: 11, gzip: 9 };
const PER_REQUEST = { brotli: 5, gzip: 6 };

function variant(html: string, levels = KEPT): IndexVariant {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
    gzip: gzipSync(html, { level: levels.gzip }),
  };
}

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;

export function createWebIndex(webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  let builtAt = -1;
  let routes: { pattern: RegExp; hints: string; layout: boolean }[] = [];
  let baseHtml = '';
  const variants = new Map<string, IndexVariant>();

  function load() {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime === builtAt) return;
    baseHtml = readFileSync(indexFile, 'utf8');
    let list: RoutePreload[] = [];
    try {
      list = (
        JSON.parse(readFileSync(path.join(webRoot, 'preload.json'), 'utf8')) as { routes: RoutePreload[] }
      ).routes;
    } catch {
      list = []; // an older build without preload.json: plain index.html
    }
    routes = list.map((r) => {
      const links = r.modules
        .filter((m) => SAFE_HREF.test(m))
        .map((m) => `<link rel="modulepreload" crossorigin href="${m}">`)
        // Same credentials mode as the stylesheet link Vite's loader adds (crossorigin), so that
        // link takes the preloaded file instead of asking again.
        .concat(
          (r.styles ?? [])
            .filter((s) => SAFE_HREF.test(s))
            .map((s) => `<link rel="preload" as="style" crossorigin href="${s}">`),
        );
      // crossorigin="anonymous" is the credentials mode 'same-origin' the app's fetch uses, so the
      // app's own request takes the preloaded answer.
      if (r.session) links.unshift(fetchPreload(SESSION_URL));
      return { pattern: new RegExp(r.pattern), hints: links.join(''), layout: r.layout === true };
    });
    variants.clear();
    builtAt = mtime;
  }

  /**
   * index.html for this URL, with its route's hints when it has any. `signedIn`: the browser sent a
   * validly signed session cookie (the session itself is checked by the API), so a list's first
   * page or a planner's workspace may be preloaded; signed out it would only answer 401.
   */
  return function indexFor(url: string, signedIn = false): IndexVariant {
    load();
    const [pathname, search] = url.split('?');
    const route = routes.find((r) => r.pattern.test(pathname));
    const layoutHints = signedIn && route?.layout ? LAYOUT_FIRST_URLS.map(fetchPreload).join('') : '';
    // A planner's, a plan page's and a booking page's requests name the plan or the page: the page is made for the request, not kept.
    const named = [
      ...(signedIn ? plannerFirstUrls(pathname) : []),
      ...portalFirstUrls(pathname),
      ...bookingFirstUrls(pathname),
    ];
    if (named.length > 0) {
      const hints = named.map(fetchPreload).join('') + layoutHints + (route?.hints ?? '');
      return variant(baseHtml.replace('</head>', `${hints}</head>`), PER_REQUEST);
    }
    const list = signedIn && !search ? LIST_FIRST_PAGES.find((l) => l.route.test(pathname)) : undefined;
    const dashboard = signedIn && DASHBOARD_FIRST_PAGE.route.test(pathname);
    const data = list ? [firstPageUrl(list.list)] : dashboard ? [...DASHBOARD_FIRST_PAGE.urls] : [];
    const key = `${route?.pattern.source ?? ''} ${data.join(' ')} ${layoutHints === '' ? '' : 'layout'}`;
    let found = variants.get(key);
    if (!found) {
      const dataHint = data.map(fetchPreload).join('');
      const hints = `${dataHint}${layoutHints}${route?.hints ?? ''}`;
      found = variant(hints ? baseHtml.replace('</head>', `${hints}</head>`) : baseHtml);
      variants.set(key, found);
    }
    return found;
  };
}
