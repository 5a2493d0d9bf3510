import { MICRONUTRIENTS } from '../../../shared/micronutrients';
import { PLATE_GROUP_LABELS, type PlateGroups } from '../../../shared/my-plate';
import { EVERY_TARGET_MET, type GeneratedDay, type TargetCheck } from '../../../shared/plan-generate';
import { MACRO_TARGETS, type PlanTargets } from '../../../shared/plan-targets';
import { upperLimitsOf } from '../rules/limits';
import { type MealShare, shareOf } from '../rules/meal-shares';
import { type DayPlate, floorsOf, MACRO_KEYS, type NutrientKey, tolerance } from '../solver/model';

/**
 * A computed day's status that tells the truth (issue 26, docs/decisions/148): every band, floor
 * and upper limit met or missed with the amount, and a summary that says "Meets every target" only
 * when every one is met.
 */
const LABELS: Record<string, { label: string; unit: string }> = Object.fromEntries(
  [...MACRO_TARGETS, ...MICRONUTRIENTS, { key: 'sodium_mg', label: 'Sodium', unit: 'mg' }].map((n) => [
    n.key,
    n,
  ]),
);
const round1 = (n: number) => Math.round(n * 10) / 10;

function check(
  key: string,
  kind: TargetCheck['kind'],
  target: number,
  amount: number,
  met: boolean,
  label: string = LABELS[key].label,
  unit: string = LABELS[key].unit,
): TargetCheck {
  // The percent is worked out from the amount as shown, so "1.8 mg of 4 mg, −55 %" agrees on screen.
  const shown = round1(amount);
  const difference = round1(amount - target);
  const percent = target ? Math.round(((shown - target) / target) * 100) : 0;
  return { key, label, unit, kind, target: round1(target), amount: shown, met, difference, percent };
}

/** `sodiumUnknown`: how many of the day's foods have no sodium value (decision 149). */
export function checksOf(
  targets: PlanTargets,
  amounts: Record<NutrientKey, number>,
  sodiumUnknown = 0,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const key of MACRO_KEYS) {
    const target = targets[key];
    if (target === null || target === undefined) continue;
    // Met as shown, like a floor: 51.96 g reads 52 g, within 57 g's ±5 g band.
    const met = Math.abs(round1(amounts[key]) - target) <= tolerance(key, target) + 1e-6;
    checks.push(check(key, 'band', target, amounts[key], met));
  }
  // Floors are met to the shown decimal: 1.9 mg of a 1.9 mg floor is met.
  for (const [key, floor] of floorsOf(targets))
    checks.push(check(key, 'floor', floor, amounts[key], round1(amounts[key]) >= floor));
  const limits = upperLimitsOf(targets);
  if (limits.fatSharePercent !== null && amounts.energy_kcal > 0) {
    const share = (amounts.fat_g * 9 * 100) / amounts.energy_kcal;
    checks.push(
      check(
        'fat_share',
        'limit',
        limits.fatSharePercent,
        share,
        round1(share) <= limits.fatSharePercent,
        'Fat share of energy',
        '%',
      ),
    );
  }
  for (const { key, max } of limits.nutrients) {
    const label =
      key === 'fibre_g'
        ? 'Fibre ceiling'
        : key === 'sodium_mg'
          ? 'Sodium'
          : `${LABELS[key].label} upper level`;
    const within = round1(amounts[key]) <= max;
    if (key === 'sodium_mg' && sodiumUnknown > 0)
      checks.push({ ...check(key, 'limit', max, amounts[key], false, label), unknown_foods: sodiumUnknown });
    else checks.push(check(key, 'limit', max, amounts[key], within, label));
  }
  return checks;
}

/**
 * My Plate for the Day (issue 27, decision 168): each food group against its band (raw grams; the
 * target is the group's amount scaled to the energy target), and the cereals' share of energy.
 */
export function plateChecks(
  plate: DayPlate & { scaled: PlateGroups },
  amounts: PlateGroups,
  cerealKcal: number,
  energyKcal: number,
): TargetCheck[] {
  const checks: TargetCheck[] = plate.bands.map(({ group, min, max }) => {
    // Met against the band as shown (whole grams), like a floor to its shown decimal.
    const lo = Math.round(min);
    const hi = max === null ? null : Math.round(max);
    const amount = Math.round(amounts[group]);
    const met = amount >= lo && (hi === null || amount <= hi);
    return {
      ...check(group, 'group', plate.scaled[group], amounts[group], met, PLATE_GROUP_LABELS[group], 'g'),
      min: lo,
      max: hi,
    };
  });
  if (plate.cerealSharePercent !== null && energyKcal > 0) {
    const share = (cerealKcal * 100) / energyKcal;
    checks.push(
      check(
        'cereal_share',
        'limit',
        plate.cerealSharePercent,
        share,
        round1(share) <= plate.cerealSharePercent,
        'Cereals share of energy',
        '%',
      ),
    );
  }
  return checks;
}

/**
 * The energy split the generator aimed at (issue 33, point 3; decision 282): each main meal's
 * share of the day's energy against its band, met to the whole percent as shown.
 */
