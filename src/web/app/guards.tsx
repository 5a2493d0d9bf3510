import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { useSessionUser } from './session';

/** Where sign-in lands: the Today dashboard (decision 080; SPEC's /client-profile is one click from it). */
export const LANDING_PATH = '/dashboard';

/** Authenticated routes: no user → /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useSessionUser();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Login-type routes: a signed-in user goes to the landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useSessionUser();
  if (isPending) return <Loading />;
  if (user) return <Navigate to={LANDING_PATH} replace />;
  return <>{children}</>;
}

/** Nutritionists never see admin-only pages (the API refuses them too). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useSessionUser();
  if (user && user.type === 'DIETICIAN') return <Navigate to={LANDING_PATH} replace />;
  return <>{children}</>;
}

export function RootRedirect() {
  const { data: user, isPending } = useSessionUser();
  if (isPending) return <Loading />;
  return <Navigate to={user ? LANDING_PATH : '/login'} replace />;
}
