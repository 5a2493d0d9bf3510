/**
 * The printed plan (SPEC §2 print options, §7 export-pdf): the input of the export and of the
 * e-mail to the client, and `printablePlan`, the one description of what a printed plan contains.
 * The server's PDF renders exactly this model (docs/decisions/050).
 */
import { z } from 'zod';
import { hindiAmount, hindiClock, hindiDayName, hindiMealTiming, hindiSupplement } from './client-hindi';
import { type ClientFood, clientAmount, clientItemName, wholeText } from './client-words';
import type { HouseholdMeasure } from './dishes';
import { flag, id } from './fields';
import { shownUnit } from './measures';
import { dayTotals, type EnergyShares, energyShares, type NutrientTotals } from './nutrition';
import { dayName, PLAN_MESSAGES, type Workspace, type WorkspaceItem } from './plans';

export const PAPER_SIZES = ['a1', 'a2', 'a3', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const LAYOUTS = ['landscape', 'portrait'] as const;
export type Layout = (typeof LAYOUTS)[number];
/** Whose copy: the client's, or the nutritionist's with the clinical summary (decision 225). */
export const PDF_COPIES = ['client', 'nutritionist'] as const;
export type PdfCopy = (typeof PDF_COPIES)[number];
/** The language of the client's copy: its words, meals, foods and amounts (English or Hindi). */
export const PDF_LANGUAGES = ['en', 'hi'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];

/** The title of the client's rules box, in the rules' language. */
export const RULES_TITLE: Record<PdfLanguage, string> = { en: 'Keep in mind', hi: 'ध्यान रखें' };

export const PLAN_PDF_MESSAGES = {
  empty: PLAN_MESSAGES.emptyPrint,
  noClientEmail: 'This client has no email address. Please add one on the client’s page to send the plan.',
  emailed: 'The Nutrition Plan was sent to the client.',
  /** Followed by what is missing, in words (decision 121). */
  fontsMissing:
    'The PDF cannot be made: this server cannot read its PDF fonts. Please ask your administrator to fix it:',
  renderFailed: 'The PDF could not be made. Please try again; if it happens again, tell your administrator.',
} as const;

const pdfLanguage = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 'en' : v),
  z.enum(PDF_LANGUAGES, { message: 'Please choose English or Hindi' }),
);

const printOptions = {
  package_id: id('Please choose a package'),
  plan_id: id('Please choose a Nutrition Plan'),
  layout: z.preprocess(
    // Portrait unless asked: a week on one or two pages a client keeps on the fridge (issue 54 point 7).
    (v) => (v === '' || v === undefined || v === null ? 'portrait' : v),
    z.enum(LAYOUTS, { message: 'Please choose landscape or portrait' }),
  ),
  paper_size: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 'a4' : typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(PAPER_SIZES, { message: 'Please choose a paper size from A1 to A4' }),
  ),
  hide_nutrition_stats: flag.default(false),
  hide_meal_time: flag.default(false),
  /** Adds an appendix with each dish of the plan once: ingredients, yield, measures (issue 27). */
  include_recipes: flag.default(false),
  /** 'nutritionist' adds the one-box clinical summary (decision 225); the client's copy is the default. */
  copy: z
    .preprocess(
      (v) => (v === '' || v === undefined || v === null ? 'client' : v),
      z.enum(PDF_COPIES, { message: "Please choose the client's or the nutritionist's copy" }),
    )
    .default('client'),
  /** The language of the copy: English, or Hindi as the plan page can show it (names the library lacks in Hindi stay English). */
  language: pdfLanguage.default('en'),
};

/**
 * POST /api/v1/client/package/export-pdf (JSON or form body) → application/pdf. The spec's old
 * html, header and tableHead fields are ignored: the server renders from the stored plan.
 */
export const exportPdfSchema = z.object(printOptions);
export type ExportPdfInput = z.input<typeof exportPdfSchema>;
export type PrintOptions = z.output<typeof exportPdfSchema>;

/** GET /api/v1/my-plan/:token/pdf?lang=hi: the client's copy in the page's language. */
export const myPlanPdfQuerySchema = z.object({
  lang: pdfLanguage.default('en'),
});

/** POST /api/v1/client/package/email-pdf (beyond the spec) → data: PlanPdfSend */
export const emailPdfSchema = exportPdfSchema;

/** GET /api/v1/client/package/pdf-sends?plan_id= → data: PlanPdfSend[] (newest first) */
export const pdfSendsQuerySchema = z.object({ plan_id: id('Please choose a Nutrition Plan') });

