import { isException, type Restrictions, type TaggedFood, tagsOf } from './restrictions';

/**
 * Fasting days (issue 26, docs/decisions/143): on the client's fasting weekdays a plan day holds
 * only the foods the fast allows. Weekdays are 0 (Sunday) – 6, as `Date.getUTCDay`; a plan day's
 * weekday is the plan calendar's (`weekdayOfPlanDay` of shared/plan-calendar.ts).
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The chips' order: Monday first, as the planner's week_day columns. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** What a vrat usually allows: the list a new fasting day starts with (the nutritionist edits it). */
export const FASTING_FOODS = [
  'fruit',
  'milk',
  'curd',
  'sabudana',
  'kuttu',
  'singhara',
  'rajgira',
  'samak rice',
  'potato',
  'nuts',
];

/**
 * Words of the allowed list that name a whole food group (IFCT's, or a practice sheet's group of
 * the same name) or a tag, so "fruit" allows an apple and "milk" allows paneer.
 */
const GROUP_WORDS: Record<string, { groups: string[]; tags: string[] }> = {
  fruit: { groups: ['fruits'], tags: [] },
  nut: { groups: ['nuts and oil seeds'], tags: ['tree_nut', 'peanut'] },
  milk: { groups: ['milk and milk products'], tags: ['milk'] },
};

/** The fasting names of foods IFCT lists in English (sabudana is sago, kuttu buckwheat, …). */
const FASTING_NAMES: Record<string, string[]> = {
  sabudana: ['sabudana', 'sago'],
  kuttu: ['kuttu', 'buckwheat'],
  singhara: ['singhara', 'water chestnut'],
  rajgira: ['rajgira', 'amaranth seed'],
  'samak rice': ['samak', 'samai', 'barnyard millet', 'little millet'],
  samak: ['samak', 'samai', 'barnyard millet', 'little millet'],
  nuts: ['nut', 'almond', 'cashew', 'walnut', 'pistachio', 'makhana'],
};

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** True when the fast's allowed list takes this food (by group, tag, or a name word). */
export function isFastingFood(food: TaggedFood, allowed: readonly string[]): boolean {
  const group = (food.group ?? '').trim().toLowerCase();
  const tags = tagsOf(food);
  return allowed.some((raw) => {
    const word = raw.trim().toLowerCase();
    if (!word) return false;
    const byGroup = GROUP_WORDS[singular(word)];
    if (byGroup && (byGroup.groups.includes(group) || byGroup.tags.some((t) => tags.includes(t as never))))
      return true;
    return isException(FASTING_NAMES[word] ?? [word], food.name);
  });
}

/** The fast kept on this weekday (null when none). */
export function fastOn(r: Restrictions, weekday: number | null) {
  if (weekday === null) return null;
  return r.fasting.find((f) => f.weekdays.includes(weekday)) ?? null;
}

/** "not a fasting food: Tuesday fast", or null when the food is allowed (or the day no fast). */
export function fastingReason(food: TaggedFood, r: Restrictions, weekday: number | null): string | null {
  const fast = fastOn(r, weekday);
  if (!fast || isFastingFood(food, fast.allowed)) return null;
  return `not a fasting food: ${WEEKDAY_NAMES[weekday as number]} fast`;
}
