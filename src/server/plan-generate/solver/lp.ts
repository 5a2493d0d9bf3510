/**
 * A small linear program in one solver-neutral shape, so the model (model.ts) is pure and testable
 * and the solver behind it can be swapped (docs/decisions/092). Minimisation only.
 */
export type LpVar = {
  name: string;
  lb: number;
  ub: number;
  integer: boolean;
  binary?: boolean;
  cost: number;
};
export type LpRow = { name: string; terms: [number, number][]; lb: number; ub: number };
export type Lp = { vars: LpVar[]; rows: LpRow[] };

export type LpStatus = 'optimal' | 'timedout' | 'infeasible';
/** values[i] is the value of vars[i]; empty when no solution was found. */
export type LpSolution = { status: LpStatus; values: number[] };

export class LpBuilder {
  readonly vars: LpVar[] = [];
  readonly rows: LpRow[] = [];

  add(name: string, lb: number, ub: number, cost = 0, integer = false, binary = false): number {
    this.vars.push({ name, lb, ub, cost, integer, binary });
    return this.vars.length - 1;
  }

  row(name: string, terms: [number, number][], lb: number, ub: number): void {
    this.rows.push({ name, terms, lb, ub });
  }

  build(): Lp {
    return { vars: this.vars, rows: this.rows };
  }
}
