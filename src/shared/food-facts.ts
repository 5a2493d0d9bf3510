/**
 * Food facts as data (issue 52 point 1, docs/decisions/292): what a food or dish *is* — its
 * texture, its added sugar, the months it is in the market by region, its glycaemic index, liquid
 * or solid — stored on every food row (food_items.facts) with where each fact comes from. The
 * condition rules (condition-foods.ts), the checks and the generator read these facts; a food's
 * name is read only to search and to display (condition-facts-scan.test.ts fails otherwise).
 * Pure and Zod-free: the server computes a dish's facts from its ingredients with `dishFacts`, and
 * the web shows the same values.
 */

/**
 * How a food is to chew (IDDSI 2019 framework words, as a practice uses them for a soft diet):
 * - `whole_nut_seed`: whole or chopped nuts and seeds (peanuts, almonds, sesame, flax);
 * - `raw`: raw salad, raw vegetable or sprout;
 * - `hard`: hard or chewy (crisp breads, roasted snacks, corn kernels, hard raw fruit);
 * - `soft`: cooked soft pieces (a sabzi, a kootu, rice, a ripe banana);
 * - `mashed`: mashed or puréed (dal, khichdi, curd, a chutney, a ground blend);
 * - `liquid`: drinks, thin soups, milk.
 */
export const TEXTURES = ['whole_nut_seed', 'raw', 'hard', 'soft', 'mashed', 'liquid'] as const;
export type Texture = (typeof TEXTURES)[number];

/** The textures a soft or minced diet (IDDSI levels 6 and 5) leaves out. */
export const HARD_TEXTURES: readonly Texture[] = ['whole_nut_seed', 'raw', 'hard'];

export const TEXTURE_LABELS: Record<Texture, string> = {
  whole_nut_seed: 'whole nut or seed',
  raw: 'raw salad or vegetable',
  hard: 'hard or chewy',
  soft: 'soft',
  mashed: 'mashed or puréed',
  liquid: 'liquid',
};

/** The market regions a season is given for (the plan's regions; `all` when one calendar fits India). */
export const SEASON_REGIONS = ['all', 'north', 'south', 'east', 'west'] as const;
export type SeasonRegion = (typeof SEASON_REGIONS)[number];
/** Months 1–12 in the market, by region; a region not listed reads `all`. */
export type SeasonMonths = Partial<Record<SeasonRegion, number[]>>;

export type FoodFacts = {
  texture: Texture | null;
  /** Added sugars (sugar, jaggery, honey, syrups, sweetened condensed milk), g per 100 g of the food. */
  added_sugar_g: number | null;
  /** Null: in the market all year (or not a seasonal food). */
  season_months: SeasonMonths | null;
  /** Glycaemic index (glucose = 100) where a cited table gives it; null: no cited value. */
  gi: number | null;
  /** Drunk, measured in ml and glasses. */
  liquid: boolean;
  /** A salted snack, pickle or papad (ICMR-NIN 2024: high in salt); what hypertension leaves out. */
  salted: boolean;
  /**
   * Carries compounded hing (asafoetida cut with wheat flour): a shop spice blend. Gives gluten and
   * wheat unless the practice marks its hing and blends gluten-free (db/seed/hing.ts).
   */
  compounded_hing: boolean;
  /**
   * Tea or coffee (made with tea leaves or coffee powder): what the anaemia rule keeps out of a
   * main meal (its tannins cut iron absorption). A dish's is read from its ingredients.
   */
  tea_coffee?: boolean;
  /** Where the facts come from: a citation, or the practice's own estimate. */
  source: string;
  /** True where a fact was written from memory or is the practice's own estimate, not read from a cited table. */
  recalled: boolean;
};

export const NO_FACTS: FoodFacts = {
  texture: null,
  added_sugar_g: null,
  season_months: null,
  gi: null,
  liquid: false,
  salted: false,
  compounded_hing: false,
  tea_coffee: false,
  source: '',
  recalled: true,
};

/** True when the food is hard to chew for a soft diet: whole nut or seed, raw, hard or chewy. */
export const isHardToChew = (facts: FoodFacts | null | undefined): boolean =>
  Boolean(facts?.texture && HARD_TEXTURES.includes(facts.texture));

/** High GI: 70 or more (Atkinson et al. 2008's bands, shared/glycaemic-index.ts). */
export const HIGH_GI_MIN = 70;
export const isHighGi = (facts: FoodFacts | null | undefined): boolean =>
  facts?.gi !== null && facts?.gi !== undefined && facts.gi >= HIGH_GI_MIN;

/** True when the food carries added sugar (any gram of sugar, jaggery, honey or syrup). */
export const hasAddedSugar = (facts: FoodFacts | null | undefined): boolean =>
  (facts?.added_sugar_g ?? 0) > 0;

