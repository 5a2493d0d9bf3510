/**
 * The food rules of the confirmed conditions (issue 35, docs/decisions/220), read by
 * shared/serving.ts `reasonsNotToServe`: so the generator, Fill, the plan core's gate (manual adds
 * with an override reason, copies) and every client view refuse them as they refuse an allergen.
 * Read from the food's facts (shared/food-facts.ts, issue 52, decision 292), never from its name:
 * a food whose facts are not known breaks no food rule here (every seeded food and every dish has
 * facts; a dish's are computed from its ingredients).
 */
import { type ClientCondition, CONDITION_LABELS } from './conditions';
import { hasAddedSugar, isHardToChew } from './food-facts';
import type { TaggedFood } from './restrictions';

/** Why this food breaks a confirmed condition's food rule ("added sugar: Type 2 diabetes"). */
export function conditionReasons(
  food: TaggedFood,
  conditions: readonly ClientCondition[] | undefined,
): string[] {
  if (!conditions?.length) return [];
  const facts = food.facts ?? null;
  const out: string[] = [];
  for (const c of conditions) {
    const label = CONDITION_LABELS[c.kind];
    // Diabetes (RSSDI 2022, ICMR 2018: no added sugar): any gram of sugar, jaggery, honey or syrup.
    if ((c.kind === 'type2_diabetes' || c.kind === 'prediabetes') && hasAddedSugar(facts))
      out.push(`added sugar: ${label}`);
    // Hypertension (ICMR-NIN 2024: pickles, papads and salted snacks are high in salt).
    if (c.kind === 'hypertension' && facts?.salted) out.push(`salted food: ${label}`);
    // Soft or minced texture (IDDSI 2019 levels 6 and 5: no hard, dry, crunchy or stringy pieces).
    if (c.kind === 'soft_texture' && isHardToChew(facts)) out.push(`hard to chew: ${label}`);
  }
  return out;
}
