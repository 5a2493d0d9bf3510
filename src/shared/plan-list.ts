/**
 * The plans list's options, without Zod: the list page and its filters load these, not the plan
 * schemas (decision 085). `plans.ts` re-exports them.
 */

/** SPEC §3 plan age groups; 80-100 is shown as 80+. */
export const PLAN_AGE_GROUPS = [
  '10-20',
  '21-30',
  '31-40',
  '41-50',
  '51-60',
  '61-70',
  '70-80',
  '80-100',
] as const;
export const ageGroupLabel = (group: string) => (group === '80-100' ? '80+' : group);

export const PLAN_SORT_COLUMNS = [
  'client',
  'description',
  'created_at',
  'tags',
  'category',
  'food_preferences',
  'max_calories',
] as const;
export type PlanSortColumn = (typeof PLAN_SORT_COLUMNS)[number];

/** The list's empty states (also in PLAN_MESSAGES). */
export const PLAN_LIST_MESSAGES = {
  noPlans: 'There are no Nutrition Plans',
  noResults: 'There are no results matching the current filter',
} as const;
