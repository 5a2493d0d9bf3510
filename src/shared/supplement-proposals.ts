/**
 * Where a generated week falls short of a micronutrient floor (issue 33 point 6, issue 53 point 1,
 * decision 303) the preview says by how much on which days and proposes, in this order: the
 * library's foods that carry most of it, fortified foods, and then a supplement line only where
 * the client's life stage, condition or diet indicates one (no IFA for a healthy man or a
 * 65-year-old without anaemia). The nutritionist ticks a line or not; Apply writes the ticked lines
 * into the plan's supplements. Proposals are data with their source; `recalled` marks a figure
 * written from memory that is still to be checked against the document named.
 */
import type { MicronutrientKey } from './micronutrients';

/** What a supplement's indication reads of the client. */
export type SupplementClient = {
  sex: 'Male' | 'Female' | null;
  ageYears: number | null;
  /** Confirmed condition kinds ('anaemia', 'pregnancy', 'lactation' …). */
  conditions: readonly string[];
  /** Confirmed diets ('vegan' …). */
  diets: readonly string[];
};

/** Why a client is given a line, and its dose for that reason. */
export type Indication = { why: string; dosage: string };

export type SupplementRule = {
  key: string;
  /** The floor it makes up for; null for a line the diet alone indicates (B12 for a vegan). */
  nutrient: MicronutrientKey | null;
  name: string;
  source: string;
  recalled: boolean;
  /** The indication the client has, else null (then the line is never proposed). */
  indicated: (client: SupplementClient) => Indication | null;
  /** Every dose `indicated` may answer. */
  dosages: readonly string[];
};

const has = (c: SupplementClient, kind: string) => c.conditions.includes(kind);
const woman = (c: SupplementClient) => c.sex === 'Female';
const age = (c: SupplementClient) => c.ageYears ?? -1;

/** Anemia Mukt Bharat's women of reproductive age. */
export const IFA_WOMEN_AGES = { from: 15, to: 49 } as const;
/** Calcium with vitamin D for a woman past this age whose week is short of calcium. */
export const CALCIUM_D_WOMEN_FROM_AGE = 50;

const AFTER_LUNCH = 'after lunch with a lemon or amla; not with tea, coffee or milk';

/** Every dose a proposal can carry (the Hindi copy has each, shared/client-hindi.ts). */
export const SUPPLEMENT_DOSAGES = {
  ifaAnaemia: `IFA as the physician prescribes for the anaemia, ${AFTER_LUNCH}`,
  ifaPregnancy: `1 tablet (60 mg iron, 500 µg folic acid) a day from the second trimester, 180 days, ${AFTER_LUNCH}`,
  ifaLactation: `1 tablet (60 mg iron, 500 µg folic acid) a day for 180 days after delivery, ${AFTER_LUNCH}`,
  ifaWeekly: `1 tablet (60 mg iron, 500 µg folic acid) once a week, ${AFTER_LUNCH}`,
  calciumTwice:
    '1 tablet (500 mg calcium, 250 IU vitamin D3) twice a day after meals; 2 hours away from the IFA tablet',
  calciumDinner:
    '1 tablet (500 mg calcium, 250 IU vitamin D3) after dinner; 2 hours away from any iron tablet',
  b12: '1 tablet as the physician prescribes',
} as const;
const D = SUPPLEMENT_DOSAGES;

