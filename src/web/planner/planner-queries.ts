/**
 * The planner's first requests, kept free of UI code so the app's entry can import this module
 * without pulling the planner (or Mantine) into the entry chunk.
 */
import { useQuery } from '@tanstack/react-query';
import { MEAL_TIMINGS_PATH, PLANNER_ROUTE, WORKSPACE_PATH } from '../../shared/list-requests';
import type { MealTiming, Workspace } from '../../shared/plans';
import { sessionQuery } from '../app/session';
import { fetchData } from '../lib/api';
import { packagePlansQuery, savedTargetsQuery } from '../lib/plan-reads';
import { queryClient } from '../lib/query-client';

export const workspaceKey = (planId: number) => ['plan-workspace', planId] as const;

export const workspaceQuery = (planId: number) => ({
  queryKey: workspaceKey(planId),
  queryFn: () => fetchData<Workspace>(WORKSPACE_PATH, { id: planId }),
  staleTime: 60_000,
});

export const mealTimingsQuery = (packageId: number) => ({
  queryKey: ['meal-timing-list', packageId],
  queryFn: () => fetchData<MealTiming[]>(MEAL_TIMINGS_PATH, { package_id: packageId }),
  staleTime: 5 * 60_000,
});

export function useWorkspace(planId: number) {
  return useQuery({ ...workspaceQuery(planId), enabled: Number.isFinite(planId) && planId > 0 });
}

export function useMealTimings(packageId: number) {
  return useQuery({ ...mealTimingsQuery(packageId), enabled: packageId > 0 });
}

/**
 * Opening the app on a planner URL (/workspace/{packageId}/{planId}): start the session check,
 * the workspace, the meal timings, the package's plans and the plan's saved targets at once, while
 * the page's chunks load, instead of after the layout and the page have been loaded and drawn (the
 * session check and the workspace were the last round trips before a long plan's grid could be
 * drawn; the plan switcher's list one more before the toolbar, decision 285). A signed-in browser
 * has usually been sent them in index.html already (shared/list-requests.ts, plannerFirstUrls):
 * these take the answers.
 */
export function prefetchPlanner(pathname: string) {
  const match = PLANNER_ROUTE.exec(pathname);
  if (!match) return;
  const [packageId, planId] = [Number(match[1]), Number(match[2])];
  queryClient.prefetchQuery(sessionQuery);
  if (planId > 0) {
    queryClient.prefetchQuery(workspaceQuery(planId));
    queryClient.prefetchQuery(savedTargetsQuery(planId));
  }
  if (packageId > 0) {
    queryClient.prefetchQuery(mealTimingsQuery(packageId));
    queryClient.prefetchQuery(packagePlansQuery(packageId));
  }
}
