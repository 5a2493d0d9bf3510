import { MICRONUTRIENT_KEYS, type MicronutrientKey } from '../../../shared/micronutrients';
import { PLATE_GROUPS, type PlateGroup } from '../../../shared/my-plate';
import type { PlanRegion } from '../../../shared/plan-generate';
import type { PlanTargets } from '../../../shared/plan-targets';
import { roleFoodsOf } from '../pipelines/dish-library';
import type { DishWeekSource } from '../pipelines/dish-week-jobs';
import { isSeed } from '../pipelines/meal-patterns';
import { ROLE_FOODS } from '../pipelines/portions';
import { generateDishDay } from '../rules/dish-problems';
import { LpBuilder } from '../solver/lp';
import { NUTRIENT_KEYS, type NutrientKey, tolerance } from '../solver/model';
import { solveWithHighs } from '../solver/solve-highs';
import type { JobDay } from '../solver/solve-plan';

/**
 * What the dish library can reach in a day for a client (issue 33, docs/decisions/258): the
 * generator's own composed days (the region's meal patterns over the dishes this client may eat,
 * each slot one dish within its household ceilings) relaxed to a linear programme, so a slot may
 * blend its candidates. Energy within its ±2 % band, sodium, fibre and fat-share ceilings and My
 * Plate's bands hold; the objective is the generator's own: cover every floor as far as it goes
 * (each counts up to its floor, as a share of it). Per nutrient the reach is the least over the
 * week's seven day patterns. A relaxation: nothing the generator does can beat it, so a floor
 * above it is out of reach for certain.
 */
export type LibraryReach = {
  /** Most protein a day's dishes give within the energy band (g), least over the week's patterns. */
  protein_g: number;
  /** What the jointly best day gives of each floor, least over the week's patterns. */
  floors: Partial<Record<MicronutrientKey, number>>;
  region: PlanRegion;
};

type Vars = {
  amount: Record<NutrientKey, [number, number][]>;
  plate: Record<PlateGroup, [number, number][]>;
  cereal: [number, number][];
};

/** One day pattern as an LP's rows: each slot takes one unit of its candidates, grams within their bounds. */
function dayRows(b: LpBuilder, job: JobDay): Vars {
  const amount = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, []])) as unknown as Vars['amount'];
  const plate = Object.fromEntries(PLATE_GROUPS.map((g) => [g, []])) as unknown as Vars['plate'];
  const cereal: [number, number][] = [];
  for (const slot of job.slots) {
    const picks: [number, number][] = [];
    for (const c of slot.candidates) {
      const y = b.add('pick', 0, 1);
      const g = b.add('grams', 0, c.max);
      b.row(
        'ceiling',
        [
          [g, 1],
          [y, -c.max],
        ],
        Number.NEGATIVE_INFINITY,
        0,
      );
      b.row(
        'least',
        [
          [g, 1],
          [y, -c.min],
        ],
        0,
        Number.POSITIVE_INFINITY,
      );
      picks.push([y, 1]);
      for (const k of NUTRIENT_KEYS) if (c.food.perGram[k]) amount[k].push([g, c.food.perGram[k]]);
      for (const [group, per] of Object.entries(c.food.plate ?? {}))
        if (per) plate[group as PlateGroup].push([g, per]);
      if (c.food.cerealKcal) cereal.push([g, c.food.cerealKcal]);
    }
    if (picks.length) b.row('one', picks, 1, 1);
  }
  return { amount, plate, cereal };
}

const INF = Number.POSITIVE_INFINITY;

/** The energy band, the day's ceilings and (when `plate`) My Plate's bands, as the generator has them. */
function dayLimits(b: LpBuilder, job: JobDay, v: Vars, plate: boolean) {
  const energy = job.targets.energy_kcal as number;
  const tol = tolerance('energy_kcal', energy);
  b.row('energy', v.amount.energy_kcal, energy - tol, energy + tol);
  for (const { key, max } of job.limits?.nutrients ?? []) b.row(`max ${key}`, v.amount[key], -INF, max);
  if (job.limits?.fatShare) {
    const share = job.limits.fatShare.percent / 100;
    const terms = new Map<number, number>();
    for (const [i, a] of v.amount.fat_g) terms.set(i, (terms.get(i) ?? 0) + 9 * a);
    for (const [i, a] of v.amount.energy_kcal) terms.set(i, (terms.get(i) ?? 0) - share * a);
    b.row('fat share', [...terms], -INF, 0);
  }
  if (!plate || !job.plate) return;
  for (const band of job.plate.bands)
    b.row(`plate ${band.group}`, v.plate[band.group], band.min, band.max ?? INF);
  if (job.plate.cerealSharePercent !== null) {
    const terms = new Map<number, number>(v.cereal);
    for (const [i, a] of v.amount.energy_kcal)
      terms.set(i, (terms.get(i) ?? 0) - ((job.plate.cerealSharePercent as number) / 100) * a);
    b.row('cereal share', [...terms], -INF, 0);
  }
}

