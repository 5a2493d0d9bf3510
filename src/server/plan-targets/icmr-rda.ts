import { MICRONUTRIENTS, type MicronutrientKey } from '../../shared/micronutrients';
import { ruleOf } from '../../shared/nutrition-rules/index';
import type { IcmrActivityCategory } from '../../shared/plan-targets';

/**
 * ICMR-NIN 2020 Recommended Dietary Allowances for adults (19 years and over), per day, as the
 * floors a plan suggests (docs/decisions/091). Thiamine, riboflavin and niacin are set per activity
 * category (sedentary / moderate / heavy); the rest are one number per sex. Vitamin A is in retinol
 * equivalents (µg), folate as dietary folate (µg), as the food values are stored (decision 090).
 */
type Rda = number | Record<IcmrActivityCategory, number>;

/** An RDA row of the table of nutrition rules (rows rda-<key>-man / -woman, issue 52 point 2). */
function rdaOf(key: MicronutrientKey, who: 'man' | 'woman'): Rda {
  const { bound } = ruleOf(`rda-${key}-${who}`);
  return (bound.by as Record<IcmrActivityCategory, number> | undefined) ?? (bound.min as number);
}
const rdasOf = (who: 'man' | 'woman') =>
  Object.fromEntries(MICRONUTRIENTS.map((m) => [m.key, rdaOf(m.key, who)])) as Record<MicronutrientKey, Rda>;

export const ICMR_ADULT_RDA: Record<'Male' | 'Female', Record<MicronutrientKey, Rda>> = {
  Male: rdasOf('man'),
  Female: rdasOf('woman'),
};

/** The RDAs above are the adult ones; younger clients get no micronutrient suggestion. */
export const ICMR_ADULT_FROM_AGE = 19;

/** A BMR row's coefficients (rows energy-bmr-*), read from the table of nutrition rules. */
const byOf = (id: string) => ruleOf(id).bound.by as Record<string, number>;
const faoBands = (sex: 'men' | 'women') =>
  [60, 30, 18].map((fromAge) => {
    const by = byOf(`energy-bmr-fao-${sex}-${fromAge}`);
    return { fromAge, perKg: by['per kg'], plus: by.plus };
  });

/**
 * FAO/WHO/UNU (2004) BMR equations (Schofield), kcal/day from weight in kg, by age band, oldest
 * first; ICMR-NIN 2020 takes these and lowers them by 10 % for men and 9 % for women for Indian
 * adults (rows energy-bmr-fao-* and energy-bmr-icmr-reduction).
 */
export const FAO_BMR: Record<'Male' | 'Female', { fromAge: number; perKg: number; plus: number }[]> = {
  Male: faoBands('men'),
  Female: faoBands('women'),
};
const reduction = byOf('energy-bmr-icmr-reduction');
export const ICMR_BMR_REDUCTION = { Male: reduction.men / 100, Female: reduction.women / 100 } as const;

/** Mifflin-St Jeor's coefficients (row energy-bmr-mifflin). */
export const MIFFLIN = byOf('energy-bmr-mifflin');

/**
 * A client's adult RDA for each micronutrient as the floor a supplement line is measured against
 * (issue 33 point 6, decision 258): null below 19 y or without a recorded sex. An RDA that depends on
 * the work category is taken at sedentary work, its lowest, so a proposal never overstates the gap.
 */
export function adultRdaFloors(
  gender: string | null,
  ageYears: number | null,
): Partial<Record<MicronutrientKey, { value: number; name: string }>> {
  if ((gender !== 'Male' && gender !== 'Female') || ageYears === null || ageYears < ICMR_ADULT_FROM_AGE)
    return {};
  const who = gender === 'Male' ? 'an adult man' : 'an adult woman';
  const out: Partial<Record<MicronutrientKey, { value: number; name: string }>> = {};
  for (const [key, rda] of Object.entries(ICMR_ADULT_RDA[gender]) as [MicronutrientKey, Rda][]) {
    const value = typeof rda === 'number' ? rda : rda.sedentary;
    const unit = MICRONUTRIENTS.find((m) => m.key === key)?.unit ?? '';
    out[key] = { value, name: `the ICMR-NIN 2020 RDA for ${who} (${value} ${unit})` };
  }
  return out;
}
