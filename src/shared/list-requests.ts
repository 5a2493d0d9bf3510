/**
 * The first request of the client, package and plan lists (decision 085). The web pages build their
 * requests from these defaults; the server, asked for /client-profile or /nutrition-plans by a
 * signed-in browser, preloads the first page in index.html (server/lib/web-index.ts), so the list
 * comes with the page's scripts instead of after them. `firstPageUrl` is the URL the web app's
 * `fetchData(path, listApiParams(defaults, <no query>))` asks (checked in web/app/route-prefetch.test.ts).
 */
export type ListRequest = { path: string; defaults: Record<string, string> };

export const CLIENT_LIST_REQUEST = {
  path: '/api/v1/client/package/client-list',
  defaults: { col: 'joined_date', order: 'desc', q: '', status: '', gender: '', age_group: '', join: '' },
} as const;

export const PLAN_LIST_REQUEST = {
  path: '/api/v1/diet/plan/list',
  defaults: { col: 'created_at', order: 'desc' },
} as const;

export const PACKAGE_LIST_REQUEST = {
  path: '/api/v1/client/package/list',
  defaults: { col: 'status', order: 'asc' },
} as const;

/** A list's first page with no filter: the defaults that are set, then page=1. */
export function firstPageUrl(list: ListRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(list.defaults)) if (value !== '') query.set(key, value);
  query.set('page', '1');
  return `${list.path}?${query}`;
}

/** The list routes without a filter or page in their path (app/routes.tsx). */
export const LIST_FIRST_PAGES: { route: RegExp; list: ListRequest }[] = [
  { route: /^\/client-profile\/?$/, list: CLIENT_LIST_REQUEST },
  { route: /^\/nutrition-plans\/?$/, list: PLAN_LIST_REQUEST },
  { route: /^\/packages\/?$/, list: PACKAGE_LIST_REQUEST },
];

/**
 * The planner's first requests (web/planner/planner-queries.ts): the plan's workspace, the
 * package's meal timings and plans, and the plan's saved targets.
 */
export const WORKSPACE_PATH = '/api/v1/diet/plan/meals';
export const MEAL_TIMINGS_PATH = '/api/v1/diet/planday/meal-timing-list';
/** The package's plans (the toolbar's plan switcher) and the plan's saved targets (the day bars). */
export const PACKAGE_PLANS_PATH = '/api/v1/diet/plan/list-by-package';
export const SAVED_TARGETS_PATH = '/api/v1/diet/plan/targets';
/** /workspace/{packageId}/{planId}[/…]: the planner (app/routes.tsx); 'list' and 'create' are other pages. */
export const PLANNER_ROUTE = /^\/workspace\/(\d+)\/(\d+)(?:\/|$)/;

/**
 * The URLs of the planner's first requests for a path, as the web app asks them, or none when the
 * path is not a planner's. The server preloads them in index.html for a signed-in browser, like a
 * list's first page: a long plan's workspace comes with the scripts instead of after them.
 */
export function plannerFirstUrls(pathname: string): string[] {
  const match = PLANNER_ROUTE.exec(pathname);
  if (!match) return [];
  const [packageId, planId] = [Number(match[1]), Number(match[2])];
  // Ids are Postgres integers: anything else would only answer a field error.
  if (![packageId, planId].every((n) => n > 0 && n <= 2_147_483_647)) return [];
  return [
    `${WORKSPACE_PATH}?id=${planId}`,
    `${MEAL_TIMINGS_PATH}?package_id=${packageId}`,
    `${PACKAGE_PLANS_PATH}?id=${packageId}`,
    `${SAVED_TARGETS_PATH}?plan_id=${planId}&suggest=none`,
  ];
}

/** What the signed-in layout's app bar reads on every page (web/app/practice-brand.ts): the practice's name and logo. */
export const PRACTICE_PATH = '/api/v1/settings/practice';
export const PRINT_SETTINGS_PATH = '/api/v1/settings/print-pdf-settings-data';
/**
 * The layout's first requests, which the server preloads in index.html for a signed-in browser on
 * a page under the layout: the app bar's practice name and logo come with the scripts instead of
 * one round trip after the first render (decision 285).
 */
export const LAYOUT_FIRST_URLS = [PRACTICE_PATH, PRINT_SETTINGS_PATH] as const;

/** The dashboard's reads (web/dashboard, appointments, invoices): today's appointments, dues, counts. */
export const APPOINTMENTS_TODAY_PATH = '/api/v1/appointment/today';
export const DUES_SUMMARY_PATH = '/api/v1/invoice/dues-summary';
export const DASHBOARD_SUMMARY_PATH = '/api/v1/dashboard/summary';
/**
 * /dashboard's first requests, preloaded in index.html for a signed-in browser like a list's first
 * page: the day's counts come with the page's scripts instead of one round trip after them (decision 286).
 */
export const DASHBOARD_FIRST_PAGE = {
  route: /^\/dashboard\/?$/,
  urls: [APPOINTMENTS_TODAY_PATH, DUES_SUMMARY_PATH, DASHBOARD_SUMMARY_PATH],
} as const;

/** The client's plan page, /my-plan/{token} (app/routes.tsx); a token is base64url (portal tokens). */
export const PORTAL_ROUTE = /^\/my-plan\/([A-Za-z0-9_-]{16,128})\/?$/;
/** The plan link's read (web/portal/portal-api.ts readPortal). */
export const portalReadPath = (token: string) => `/api/v1/my-plan/${encodeURIComponent(token)}`;

/**
 * The plan page's first request for a path, or none when it is not a plan page: the server
 * preloads it in index.html for any browser (the link is the access), so the client's plan comes
 * with the page's scripts instead of one round trip after them (decision 286).
 */
export function portalFirstUrls(pathname: string): string[] {
  const match = PORTAL_ROUTE.exec(pathname);
  return match ? [portalReadPath(match[1])] : [];
}

/**
 * The public booking page, /book/{slug} (app/routes.tsx; slugs are 3 to 40 lowercase letters,
 * digits and hyphens, shared/booking.ts), not its confirm link /book/confirm/{token}.
 */
export const BOOKING_ROUTE = /^\/book\/(?!confirm\/?$)([a-z0-9-]{3,40})\/?$/;
/** The booking page's read (web/booking/booking-read-query.ts). */
export const bookingReadPath = (slug: string) => `/api/v1/booking/${encodeURIComponent(slug)}`;

/**
 * The booking page's first request for a path, or none: the server preloads it in index.html for
 * any browser (the page is public), so the practice's types come with the page's scripts instead
 * of one round trip after them (decision 312).
 */
export function bookingFirstUrls(pathname: string): string[] {
  const match = BOOKING_ROUTE.exec(pathname);
  return match ? [bookingReadPath(match[1])] : [];
}
