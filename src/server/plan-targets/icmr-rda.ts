import { MICRONUTRIENTS, type MicronutrientKey } from '../../shared/micronutrients';
import type { IcmrActivityCategory } from '../../shared/plan-targets';

/**
 * ICMR-NIN 2020 Recommended Dietary Allowances for adults (19 years and over), per day, as the
 * floors a plan suggests (docs/decisions/091). Thiamine, riboflavin and niacin are set per activity
 * category (sedentary / moderate / heavy); the rest are one number per sex. Vitamin A is in retinol
 * equivalents (µg), folate as dietary folate (µg), as the food values are stored (decision 090).
 */
type Rda = number | Record<IcmrActivityCategory, number>;

export const ICMR_ADULT_RDA: Record<'Male' | 'Female', Record<MicronutrientKey, Rda>> = {
  Male: {
    iron_mg: 19,
    calcium_mg: 1000,
    zinc_mg: 17,
    magnesium_mg: 440,
    vitamin_c_mg: 80,
    folate_ug: 300,
    vitamin_a_ug: 1000,
    thiamine_mg: { sedentary: 1.4, moderate: 1.8, heavy: 2.3 },
    riboflavin_mg: { sedentary: 2.0, moderate: 2.5, heavy: 3.2 },
    niacin_mg: { sedentary: 14, moderate: 18, heavy: 23 },
  },
  Female: {
    iron_mg: 29,
    calcium_mg: 1000,
    zinc_mg: 13.2,
    magnesium_mg: 370,
    vitamin_c_mg: 65,
    folate_ug: 220,
    vitamin_a_ug: 840,
    thiamine_mg: { sedentary: 1.4, moderate: 1.7, heavy: 2.2 },
    riboflavin_mg: { sedentary: 1.9, moderate: 2.4, heavy: 3.1 },
    niacin_mg: { sedentary: 11, moderate: 14, heavy: 18 },
  },
};

/** The RDAs above are the adult ones; younger clients get no micronutrient suggestion. */
export const ICMR_ADULT_FROM_AGE = 19;

/**
 * FAO/WHO/UNU (2004) BMR equations (Schofield), kcal/day from weight in kg, by age band; ICMR-NIN
 * 2020 takes these and lowers them by 10 % for men and 9 % for women for Indian adults.
 */
export const FAO_BMR: Record<'Male' | 'Female', { fromAge: number; perKg: number; plus: number }[]> = {
  Male: [
    { fromAge: 60, perKg: 11.711, plus: 587.7 },
    { fromAge: 30, perKg: 11.472, plus: 873.1 },
    { fromAge: 18, perKg: 15.057, plus: 692.2 },
  ],
  Female: [
    { fromAge: 60, perKg: 9.082, plus: 658.5 },
    { fromAge: 30, perKg: 8.126, plus: 845.6 },
    { fromAge: 18, perKg: 14.818, plus: 486.6 },
  ],
};
export const ICMR_BMR_REDUCTION = { Male: 0.1, Female: 0.09 } as const;

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
