import { MICRONUTRIENTS, type MicronutrientKey } from '../../shared/micronutrients';
import { type LoweredTarget, type TargetSuggestion, TOLERANCES } from '../../shared/plan-targets';

/**
 * The suggestion lowered to what the dishes this client may eat reach (issue 33, decision 258):
 * a floor above the library's reach comes down to the reach (rounded down), protein to the band
 * the dishes can reach, and each says so in words. The guideline's figure stays in the basis.
 */
export type Reach = { protein_g: number; floors: Partial<Record<MicronutrientKey, number>> };

/** The three floors decision 251's supplement lines make up for. */
const SUPPLEMENTED = new Set<MicronutrientKey>(['iron_mg', 'calcium_mg', 'riboflavin_mg']);

/** Rounded down to a step a nutritionist reads: 0.1 under 10, 1 under 100, else 10. */
export function roundDown(value: number): number {
  const step = value < 10 ? 0.1 : value < 100 ? 1 : 10;
  return Math.round(Math.floor(value / step + 1e-9) * step * 10) / 10;
}

const kcalText = (kcal: number) => kcal.toLocaleString('en-IN');

/**
 * `how`: 'library' for the library's relaxed reach (decision 258), 'week' for a trial week's
 * leanest day (decision 276), lowering again what the first left; `guideline` is the suggestion
 * before any lowering, whose figure and basis each line names.
 */
export function lowerToReach(
  suggestion: TargetSuggestion,
  reach: Reach,
  how: 'library' | 'week' = 'library',
  guideline: TargetSuggestion = suggestion,
): TargetSuggestion {
  const energy = suggestion.targets.energy_kcal.value;
  if (energy === null) return suggestion;
  const lowered: LoweredTarget[] = [];
  const targets = { ...suggestion.targets };
  const protein = targets.protein_g.value;
  // The band is ±5 g: its upper edge at the most the dishes give leaves the solver the whole band.
  if (protein !== null && reach.protein_g < protein - TOLERANCES.macroGrams) {
    const most = Math.floor(reach.protein_g);
    const within = `within ${kcalText(energy)} kcal`;
    // A trial week's leanest day (decision 283) sits 1 g inside the band's lower edge, and the line
    // names the guideline's figure; the library's reach puts the band's upper edge at its most.
    const first = guideline.targets.protein_g;
    const { to, from, reason, basis } =
      how === 'week'
        ? {
            to: Math.max(0, most + TOLERANCES.macroGrams - 1),
            from: first.value ?? protein,
            reason: `a week generated from the dishes this client may eat gives ${most} g on its leanest day ${within}`,
            basis: `What a week of the dishes this client may eat gives on its leanest day, within the 5 g band (${first.basis}: ${first.value ?? protein} g)`,
          }
        : {
            to: Math.max(0, most - TOLERANCES.macroGrams),
            from: protein,
            reason: `the dishes this client may eat give at most ${most} g a day ${within}`,
            basis: `At most ${most} g a day from the dishes this client may eat, less the 5 g band (${targets.protein_g.basis}: ${protein} g)`,
          };
    const line: LoweredTarget = {
      key: 'protein_g',
      from,
      to,
      reach: most,
      reason: `Protein lowered from ${from} g to ${to} g: ${reason}`,
    };
    lowered.push(line);
    targets.protein_g = { value: to, basis, lowered: line };
    // The protein's energy goes to the macro that takes the rest of the energy; after a trial week
    // to fat (decision 283): as carbohydrate it came as more rice at lunch, a 41 % lunch.
    const rest = protein - to;
    const fatTakesRest = how === 'week' || targets.fat_g.basis.startsWith('The rest of the energy');
    const into = fatTakesRest ? 'fat_g' : 'carbohydrate_g';
    const was = targets[into];
    if (was.value !== null) {
      const extra = fatTakesRest ? Math.round((rest * 4) / 9) : rest;
      targets[into] = {
        value: was.value + extra,
        basis: `${was.basis}, + ${extra} g for the protein the dishes do not reach`,
      };
    }
  }
  const floors = { ...suggestion.micronutrient_floors };
  const lines = new Map(suggestion.lowered?.map((l) => [l.key, l]));
  for (const m of MICRONUTRIENTS) {
    const floor = floors[m.key];
    const reached = reach.floors[m.key];
    if (floor?.value == null || reached === undefined || reached >= floor.value) continue;
    const to = roundDown(reached);
    // The LP's reach carries float noise: a reach a hair under the floor is the floor.
    if (to >= floor.value) continue;
    const first = guideline.micronutrient_floors[m.key] ?? floor;
    const from = first.value ?? floor.value;
    const supplement = SUPPLEMENTED.has(m.key) ? '; a supplement line can make up the rest' : '';
    const within = `within ${kcalText(energy)} kcal${supplement}`;
    const line: LoweredTarget = {
      key: m.key,
      from,
      to,
      reach: Math.round(reached * 10) / 10,
      reason:
        how === 'week'
          ? `${m.label} lowered from ${from} ${m.unit} to ${to} ${m.unit}: a week generated from the dishes this client may eat gives ${to} ${m.unit} on its leanest day ${within}`
          : `${m.label} lowered from ${from} ${m.unit} to ${to} ${m.unit}: the dishes this client may eat reach ${to} ${m.unit} a day ${within}`,
    };
    lines.set(m.key, line);
    floors[m.key] = {
      value: to,
      basis:
        how === 'week'
          ? `What a week of the dishes this client may eat gives on its leanest day (${first.basis}: ${from} ${m.unit})`
          : `What the dishes this client may eat reach (${first.basis}: ${from} ${m.unit})`,
      lowered: line,
    };
  }
  for (const l of lowered) lines.set(l.key, l);
  const order = ['protein_g', ...MICRONUTRIENTS.map((m) => m.key)];
  const inOrder = [...lines.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return { ...suggestion, targets, micronutrient_floors: floors, lowered: inOrder };
}
