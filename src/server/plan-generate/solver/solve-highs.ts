import { createRequire } from 'node:module';
import type { Lp, LpSolution } from './lp';

/**
 * Solves an Lp with HiGHS (MIT, WebAssembly; docs/decisions/092), through the CPLEX LP text
 * format it reads. A branch-and-bound node budget makes it answer the best integer solution found
 * so far (issue 32): HiGHS on one thread is deterministic, so the same request gives the same
 * plan at any machine load, where a wall-clock limit gave a worse (or no) plan on a busy machine.
 */
type Highs = {
  solve: (
    lp: string,
    options: Record<string, number | boolean | string>,
  ) => { Status: string; Columns: Record<string, { Primal: number }> };
};
type HighsLoader = () => Promise<Highs>;

let instance: Promise<Highs> | null = null;
/** One WebAssembly instance per thread, loaded on first use (about 100 ms). */
export function loadHighs(): Promise<Highs> {
  instance ??= (createRequire(import.meta.url)('highs') as HighsLoader)();
  return instance;
}

/** Accept an integer answer within 2 % of the best bound: the last fraction moves no nutrient past its tolerance. */
const MIP_GAP = 0.02;

/**
 * A guard against a runaway solve only, never the limit that shapes an answer: the node budget
 * ends every solve of the benchmark's days within a second at idle.
 */
const RUNAWAY_SECONDS = 60;

export async function solveWithHighs(lp: Lp, maxNodes: number): Promise<LpSolution> {
  const highs = await loadHighs();
  const result = highs.solve(toLpFormat(lp), {
    mip_max_nodes: Math.max(1, Math.round(maxNodes)),
    time_limit: RUNAWAY_SECONDS,
    mip_rel_gap: MIP_GAP,
    // Nor closer than 1 cost unit (one tolerance width of one nutrient): proving more took seconds.
    mip_abs_gap: 1,
    output_flag: false,
    // One thread: the pool runs two generations side by side on a 2-core machine.
    threads: 1,
  });
  if (result.Status === 'Optimal') return { status: 'optimal', values: valuesOf(lp, result.Columns) };
  if (/infeasible|unbounded/i.test(result.Status)) return { status: 'infeasible', values: [] };
  // A limit hit before any integer solution leaves no values (readChoice answers null then).
  return { status: 'timedout', values: valuesOf(lp, result.Columns) };
}

const valuesOf = (lp: Lp, columns: Record<string, { Primal: number }>) =>
  lp.vars.map((_v, i) => columns[`x${i}`]?.Primal ?? 0);

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toPrecision(12));
const terms = (list: [number, number][]) =>
  list.map(([i, a]) => `${a < 0 ? '-' : '+'} ${num(Math.abs(a))} x${i}`).join(' ') || '0 x0';

export function toLpFormat(lp: Lp): string {
  const out = [
    'Minimize',
    ` cost: ${terms(lp.vars.flatMap((v, i) => (v.cost ? [[i, v.cost]] : [])) as [number, number][])}`,
    'Subject To',
  ];
  lp.rows.forEach((row, r) => {
    if (row.lb === row.ub) out.push(` r${r}: ${terms(row.terms)} = ${num(row.lb)}`);
    else {
      if (row.lb > Number.NEGATIVE_INFINITY) out.push(` r${r}l: ${terms(row.terms)} >= ${num(row.lb)}`);
      if (row.ub < Number.POSITIVE_INFINITY) out.push(` r${r}u: ${terms(row.terms)} <= ${num(row.ub)}`);
    }
  });
  out.push('Bounds');
  lp.vars.forEach((v, i) => {
    out.push(` ${num(v.lb)} <= x${i} <= ${v.ub === Number.POSITIVE_INFINITY ? '+inf' : num(v.ub)}`);
  });
  const integers = lp.vars.flatMap((v, i) => (v.integer || v.binary ? [`x${i}`] : []));
  if (integers.length) out.push('General', ` ${integers.join(' ')}`);
  out.push('End');
  return out.join('\n');
}
