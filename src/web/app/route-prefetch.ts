/**
 * The first requests of the page being opened, started by the app's entry before React renders
 * (decision 085): the session check on every page but the public questionnaire, plan link, invoice
 * link and booking page; signed in, the app bar's practice name and logo (decision 285) and a list page's rows with its
 * query string; a plan link's plan; the booking page's read and first free times. index.html already asks the server for most of them (fetch preloads,
 * server/lib/web-index.ts); these requests take those answers. Pages find the data in the query
 * cache when their chunks have loaded, so the page is drawn once, with its rows.
 * Kept free of UI code: everything here is in the entry chunk.
 */
import {
  bookingPageQuery,
  bookingSlotsQuery,
  bookingSlugOf,
  bookingWindow,
} from '../booking/booking-read-query';
import { CLIENT_LIST_DEFAULTS, clientListQuery } from '../clients/client-list-query';
import { listApiParams } from '../components/useListQuery';
import { queryClient } from '../lib/query-client';
import { PACKAGE_LIST_DEFAULTS, packageListQuery } from '../packages/package-list-query';
import { prefetchPlanner } from '../planner/planner-queries';
import { PLAN_LIST_DEFAULTS, planListQuery } from '../plans/plan-list-query';
import { portalQuery, portalTokenOf } from '../portal/portal-read-query';
import { prefetchPracticeBrand } from './practice-brand';
import { sessionQuery } from './session';

export function prefetchRoute(location: Pick<Location, 'pathname' | 'search'>) {
  const { pathname } = location;
  // The public questionnaire, the client's plan link and an invoice's share link ask no session;
  // the plan link reads its plan.
  if (pathname.startsWith('/survey/') || pathname.startsWith('/my-invoice/')) return;
  // The public booking page asks no session either: it reads the page, then its first type's times.
  if (pathname.startsWith('/book/')) {
    const slug = bookingSlugOf(pathname);
    if (slug) prefetchBooking(slug);
    return;
  }
  const portalToken = portalTokenOf(pathname);
  if (portalToken !== null || pathname.startsWith('/my-plan/')) {
    if (portalToken) void queryClient.prefetchQuery(portalQuery(portalToken));
    return;
  }
  const search = new URLSearchParams(location.search);
  // /client-profile, /nutrition-plans and /packages, each /:filter?/:page? (app/routes.tsx).
  const list = /^\/(client-profile|nutrition-plans|packages)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  // What waits for the session check (preloaded, so it is quick): signed out, the guard sends the
  // browser to /login, and these requests would only log 401s.
  void queryClient.fetchQuery(sessionQuery).then(
    (user) => {
      if (!user) return;
      // Every signed-in page draws the app bar with the practice's name and logo.
      prefetchPracticeBrand();
      if (list) prefetchListPage(list[1], search, list[3]);
    },
    () => {},
  );
  if (!list) prefetchPlanner(pathname);
}

/**
 * The booking page's read (preloaded by index.html), then the free times of its first type, as the
 * page asks them (decision 312): both are in the cache when the page's chunks have run.
 */
function prefetchBooking(slug: string) {
  void queryClient.fetchQuery(bookingPageQuery(slug)).then(
    (page) => {
      const { from, to } = bookingWindow();
      const type = page.types[0]?.key;
      if (type) void queryClient.prefetchQuery(bookingSlotsQuery(slug, type, from, to));
    },
    () => {},
  );
}

/** A list page's rows, as the page will ask them (its defaults, the query string, the path's page). */
function prefetchListPage(list: string, search: URLSearchParams, routePage: string | undefined) {
  if (list === 'client-profile')
    queryClient.prefetchQuery(clientListQuery(listApiParams(CLIENT_LIST_DEFAULTS, search, routePage)));
  else if (list === 'packages')
    queryClient.prefetchQuery(packageListQuery(listApiParams(PACKAGE_LIST_DEFAULTS, search, routePage)));
  else queryClient.prefetchQuery(planListQuery(listApiParams(PLAN_LIST_DEFAULTS, search, routePage)));
}
