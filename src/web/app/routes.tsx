import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams } from 'react-router';
import { PublicOnly, RequireAdmin, RootRedirect } from './guards';

type PageModule = { default: ComponentType };
/** Each page is its own chunk: the login route loads only what it needs. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

function WorkspaceRedirect() {
  const { packageId } = useParams();
  return <Navigate to={`/workspace/${packageId}/list`} replace />;
}

/**
 * The public booking page and its e-mailed link (issue 56). Also a router of their own: a visitor's
 * phone opening /book/… ranks these two routes instead of the app's forty (decision 312).
 */
const BOOKING_ROUTES = [
  { path: '/book/confirm/:token', lazy: page(() => import('../booking/ConfirmBookingPage')) },
  { path: '/book/:slug', lazy: page(() => import('../booking/BookingPage')) },
];

const appRoutes = () => [
  { path: '/', element: <RootRedirect /> },
  {
    element: <PublicOnlyOutlet />,
    children: [
      { path: '/login', lazy: page(() => import('../auth/LoginPage')) },
      { path: '/forgot-password', lazy: page(() => import('../auth/ForgotPasswordPage')) },
      { path: '/reset-password/:token', lazy: page(() => import('../auth/ResetPasswordPage')) },
      { path: '/sign-in-link', lazy: page(() => import('../auth/SignInLinkPage')) },
      { path: '/sign-in/:token', lazy: page(() => import('../auth/SignInWithLinkPage')) },
    ],
  },
  { path: '/survey/:token/:tab?', lazy: page(() => import('../survey/SurveyPage')) },
  { path: '/my-plan/:token', lazy: page(() => import('../portal/PortalPage')) },
  { path: '/my-invoice/:token', lazy: page(() => import('../invoices/InvoiceLinkPage')) },
  ...BOOKING_ROUTES,
  {
    lazy: page(() => import('./AuthenticatedLayout')),
    children: [
      { path: '/dashboard', lazy: page(() => import('../dashboard/DashboardPage')) },
      { path: '/calendar', lazy: page(() => import('../appointments/CalendarPage')) },
      { path: '/reminders', lazy: page(() => import('../appointments/RemindersPage')) },
      { path: '/client-profile/:filter?/:page?', lazy: page(() => import('../clients/ClientListPage')) },
      { path: '/client-details/:id', lazy: page(() => import('../clients/ClientDetailsPage')) },
      {
        element: <AdminOutlet />,
        children: [
          {
            path: '/nutritionists/:filter?/:page?',
            lazy: page(() => import('../nutritionists/NutritionistListPage')),
          },
          {
            path: '/dietitian-details/:id',
            lazy: page(() => import('../nutritionists/NutritionistDetailsPage')),
          },
        ],
      },
      { path: '/packages/:filter?/:page?', lazy: page(() => import('../packages/PackageListPage')) },
      { path: '/invoices', lazy: page(() => import('../invoices/InvoicesListPage')) },
      { path: '/nutrition-plans/:filter?/:page?', lazy: page(() => import('../plans/PlanListPage')) },
      { path: '/manage-data', lazy: page(() => import('../settings/ManageDataPage')) },
      { path: '/manage-data/dishes', lazy: page(() => import('../dishes/DishListPage')) },
      { path: '/settings', lazy: page(() => import('../settings/SettingsPage')) },
      { path: '/assessment/:packageId', lazy: page(() => import('../survey/AssessmentPage')) },
      { path: '/workspace/:packageId', element: <WorkspaceRedirect /> },
      { path: '/workspace/:packageId/list', lazy: page(() => import('../plans/PackagePlansPage')) },
      { path: '/workspace/:packageId/create', lazy: page(() => import('../plans/CopyPlanPage')) },
      { path: '/workspace/:packageId/:planId/:plnId?', lazy: page(() => import('../planner/PlannerPage')) },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** '/book/<slug>' or '/book/confirm/<token>': the booking pages' own router serves it. */
const BOOKING_PATH = /^\/book\/(?:confirm\/)?[^/]+\/?$/;

/**
 * The app's router for the page being opened. On a booking page it knows only the two booking
 * routes; any other path it is sent to is loaded afresh, with the app's router.
 */
export function createAppRouter(pathname: string) {
  if (BOOKING_PATH.test(pathname))
    return createBrowserRouter([...BOOKING_ROUTES, { path: '*', element: <LoadAfresh /> }]);
  return createBrowserRouter(appRoutes());
}

function LoadAfresh() {
  useEffect(() => window.location.reload(), []);
  return null;
}

function PublicOnlyOutlet() {
  return (
    <PublicOnly>
      <Outlet />
    </PublicOnly>
  );
}

function AdminOutlet() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