/** One e-mail of a plan's PDF to its client: who sent it, when, to which address. */
export type PlanPdfSend = {
  id: number;
  plan_id: number;
  to_address: string;
  sent_by: string;
  created_at: string;
  /** The outbox state: pending, sent, failed or logged (no SMTP configured). */
  status: string;
};

// ---------------------------------------------------------------- the printable model

export type PrintItem = {
  label: string;
  /** '150 g' */
  amount: string;
  /** Alternatives to this item, shown after it as "or …". */
  alternatives: { label: string; amount: string }[];
};

export type PrintMeal = {
  /** 'Breakfast' */
  name: string;
  /** '07:30 AM', or null when hidden or the meal has no fixed time (Custom). */
  time: string | null;
  description: string | null;
  items: PrintItem[];
};

export type PrintDay = {
  day: number;
  title: string;
  description: string | null;
  meals: PrintMeal[];
  /** Null when the nutrition stats are hidden. */
  totals: { values: NutrientTotals; shares: EnergyShares } | null;
};

/** A dish of the plan as its recipe appendix prints it: the version the plan's food row belongs to. */
export type PrintDishRecipe = {
  /** The dish version's food row (what the plan's meal items point at). */
  foodItemId: number;
  name: string;
  /**
   * Raw grams per batch; water, salt and whole spices included. `name` and `amount` in kitchen
   * words ("Curd", "1½ katori (200 g)"; decision 208).
   */
  ingredients: { name: string; grams: number; amount: string }[];
  /** Cooked weight of the batch. */
  yieldGrams: number;
  measures: HouseholdMeasure[];
};

export type PrintablePlan = {
  clientName: string;
  planName: string;
  startDate: string | null;
  endDate: string | null;
  foodPreference: string | null;
  labels: string[];
  packageCategory: string;
  days: PrintDay[];
  supplements: { name: string; dosage: string | null; link: string | null }[];
  recipes: { name: string; meal: string | null; dishType: string | null; link: string | null }[];
  /** The recipe appendix: each dish the printed meals use, once, in order of first use (empty unless asked). */
  dishRecipes: PrintDishRecipe[];
  isSports: boolean;
};

/** '1 katori = 150 g · 1 small katori = 100 g' */
export const measuresText = (measures: HouseholdMeasure[]) =>
  measures.map((m) => `1 ${m.label} = ${m.grams} g`).join(' · ');

/**
 * A Hindi copy (issue 34 point 7): the foods' Hindi names where the library has them (dishes'
 * own, IFCT's in Devanagari; server/portal foodNamesOf), else the plain English name.
 */
export type HindiCopy = { names: ReadonlyMap<number, string> };

/**
 * How an item prints for the client (decision 208): its plain name, and its amount as a household
 * measure or piece with whole grams beside ("2 phulka (65 g)", "1 medium orange (130 g)"); in
 * Hindi "2 फुलका (65 ग्राम)", as the plan page says it.
 */
const printItem = (item: WorkspaceItem, foods: ReadonlyMap<number, ClientFood>, hindi: HindiCopy | null) => {
  const food = foods.get(item.food_item_id);
  const label = clientItemName(item.label, food);
  if (hindi) {
    const measure =
      item.measure_label && item.measure_count
        ? { label: item.measure_label, count: item.measure_count }
        : null;
    return {
      label: hindi.names.get(item.food_item_id) ?? label,
      amount: hindiAmount({ quantity: item.quantity, uom: shownUnit(item.value.uom, item.facts), measure }),
    };
  }
  return { label, amount: clientAmount({ ...item, uom: item.value.uom }, food?.piece) };
};

