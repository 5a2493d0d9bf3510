/**
 * Issue 33 point 6: where a generated week cannot reach a micronutrient floor from the dish
 * library, the preview proposes a supplement line (name, dose, timing) that the nutritionist ticks
 * or not; Apply writes the ticked lines into the plan's supplements. Proposals are data with their
 * source; `recalled` marks a figure written from memory that is still to be checked against the
 * document named (the house rule: no number from memory without saying so).
 */
import type { MicronutrientKey } from './micronutrients';

export type SupplementRule = {
  key: string;
  nutrient: MicronutrientKey;
  name: string;
  dosage: string;
  source: string;
  recalled: boolean;
};

export const SUPPLEMENT_RULES: readonly SupplementRule[] = [
  {
    key: 'ifa',
    nutrient: 'iron_mg',
    name: 'Iron and folic acid (IFA) tablet',
    dosage:
      '1 tablet (60 mg iron, 500 µg folic acid) once a week, after lunch with a lemon or amla; not with tea, coffee or milk',
    source:
      'Anemia Mukt Bharat (MoHFW, 2018): weekly IFA for women of reproductive age; for pregnancy, lactation, men or older adults the dose is the physician’s call',
    recalled: true,
  },
  {
    key: 'calcium-d3',
    nutrient: 'calcium_mg',
    name: 'Calcium with vitamin D3 tablet',
    dosage: '1 tablet (500 mg calcium, 250 IU vitamin D3) after dinner; 2 hours away from the IFA tablet',
    source:
      'A usual tablet strength, not a guideline dose (in pregnancy MoHFW’s calcium guideline, 2014, gives 500 mg twice a day from the second trimester)',
    recalled: true,
  },
  {
    key: 'b-complex',
    nutrient: 'riboflavin_mg',
    name: 'Vitamin B-complex tablet',
    dosage: '1 tablet after breakfast',
    source: 'A usual over-the-counter B-complex (riboflavin 1.5–5 mg a tablet); not a guideline dose',
    recalled: true,
  },
];

/** A week short of a floor by more than this share on average gets a proposal. */
export const SUPPLEMENT_SHORT_SHARE = 0.1;

export type SupplementProposal = {
  key: string;
  nutrient: MicronutrientKey;
  /** How far the days fall short of the floor on average, whole per cent (31 = 31 % short). */
  short_percent: number;
  /** What the shortfall is measured against: the plan's floor, or the guideline's figure above it. */
  against: string;
  name: string;
  dosage: string;
  source: string;
};

type FloorCheck = { key: string; kind: string; target: number; amount: number };

/** A guideline's figure for a nutrient (the ICMR-NIN RDA) and its name, for floors set below it. */
export type GuidelineFloor = { value: number; name: string };

/**
 * The proposals for a set of generated days: a rule's nutrient whose floor the days miss by more
 * than `SUPPLEMENT_SHORT_SHARE` on average. A nutrient with no floor is never proposed for. Where the
 * plan's floor sits below the guideline (lowered to what the dishes reach, decision 258), the days
 * are measured against the guideline: the supplement makes up what the dishes cannot.
 */
export function proposeSupplements(
  days: { checks: FloorCheck[] }[],
  guideline: Partial<Record<MicronutrientKey, GuidelineFloor>> = {},
): SupplementProposal[] {
  const out: SupplementProposal[] = [];
  for (const rule of SUPPLEMENT_RULES) {
    const floors = days.flatMap((d) => d.checks.filter((c) => c.kind === 'floor' && c.key === rule.nutrient));
    if (!floors.length) continue;
    const above = guideline[rule.nutrient];
    const useGuideline = above !== undefined && floors.some((c) => c.target < above.value);
    const floorOf = (c: FloorCheck) => (useGuideline && above ? Math.max(c.target, above.value) : c.target);
    const target = floors.reduce((s, c) => s + floorOf(c), 0);
    const amount = floors.reduce((s, c) => s + Math.min(c.amount, floorOf(c)), 0);
    const short = target > 0 ? 1 - amount / target : 0;
    if (short <= SUPPLEMENT_SHORT_SHARE) continue;
    const { key, nutrient, name, dosage, source } = rule;
    const against = useGuideline && above ? above.name : 'the plan’s floor';
    out.push({ key, nutrient, short_percent: Math.round(short * 100), against, name, dosage, source });
  }
  return out;
}