export function shareChecks(
  shares: readonly MealShare[],
  meals: readonly { hypothetical_time: string }[],
  mealKcal: readonly number[],
  dayKcal: number,
): TargetCheck[] {
  if (dayKcal <= 0) return [];
  return shares.map(({ meal, min, max }) => {
    const share = round1(shareOf(mealKcal[meal] ?? 0, dayKcal));
    // Met as the dialog shows it: 35.46 % is listed as 35.5 % and read as 36 %, over 30–35 %.
    const shown = Math.round(share);
    const edge = Math.min(Math.max(shown, min), max);
    const name = meals[meal]?.hypothetical_time ?? `Meal ${meal + 1}`;
    return {
      key: `share_${name.toLowerCase().replace(/[^a-z]+/g, '_')}`,
      label: name,
      unit: '%',
      kind: 'share',
      target: (min + max) / 2,
      amount: share,
      met: shown === edge,
      difference: shown - edge,
      percent: shown - edge,
      min,
      max,
    };
  });
}

const MINUS = '\u2212';
const signed = (n: number) => (n < 0 ? `${MINUS}${Math.abs(n)}` : `+${n}`);
/** 'Riboflavin (B2)' → 'riboflavin'; 'Vitamin C' → 'vitamin C'. */
const nameOf = (c: TargetCheck) => {
  const name = c.kind === 'limit' ? (LABELS[c.key]?.label ?? c.label) : c.label;
  if (c.key === 'cereal_share') return 'cereals share';
  if (c.kind === 'share') return name.toLowerCase();
  const short = name.replace(/\s*\(.*\)$/, '');
  return short.charAt(0).toLowerCase() + short.slice(1);
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Meets every target", or what is missed: "Meets energy and macros; 2 floors short: riboflavin
 * −37 %, zinc −12 %" (the issue's words); a band missed reads "Misses protein −12 g"; a limit
 * passed "1 limit over: fibre +38 %"; a limit the day's foods cannot be checked against for want
 * of values "sodium unknown for 2 foods".
 */
export function summaryOf(checks: TargetCheck[]): string {
  const missed = (kind: TargetCheck['kind']) => checks.filter((c) => c.kind === kind && !c.met);
  const bands = missed('band');
  const floors = missed('floor');
  const groups = missed('group');
  const shares = missed('share');
  // A limit not passed by the known foods while others have no value is unknown, not over.
  const unknown = (c: TargetCheck) => Boolean(c.unknown_foods) && c.amount <= c.target;
  const limits = missed('limit').filter((c) => !unknown(c));
  const unknowns = missed('limit').filter(unknown);
  if (
    !bands.length &&
    !floors.length &&
    !limits.length &&
    !unknowns.length &&
    !groups.length &&
    !shares.length
  )
    return EVERY_TARGET_MET;
  const parts = [
    bands.length
      ? `Misses ${bands.map((c) => `${nameOf(c)} ${signed(c.difference)} ${c.unit}`).join(', ')}`
      : 'Meets energy and macros',
  ];
  if (floors.length)
    parts.push(
      `${plural(floors.length, 'floor')} short: ${floors.map((c) => `${nameOf(c)} ${signed(shortPercent(c))} %`).join(', ')}`,
    );
  // A group off its band: how far past the edge it missed, as a share of the edge.
  if (groups.length)
    parts.push(
      `${plural(groups.length, 'food group')} off: ${groups.map((c) => `${nameOf(c)} ${signed(groupPercent(c))} %`).join(', ')}`,
    );
  // "energy split off: lunch 38 % (30–35 %)": the meal's share as shown, beside its band.
  if (shares.length)
    parts.push(
      `energy split off: ${shares.map((c) => `${nameOf(c)} ${Math.round(c.amount)} % (${c.min}\u2013${c.max} %)`).join(', ')}`,
    );
  if (limits.length)
    parts.push(
      `${plural(limits.length, 'limit')} over: ${limits.map((c) => `${nameOf(c)} ${signed(c.percent)} %`).join(', ')}`,
    );
  for (const c of unknowns) parts.push(`${nameOf(c)} unknown for ${plural(c.unknown_foods ?? 0, 'food')}`);
  return parts.join('; ');
}

/** A floor missed by under half a percent reads "−0.1 %", never "+0 %" (319.6 mg of 320 mg). */
function shortPercent(c: TargetCheck): number {
  if (c.percent !== 0 || !c.target) return c.percent;
  return Math.min(-0.1, round1(((c.amount - c.target) / c.target) * 100));
}

export function groupPercent(c: TargetCheck): number {
  const edge = c.amount < (c.min ?? 0) ? (c.min ?? 0) : (c.max ?? c.amount);
  if (!edge) return 0;
  const percent = ((c.amount - edge) / edge) * 100;
  // A miss never reads "+0 %": under the band is at least −1 %, over it at least +1 %.
  return percent < 0 ? Math.min(-1, Math.round(percent)) : Math.max(percent > 0 ? 1 : 0, Math.round(percent));
}

/** A week: every day meets → "Meets every target"; else "4 of 7 days meet every target". */
export function previewSummary(days: GeneratedDay[]): string {
  if (days.length === 1) return days[0].summary;
  const good = days.filter((d) => d.summary === EVERY_TARGET_MET).length;
  return good === days.length ? EVERY_TARGET_MET : `${good} of ${days.length} days meet every target`;
}