/** The months a food is in the market in a region (its own calendar, else India's); null = all year. */
export function seasonIn(facts: FoodFacts | null | undefined, region: string): number[] | null {
  const months = facts?.season_months;
  if (!months) return null;
  return months[region as SeasonRegion] ?? months.all ?? null;
}

/** True when the food is in the market in that region and month (1–12). */
export function inSeason(facts: FoodFacts | null | undefined, region: string, month: number): boolean {
  const months = seasonIn(facts, region);
  return months === null || months.includes(month);
}

/** How a dish is made, as its own record says it (overriding what its ingredients alone would give). */
export type DishForm = Texture;

/** An ingredient of a dish with its food's facts, raw grams and how it is used in the dish. */
export type FactIngredient = {
  facts: FoodFacts | null;
  grams: number;
  /** The ingredient's form in this dish where it differs from the food's ("ground" peanuts in a chutney). */
  form?: Texture | null;
};

const TEXTURE_HARDNESS: Record<Texture, number> = {
  liquid: 0,
  mashed: 1,
  soft: 2,
  hard: 3,
  raw: 4,
  whole_nut_seed: 5,
};

/**
 * A dish's facts from its ingredients and form (issue 52): its added sugar per 100 g cooked from
 * the recipe's grams; its texture the dish's form unless an ingredient, as used, is harder (a
 * kootu is soft, poha with whole peanuts is `whole_nut_seed`); its season where its ingredients'
 * seasons meet; liquid when its form is; no GI (a dish's GI is not the mean of its ingredients').
 */
export function dishFacts(
  ingredients: readonly FactIngredient[],
  yieldGrams: number,
  form: DishForm | null,
  source: string,
): FoodFacts {
  let sugar = 0;
  let hardest: Texture | null = null;
  let season: SeasonMonths | null = null;
  let salted = false;
  let hing = false;
  let tea = false;
  for (const i of ingredients) {
    const f = i.facts;
    if (!f) continue;
    sugar += ((f.added_sugar_g ?? 0) * i.grams) / 100;
    const texture = i.form ?? f.texture;
    // Only what stays hard after cooking counts: a whole nut, or a raw ingredient of a raw dish.
    if (texture === 'whole_nut_seed' || texture === 'hard') {
      if (hardest === null || TEXTURE_HARDNESS[texture] > TEXTURE_HARDNESS[hardest]) hardest = texture;
    }
    if (f.season_months) season = season ? meetSeasons(season, f.season_months) : f.season_months;
    salted = salted || f.salted;
    hing = hing || f.compounded_hing;
    tea = tea || Boolean(f.tea_coffee);
  }
  const base: Texture | null = form ?? null;
  const texture =
    hardest && (base === null || TEXTURE_HARDNESS[hardest] > TEXTURE_HARDNESS[base]) ? hardest : base;
  return {
    texture,
    added_sugar_g: yieldGrams > 0 ? round2((sugar * 100) / yieldGrams) : null,
    season_months: season,
    gi: null,
    liquid: form === 'liquid',
    salted,
    compounded_hing: hing,
    tea_coffee: tea,
    source,
    recalled: true,
  };
}

/** Where two seasons meet, region by region (a region missing on one side reads its `all`). */
function meetSeasons(a: SeasonMonths, b: SeasonMonths): SeasonMonths {
  const out: SeasonMonths = {};
  for (const r of SEASON_REGIONS) {
    const x = a[r] ?? a.all;
    const y = b[r] ?? b.all;
    if (x && y) out[r] = x.filter((m) => y.includes(m));
    else if (x || y) out[r] = [...((x ?? y) as number[])];
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Added sugar in one serving of `grams` of a food or dish (facts per 100 g). */
export const addedSugarIn = (facts: FoodFacts | null | undefined, grams: number): number | null =>
  facts?.added_sugar_g === null || facts?.added_sugar_g === undefined
    ? null
    : round2((facts.added_sugar_g * grams) / 100);

/** The facts as the API gives them beside a food or ingredient. */
export type FoodFactsOut = {
  texture: Texture | null;
  added_sugar_g: number | null;
  season_months: SeasonMonths | null;
  gi: number | null;
  liquid: boolean;
  facts_source: string;
  facts_recalled: boolean;
};

export function factsOut(facts: FoodFacts | null | undefined, grams = 100): FoodFactsOut {
  const f = facts ?? NO_FACTS;
  return {
    texture: f.texture,
    added_sugar_g: addedSugarIn(f, grams),
    season_months: f.season_months,
    gi: f.gi,
    liquid: f.liquid,
    facts_source: f.source,
    facts_recalled: f.recalled,
  };
}