export const SUPPLEMENT_RULES: readonly SupplementRule[] = [
  {
    key: 'ifa',
    nutrient: 'iron_mg',
    name: 'Iron and folic acid (IFA) tablet',
    source:
      'Anemia Mukt Bharat (MoHFW, 2018): weekly IFA (60 mg iron, 500 µg folic acid) for women of reproductive age (15–49 years); a daily tablet for 180 days in pregnancy from the second trimester and after delivery; treatment of anaemia as the physician prescribes',
    recalled: true,
    indicated: (c) => {
      if (has(c, 'anaemia'))
        return {
          why: 'Confirmed iron-deficiency anaemia',
          dosage: D.ifaAnaemia,
        };
      if (has(c, 'pregnancy'))
        return {
          why: 'Pregnancy',
          dosage: D.ifaPregnancy,
        };
      if (has(c, 'lactation'))
        return {
          why: 'Lactation',
          dosage: D.ifaLactation,
        };
      if (woman(c) && age(c) >= IFA_WOMEN_AGES.from && age(c) <= IFA_WOMEN_AGES.to)
        return {
          why: `A woman of ${IFA_WOMEN_AGES.from}–${IFA_WOMEN_AGES.to} years`,
          dosage: D.ifaWeekly,
        };
      return null;
    },
    dosages: [D.ifaAnaemia, D.ifaPregnancy, D.ifaLactation, D.ifaWeekly],
  },
  {
    key: 'calcium-d3',
    nutrient: 'calcium_mg',
    name: 'Calcium with vitamin D3 tablet',
    source:
      'ICMR-NIN 2020: calcium 1,000 mg a day for adults (1,200 mg in lactation); bone loss after menopause makes calcium with vitamin D the usual advice for women over 50 whose food falls short; MoHFW calcium supplementation guideline 2014: 500 mg twice a day in pregnancy from the second trimester and in lactation',
    recalled: true,
    indicated: (c) => {
      if (has(c, 'pregnancy') || has(c, 'lactation'))
        return {
          why: has(c, 'pregnancy') ? 'Pregnancy' : 'Lactation',
          dosage: D.calciumTwice,
        };
      if (woman(c) && age(c) > CALCIUM_D_WOMEN_FROM_AGE)
        return {
          why: `A woman over ${CALCIUM_D_WOMEN_FROM_AGE} whose food falls short of calcium`,
          dosage: D.calciumDinner,
        };
      return null;
    },
    dosages: [D.calciumTwice, D.calciumDinner],
  },
  {
    key: 'vitamin-b12',
    nutrient: null,
    name: 'Vitamin B12 tablet',
    source:
      'ICMR-NIN Dietary Guidelines for Indians 2024: vitamin B12 comes only from foods of animal origin; vegans need B12-fortified foods or a supplement',
    recalled: true,
    indicated: (c) =>
      c.diets.includes('vegan')
        ? { why: 'Vegan diet: plant foods carry no vitamin B12', dosage: D.b12 }
        : null,
    dosages: [D.b12],
  },
];

/**
 * Fortified foods that carry a nutrient (FSSAI's +F foods): proposed after the library's foods and
 * before a supplement. A nutrient with no fortified staple has no line.
 */
export const FORTIFIED_FOODS: Partial<Record<MicronutrientKey, { text: string; source: string }>> = {
  iron_mg: {
    text: 'Fortified rice or wheat flour (atta) with the +F logo; double-fortified salt (iron and iodine) in place of the usual salt, within the day’s salt',
    source:
      'FSSAI Food Safety and Standards (Fortification of Foods) Regulations 2018: rice and wheat flour with iron, folic acid and vitamin B12; double-fortified salt with iodine and iron',
  },
  folate_ug: {
    text: 'Fortified rice or wheat flour (atta) with the +F logo',
    source:
      'FSSAI Food Safety and Standards (Fortification of Foods) Regulations 2018: folic acid in rice and wheat flour',
  },
  vitamin_a_ug: {
    text: 'Fortified milk or fortified edible oil with the +F logo',
    source:
      'FSSAI Food Safety and Standards (Fortification of Foods) Regulations 2018: vitamins A and D in milk and edible oil',
  },
};

/** A week short of a floor by more than this share on average gets a supplement proposal. */
export const SUPPLEMENT_SHORT_SHARE = 0.1;

export type SupplementProposal = {
  key: string;
  nutrient: MicronutrientKey | null;
  /** How far the days fall short of the floor on average, whole per cent; null for a diet's line. */
  short_percent: number | null;
  /** What the shortfall is measured against: the plan's floor, or the guideline's figure above it. */
  against: string | null;
  /** The client's indication for it, in words. */
  indication: string;
  name: string;
  dosage: string;
  source: string;
};

/** One floor a week misses: by how much on which days, and what closes it, in the order. */
export type FloorGap = {
  nutrient: MicronutrientKey;
  floor: number;
  days: { day: number; amount: number; short: number }[];
  /** The library's foods this client may eat that carry most of it for their energy. */
  foods: string[];
  fortified: { text: string; source: string } | null;
  /** The supplement proposed for it, if the client has an indication. */
  supplement: string | null;
};

type FloorCheck = { key: string; kind: string; target: number; amount: number };

