/**
 * The food rules of the confirmed conditions (issue 35, docs/decisions/220), read by
 * shared/serving.ts `reasonsNotToServe`: so the generator, Fill, the plan core's gate (manual adds
 * with an override reason, copies) and every client view refuse them as they refuse an allergen.
 * Matched on the food's or dish's name (and IFCT group): the words are data, each list with why.
 */
import { type ClientCondition, CONDITION_LABELS } from './conditions';
import type { TaggedFood } from './restrictions';

const word = (words: string) => new RegExp(`(^|[^a-z])(${words})`, 'i');

/**
 * Diabetes (RSSDI 2022, ICMR 2018: no added sugar): sugar, jaggery, honey and the sweets made with
 * them; sweetened drinks and fruit juice.
 */
const ADDED_SUGAR = word(
  'sugar|jaggery|gur\\b|honey|halwa|kheer|payasam|payesh|ladoo|laddu|barfi|burfi|jalebi|gulab jamun|rasgulla|rasmalai|sandesh|shrikhand|kesari|sheera|mysore pak|peda|chikki|sweet lassi|sharbat|squash|fruit juice|juice|jam\\b|murabba|candy|chocolate|cake|biscuit|cookie|sweet',
);
/** Words that say the dish is not sweetened despite a word above ("sugar-free", "sweet potato"). */
const NOT_SUGAR = word('sugar[- ]free|no sugar|without sugar|sweet potato|sweet corn|sweet lime|mosambi');

/** Hypertension (ICMR-NIN 2024 guidelines: pickles, papads and salted snacks are high in salt). */
const SALTED = word(
  'pickle|achar|achaar|papad|papadum|appalam|namkeen|bhujia|sev\\b|chips|wafers|mixture|chakli|murukku|salted|khakhra|fryums|chanachur|dalmoth|farsan',
);

/**
 * Soft or minced texture (IDDSI 2019 levels 6 and 5: no hard, dry, crunchy or stringy pieces): raw
 * salads, sprouts, whole nuts and seeds, hard or dry breads.
 */
const HARD = word(
  'salad|kachumber|koshimbir|sprout|raw\\b|groundnut|peanut|almond|cashew|walnut|pistachio|seeds?\\b|sunflower|flax|til\\b|sesame|chikki|makhana|roasted chana|khakhra|rusk|toast|mathri|papad|chips|murukku|chakli|corn flakes|muesli|granola|coconut pieces',
);
/** Ground, cooked soft or liquid forms of the foods above are soft ("peanut chutney", "almond milk"). */
const SOFT_FORM = word('chutney|butter|milk|oil|flour|atta|powder|paste|ground|kheer|halwa|podi');

const IFCT_NUTS = 'nuts and oil seeds';

/** Why this food breaks a confirmed condition's food rule ("added sugar: Type 2 diabetes"). */
export function conditionReasons(
  food: TaggedFood,
  conditions: readonly ClientCondition[] | undefined,
): string[] {
  if (!conditions?.length) return [];
  const name = food.name;
  const out: string[] = [];
  for (const c of conditions) {
    const label = CONDITION_LABELS[c.kind];
    if (
      (c.kind === 'type2_diabetes' || c.kind === 'prediabetes') &&
      ADDED_SUGAR.test(name) &&
      !NOT_SUGAR.test(name)
    )
      out.push(`added sugar: ${label}`);
    if (c.kind === 'hypertension' && SALTED.test(name)) out.push(`salted food: ${label}`);
    if (c.kind === 'soft_texture') {
      const whole = (food.group ?? '').trim().toLowerCase() === IFCT_NUTS || HARD.test(name);
      if (whole && !SOFT_FORM.test(name)) out.push(`hard to chew: ${label}`);
    }
  }
  return out;
}
