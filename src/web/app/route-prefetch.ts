/**
 * The first requests of the page being opened, started by the app's entry before React renders
 * (decision 085): the session check on every page but the public questionnaire, signed in the app
 * bar's practice name and logo (decision 285), and the list of a list page with its query string. index.html already asks the server for the session check (a
 * fetch preload, server/lib/web-index.ts); this request takes that answer. Pages find the data in
 * the query cache when their chunks have loaded, so the page is drawn once, with its rows.
 * Kept free of UI code: everything here is in the entry chunk.
 */
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
  // The public questionnaire and the client's plan link ask no session; the link reads its plan.
  if (pathname.startsWith('/survey/')) return;
  const portalToken = portalTokenOf(pathname);
  if (portalToken !== null || pathname.startsWith('/my-plan/')) {
    if (portalToken) void queryClient.prefetchQuery(portalQuery(portalToken));
    return;
  }
  queryClient.prefetchQuery(sessionQuery);
  // Signed in, every page but the public ones draws the app bar with the practice's name and logo.
  void queryClient.fetchQuery(sessionQuery).then(
    (user) => {
      if (user) prefetchPracticeBrand();
    },
    () => {},
  );
  const search = new URLSearchParams(location.search);
  // /client-profile, /nutrition-plans and /packages, each /:filter?/:page? (app/routes.tsx).
  const list = /^\/(client-profile|nutrition-plans|packages)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/.exec(pathname);
  if (list) {
    const routePage = list[3];
    // After the session check (preloaded, so it is quick): signed out, the guard sends the browser
    // to /login, and a list request would only log a 401.
    void queryClient.fetchQuery(sessionQuery).then(
      (user) => {
        if (!user) return;
        if (list[1] === 'client-profile')
          queryClient.prefetchQuery(clientListQuery(listApiParams(CLIENT_LIST_DEFAULTS, search, routePage)));
        else if (list[1] === 'packages')
          queryClient.prefetchQuery(
            packageListQuery(listApiParams(PACKAGE_LIST_DEFAULTS, search, routePage)),
          );
        else queryClient.prefetchQuery(planListQuery(listApiParams(PLAN_LIST_DEFAULTS, search, routePage)));
      },
      () => {},
    );
    return;
  }
  prefetchPlanner(pathname);
}
