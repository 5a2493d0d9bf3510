/**
 * Two reads of a plan that the planner's entry prefetch starts (planner/planner-queries.ts) and
 * their features use: the package's plans (plans/, the toolbar's switcher) and the plan's saved
 * targets (plan-targets/, the day bars). Here, in a shared layer, so the app's entry can import
 * them without a feature's UI (decision 285).
 */
import { PACKAGE_PLANS_PATH, SAVED_TARGETS_PATH } from '../../shared/list-requests';
import type { PlanTargetsAnswer } from '../../shared/plan-targets';
import type { PackagePlans } from '../../shared/plans';
import { fetchData } from './api';

export const packagePlansKey = (packageId: number) => ['plans-by-package', packageId] as const;

export const packagePlansQuery = (packageId: number) => ({
  queryKey: packagePlansKey(packageId),
  queryFn: () => fetchData<PackagePlans>(PACKAGE_PLANS_PATH, { id: packageId }),
});

export const targetsKey = (planId: number) => ['plan-targets', planId] as const;

export const savedTargetsQuery = (planId: number) => ({
  queryKey: [...targetsKey(planId), 'saved'],
  queryFn: () => fetchData<PlanTargetsAnswer>(SAVED_TARGETS_PATH, { plan_id: planId, suggest: 'none' }),
  staleTime: 60_000,
});
