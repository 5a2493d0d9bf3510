/** The server lists of SPEC §3 (category=Generic&parent=<list>). */
export const GENERIC_LIST_NAMES = [
  'Referral_Source',
  'Diet_Plan_Labels',
  'Package_Status',
  'Nutritionist_Status',
  'Client_Status',
  'Package_Duration',
  'Body_Vital_Status',
] as const;
export type GenericListName = (typeof GENERIC_LIST_NAMES)[number];

export type CategoryValue = { id: number; name: string; parent: string; sort_order: number };

/** data of GET /api/v1/category/timings: meal types per group. */
export type MealTimingGroups = Record<
  'sports_m' | 'sports_nm' | 'nonsports_m' | 'nonsports_nm',
  { meal_type: string; default_time: string | null }[]
>;
/** data of GET /api/v1/category/fitness: routine types per group. */
export type FitnessGroups = Record<'sports' | 'general fitness_s' | 'general fitness_ns', string[]>;

export const SPORTS_CATEGORY = 'Sports';

/** Package statuses as the UI names them (SPEC §4); others show as stored. */
export const PACKAGE_STATUS_LABELS: Record<string, string> = {
  'Send Survey': 'Send Assessment Form',
  'Survey Response Pending': 'Assessment Response Pending',
  'Survey Response Received': 'Assessment Response Received',
};
export const packageStatusLabel = (status: string) => PACKAGE_STATUS_LABELS[status] ?? status;
