/**
 * The plans list's request, kept free of UI code so the app's entry can start it on a
 * /nutrition-plans URL while the page's chunks load (app/route-prefetch.ts, decision 085).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { PLAN_LIST_REQUEST } from '../../shared/list-requests';
import type { PlanListPage } from '../../shared/plans';
import { fetchData } from '../lib/api';

/** The list's defaults: newest first. */
export const PLAN_LIST_DEFAULTS = PLAN_LIST_REQUEST.defaults;

type Params = Record<string, string | number | undefined | null>;

export const planListQuery = (params: Params) => ({
  queryKey: ['plan-list', params],
  queryFn: () => fetchData<PlanListPage>(PLAN_LIST_REQUEST.path, params),
  placeholderData: keepPreviousData,
});