const total = (terms: [number, number][], values: number[]) =>
  terms.reduce((s, [i, a]) => s + a * values[i], 0);

/** Most protein the day's pattern gives within the energy band and ceilings (no plate bands: they follow protein). */
async function proteinReach(job: JobDay): Promise<number> {
  const b = new LpBuilder();
  const v = dayRows(b, job);
  dayLimits(b, job, v, false);
  for (const [i, a] of v.amount.protein_g) b.vars[i].cost -= a;
  const solved = await solveWithHighs(b.build(), 1);
  return solved.status === 'optimal' ? total(v.amount.protein_g, solved.values) : 0;
}

/**
 * The day that covers the floors best together (each up to its floor, as a share of it), with
 * protein at least its band's lower edge; My Plate's bands too where they leave a solution.
 */
async function floorsReach(job: JobDay, protein: number, floors: [MicronutrientKey, number][]) {
  for (const plate of [true, false]) {
    const b = new LpBuilder();
    const v = dayRows(b, job);
    dayLimits(b, job, v, plate);
    b.row('protein', v.amount.protein_g, protein, INF);
    for (const [key, floor] of floors) {
      const covered = b.add(`covered ${key}`, 0, floor, -1 / floor);
      b.row(
        `cover ${key}`,
        [[covered, 1], ...v.amount[key].map(([i, a]) => [i, -a] as [number, number])],
        -INF,
        0,
      );
    }
    const solved = await solveWithHighs(b.build(), 1);
    if (solved.status === 'optimal')
      return Object.fromEntries(floors.map(([key]) => [key, total(v.amount[key], solved.values)]));
  }
  return null;
}

const CACHE_SIZE = 200;
const cache = new Map<string, LibraryReach>();

/**
 * The reach of the library for a plan's client at the suggested targets, over the dishes, region
 * and meal timings Generate week reads (`dishWeekSource`); null without an energy target. Cached
 * per (dishes and foods allowed, meal timings, region, targets): the same client rules, region and
 * energy give the same key, whichever client has them.
 */
export async function libraryReach(
  source: DishWeekSource,
  targets: PlanTargets,
): Promise<LibraryReach | null> {
  if (!targets.energy_kcal) return null;
  const { region, timings } = source;
  const library = { dishes: source.safeDishes, ifct: source.safeIfct };
  const floors = MICRONUTRIENT_KEYS.flatMap((k) => {
    const v = targets.micronutrient_floors[k];
    return v ? [[k, v] as [MicronutrientKey, number]] : [];
  });
  const key = JSON.stringify([
    library.dishes.map((d) => d.id),
    library.ifct.map((f) => f.id),
    timings,
    region,
    targets.energy_kcal,
    targets.protein_g,
    targets.fibre_g,
    floors,
  ]);
  const known = cache.get(key);
  if (known) return known;
  const foods = {
    dishes: library.dishes,
    fruits: roleFoodsOf(ROLE_FOODS.fruit, library.ifct),
    // Seeds come inside dishes or as a measured topping, never as a snack (as Generate week).
    nuts: roleFoodsOf(ROLE_FOODS.nuts, library.ifct).filter((n) => !isSeed(n.food)),
  };
  let protein = INF;
  const least: Partial<Record<MicronutrientKey, number>> = {};
  for (let day = 1; day <= 7; day++) {
    const { job } = generateDishDay(day, timings, foods, targets, region);
    const most = await proteinReach(job);
    protein = Math.min(protein, most);
    const edge = Math.min(most, (targets.protein_g ?? 0) - tolerance('protein_g', targets.protein_g ?? 0));
    const reached = await floorsReach(job, Math.max(0, edge), floors);
    for (const [k] of floors) least[k] = Math.min(least[k] ?? INF, reached?.[k] ?? 0);
  }
  const answer: LibraryReach = { protein_g: Number.isFinite(protein) ? protein : 0, floors: least, region };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, answer);
  return answer;
}