/** 'HH:mm' of the grid (00:00–03:45 belong to the end of the day) → 'hh:mm AM'. */
export function time12(hh: string, mm: string): string {
  const h = Number(hh);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${mm} ${h >= 12 ? 'PM' : 'AM'}`;
}

/**
 * Days with at least one meal, in order; alternatives follow their main item. `dishRecipes` are
 * the recipes of the plan's dishes by food row: the appendix keeps those the printed meals use.
 */
export function printablePlan(
  ws: Workspace,
  options: Pick<PrintOptions, 'hide_nutrition_stats' | 'hide_meal_time'>,
  dishRecipes: PrintDishRecipe[] = [],
  clientFoods: ReadonlyMap<number, ClientFood> = new Map(),
  hindi: HindiCopy | null = null,
) {
  const itemOf = (item: WorkspaceItem) => printItem(item, clientFoods, hindi);
  const withMeals = new Set(ws.meals.map((m) => m.day));
  const days: PrintDay[] = ws.days
    .filter((d) => withMeals.has(d.day))
    .map((d) => {
      // ws.meals come in grid order (day, then time of the planner's day).
      const meals = ws.meals
        .filter((m) => m.day === d.day)
        .map((meal): PrintMeal => {
          const mains = meal.items.filter((i) => i.ref_id === null);
          const alternativesOf = (foodId: number) =>
            meal.items.filter((i) => i.ref_id === foodId).map(itemOf);
          // An alternative whose main item is gone still prints, as a main item.
          const orphans = meal.items.filter(
            (i) => i.ref_id !== null && !mains.some((m) => m.food_item_id === i.ref_id),
          );
          const hidden = options.hide_meal_time || meal.hypothetical_time === 'Custom';
          return {
            name: hindi ? hindiMealTiming(meal.hypothetical_time) : meal.hypothetical_time,
            time: hidden
              ? null
              : hindi
                ? hindiClock(`${meal.time.hh}:${meal.time.mm}`)
                : time12(meal.time.hh, meal.time.mm),
            description: meal.description,
            items: [...mains, ...orphans].map((i) => ({
              ...itemOf(i),
              alternatives: i.ref_id === null ? alternativesOf(i.food_item_id) : [],
            })),
          };
        });
      const values = dayTotals(ws.meals, d.day);
      const title = dayName(ws.plan.day_format, d.day, d.dayDescr);
      return {
        day: d.day,
        title: hindi ? hindiDayName(title, d.day) : title,
        description: ws.plan.day_format === 'custom' ? null : d.dayDescr,
        meals,
        totals: options.hide_nutrition_stats ? null : { values, shares: energyShares(values) },
      };
    });
  const period = ws.calendar;
  return {
    clientName: `${ws.plan.client_name} ${ws.plan.last_name}`.trim(),
    planName: ws.plan.description,
    // The plan's period by the plan calendar: its own dates, else its package's.
    startDate: period.startDate,
    endDate: period.endDate,
    foodPreference: ws.food_preference,
    labels: ws.labels,
    packageCategory: ws.package.category,
    days,
    // A Hindi copy says the known supplement lines in Hindi (decision 304); a typed one stays as written.
    supplements: ws.supplements.map((s) => {
      const line = { name: s.name, dosage: s.dosage, link: s.link };
      return hindi ? hindiSupplement(line) : line;
    }),
    recipes: ws.recipes.map((r) => ({ name: r.name, meal: r.meal, dishType: r.dish_type, link: r.link })),
    dishRecipes: recipesUsed(ws, days, dishRecipes),
    isSports: ws.package.category === 'Sports',
  } satisfies PrintablePlan;
}

/** The recipes of the dishes the printed days use, each once, in order of first use. */
function recipesUsed(ws: Workspace, days: PrintDay[], recipes: PrintDishRecipe[]): PrintDishRecipe[] {
  if (!recipes.length) return [];
  const printed = new Set(days.map((d) => d.day));
  const used = new Set(
    ws.meals.filter((m) => printed.has(m.day)).flatMap((m) => m.items.map((i) => i.food_item_id)),
  );
  const byFood = new Map(recipes.map((r) => [r.foodItemId, r]));
  return [...used].flatMap((id) => byFood.get(id) ?? []);
}

/** The totals' words in each language of the copy. */
const TOTAL_WORDS: Record<
  PdfLanguage,
  { energy: string; carbohydrate: string; protein: string; fat: string; fibre: string; g: string }
> = {
  en: {
    energy: 'Energy',
    carbohydrate: 'Carbohydrate',
    protein: 'Protein',
    fat: 'Fat',
    fibre: 'Fibre',
    g: 'g',
  },
  hi: {
    energy: 'ऊर्जा',
    carbohydrate: 'कार्बोहाइड्रेट',
    protein: 'प्रोटीन',
    fat: 'वसा',
    fibre: 'फ़ाइबर',
    g: 'ग्राम',
  },
};

/** 'Energy 1,821 kcal · Carbohydrate 231 g (51%) …' pieces of a day's totals: whole numbers for the client. */
export function totalsLine(
  totals: { values: NutrientTotals; shares: EnergyShares },
  language: PdfLanguage = 'en',
): string[] {
  const { values, shares } = totals;
  const w = TOTAL_WORDS[language];
  return [
    `${w.energy} ${wholeText(values.calories)} kcal`,
    `${w.carbohydrate} ${wholeText(values.carbohydrate)} ${w.g} (${wholeText(shares.carbohydrate)}%)`,
    `${w.protein} ${wholeText(values.protein)} ${w.g} (${wholeText(shares.protein)}%)`,
    `${w.fat} ${wholeText(values.fat)} ${w.g} (${wholeText(shares.fat)}%)`,
    `${w.fibre} ${wholeText(values.fibre)} ${w.g}`,
  ];
}
