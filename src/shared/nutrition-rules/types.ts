/**
 * One row of the table of nutrition rules (issue 52 point 2, docs/decisions/294): what the app
 * applies, to whom, over what, to which bound, how firmly, and from which publication. Pure and
 * Zod-free: the planner's first paint reads the sodium ceiling from it.
 */

/** Who a rule is for: everyone, a confirmed condition, a life stage, or a goal. */
export type AppliesTo =
  | { kind: 'always' }
  | { kind: 'condition'; condition: string; detail?: string }
  | { kind: 'life_stage'; stage: string }
  | { kind: 'goal'; goal: string };

/** Over what a rule is measured. */
export type RuleScope = 'day' | 'meal' | 'food';

/** What a rule measures. */
export type Measure =
  /** A nutrient's amount in `unit` (mg, µg, g, kcal). */
  | { kind: 'nutrient'; nutrient: string; unit: string }
  /** A nutrient's share of the day's energy, % (cereals: the energy the cereals give). */
  | { kind: 'energy_share'; nutrient: string }
  /** A meal's share of the day's energy or of one nutrient, %. */
  | { kind: 'meal_share'; of: 'energy' | 'carbohydrate'; meal?: string }
  /** A nutrient per kg of the client's latest weight, a day. */
  | { kind: 'per_kg'; nutrient: string; unit: string }
  /** A My Plate for the Day group, grams a day at 2,000 kcal (scaled to the day's energy). */
  | { kind: 'plate_group'; group: string }
  /** A food fact (shared/food-facts.ts): the rule keeps foods with this fact out, or counts them. */
  | { kind: 'food_fact'; fact: string; value?: string | number | boolean }
  /** Grams of a food of an IFCT group in one meal (a household portion). */
  | { kind: 'portion'; ifct_group: string }
  /** A multiple of another figure (the fibre ceiling: × the fibre target). */
  | { kind: 'factor'; of: string }
  /** An equation's coefficients (a BMR), in `bound.by`; or a step added to its result (`bound.target`). */
  | { kind: 'equation'; output: string };

/**
 * A bound: `min` and/or `max` in the measure's unit, `target` where the app suggests a figure inside
 * the band; `by` where the figure depends on a choice the app makes per client (work category).
 */
export type Bound = {
  min?: number;
  max?: number;
  target?: number;
  unit: string;
  by?: Record<string, number>;
};

/** Where the figure comes from: a publication, its year and table or page, or the team's own rule. */
export type Source = {
  /** "ICMR-NIN 2020", "WHO 2012", "RSSDI 2022", "KDOQI 2020", "Team rule" … (counted by `publisher`). */
  publication: string;
  publisher:
    | 'ICMR-NIN'
    | 'ICMR'
    | 'WHO'
    | 'FAO/WHO'
    | 'RSSDI'
    | 'KDOQI'
    | 'KDIGO'
    | 'ACC/AHA'
    | 'IOM'
    | 'IDDSI'
    | 'ISSN'
    | 'Other'
    | 'Team';
  year: number | null;
  /** Table, page or statement, where known. */
  where?: string;
  /** The source's words as we read them (what the row's numbers are taken from). */
  says: string;
  /** How a basis line or check quotes it, where the app already words it ("RSSDI … 2022: …"). */
  short?: string;
};

export type NutritionRule = {
  id: string;
  /** The rule in words, with its numbers, as the nutritionist reads it. */
  text: string;
  /** A short group heading for the rules page ("My Plate", "RDA floors", "Diabetes" …). */
  group: string;
  applies_to: AppliesTo;
  scope: RuleScope;
  measure: Measure;
  bound: Bound;
  /**
   * Hard: the generator never breaks it (a food rule: the food is not served). Weighted: a row of
   * the day's model whose breach costs `weight` per unit, kept wherever the day's foods allow; its
   * check line says ✗ where a day could not.
   */
  hard: boolean;
  weight?: number;
  source: Source;
  /** Written from memory, or from a quote of the source, not read from a copy on this machine. */
  recalled: boolean;
  /** Where the app applies it: the solver, the local-search cost, a check line, the targets, the client's lines. */
  used_by: ('solver' | 'cost' | 'check' | 'targets' | 'client' | 'food_filter')[];
  /** One of a choice's cited alternatives (choices.ts): in force only when chosen. */
  alternative_of?: string;
};