/** A guideline's figure for a nutrient (the ICMR-NIN RDA) and its name, for floors set below it. */
export type GuidelineFloor = { value: number; name: string };

/**
 * The proposals for a set of generated days: a rule the client has an indication for, whose
 * nutrient's floor the days miss by more than `SUPPLEMENT_SHORT_SHARE` on average (a diet's line,
 * B12 for a vegan, needs no floor). Where the nutritionist set a floor below the guideline, the
 * days are measured against the guideline.
 */
export function proposeSupplements(
  days: { checks: FloorCheck[] }[],
  client: SupplementClient,
  guideline: Partial<Record<MicronutrientKey, GuidelineFloor>> = {},
): SupplementProposal[] {
  const out: SupplementProposal[] = [];
  for (const rule of SUPPLEMENT_RULES) {
    const indication = rule.indicated(client);
    if (!indication) continue;
    const { key, nutrient, name, source } = rule;
    const base = { key, nutrient, indication: indication.why, name, dosage: indication.dosage, source };
    if (nutrient === null) {
      out.push({ ...base, short_percent: null, against: null });
      continue;
    }
    const floors = days.flatMap((d) => d.checks.filter((c) => c.kind === 'floor' && c.key === nutrient));
    if (!floors.length) continue;
    const above = guideline[nutrient];
    const useGuideline = above !== undefined && floors.some((c) => c.target < above.value);
    const floorOf = (c: FloorCheck) => (useGuideline && above ? Math.max(c.target, above.value) : c.target);
    const target = floors.reduce((s, c) => s + floorOf(c), 0);
    const amount = floors.reduce((s, c) => s + Math.min(c.amount, floorOf(c)), 0);
    const short = target > 0 ? 1 - amount / target : 0;
    if (short <= SUPPLEMENT_SHORT_SHARE) continue;
    const against = useGuideline && above ? above.name : 'the plan’s floor';
    out.push({ ...base, short_percent: Math.round(short * 100), against });
  }
  return out;
}

/** A food of the library with its nutrients per gram, for what closes a gap. */
export type GapFood = { name: string; group: string | null; perGram: Record<string, number> };

/** Groups whose foods are not eaten for their nutrients (a pinch of spice is rich per kcal). */
const NOT_A_SOURCE = /condiment|spice|oil|fat|sugar/i;
/** The library's foods named for a gap. */
export const GAP_FOODS = 5;

/**
 * The floors the days miss, each with its days, the library's foods richest in it for their energy,
 * its fortified foods and the supplement proposed for it (`proposals`), in that order.
 */
export function floorGaps(
  days: { day: number; checks: (FloorCheck & { met?: boolean })[] }[],
  library: readonly GapFood[],
  proposals: readonly SupplementProposal[],
): FloorGap[] {
  const gaps = new Map<MicronutrientKey, FloorGap>();
  for (const d of days)
    for (const c of d.checks) {
      if (c.kind !== 'floor' || c.amount >= c.target) continue;
      const key = c.key as MicronutrientKey;
      const gap = gaps.get(key) ?? {
        nutrient: key,
        floor: c.target,
        days: [],
        foods: richestIn(key, library),
        fortified: FORTIFIED_FOODS[key] ?? null,
        supplement: proposals.find((p) => p.nutrient === key)?.key ?? null,
      };
      gap.days.push({
        day: d.day,
        amount: Math.round(c.amount * 10) / 10,
        short: Math.round((c.target - c.amount) * 10) / 10,
      });
      gaps.set(key, gap);
    }
  return [...gaps.values()];
}

function richestIn(key: MicronutrientKey, library: readonly GapFood[]): string[] {
  const seen = new Set<string>();
  return library
    .filter(
      (f) =>
        (f.perGram.energy_kcal ?? 0) > 0 && (f.perGram[key] ?? 0) > 0 && !NOT_A_SOURCE.test(f.group ?? ''),
    )
    .map((f) => ({ name: f.name, per: (f.perGram[key] ?? 0) / f.perGram.energy_kcal }))
    .sort((a, b) => b.per - a.per || a.name.localeCompare(b.name))
    .filter((f) => !seen.has(f.name) && seen.add(f.name))
    .slice(0, GAP_FOODS)
    .map((f) => f.name);
}
