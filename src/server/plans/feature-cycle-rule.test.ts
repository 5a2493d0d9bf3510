/**
 * The plan features without a circle (issue 52 point 4): the dependency-cruiser rule
 * `no-feature-cycle` (feature-cycles.cjs, in .dependency-cruiser.cjs) fails on features importing
 * each other in a circle through their index.ts files, which `no-circular` (files only) misses:
 * shown on a small fixture tree shaped like the old plans → plan-targets → plan-generate → plans.
 * And the repository itself has no such circle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const require = createRequire(import.meta.url);
const { featureCycleRules } = require(path.join(ROOT, 'feature-cycles.cjs')) as {
  featureCycleRules: (root: string) => IForbiddenRuleType[];
};
const config = require(path.join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] };

describe('the lint rule on feature cycles', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'feature-cycle-rule-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };
  const violationsOf = async (rules: IForbiddenRuleType[]) => {
    const result = await cruise(['src'], {
      baseDir: fixture,
      ruleSet: { forbidden: rules },
      validate: true,
      tsPreCompilationDeps: false,
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations as IViolation[];
  };

  it('fails on plans → plan-targets → plan-generate → plans, which no file cycle shows', async () => {
    // Each feature enters the next through its index.ts, by a file the index does not re-export.
    write('src/server/plans/index.ts', "export { loadMeals } from './meals';\n");
    write('src/server/plans/meals.ts', 'export const loadMeals = () => 1;\n');
    write(
      'src/server/plans/workspace.ts',
      "import { latestVital } from '../plan-targets/index';\nexport const ws = () => latestVital();\n",
    );
    write('src/server/plan-targets/index.ts', "export { latestVital } from './vitals';\n");
    write('src/server/plan-targets/vitals.ts', 'export const latestVital = () => 2;\n');
    write(
      'src/server/plan-targets/service.ts',
      "import { reach } from '../plan-generate/index';\nexport const answer = () => reach();\n",
    );
    write('src/server/plan-generate/index.ts', "export { reach } from './reach';\n");
    write('src/server/plan-generate/reach.ts', 'export const reach = () => 3;\n');
    write(
      'src/server/plan-generate/week.ts',
      "import { loadMeals } from '../plans/index';\nexport const week = () => loadMeals();\n",
    );
    // A feature beside them that only imports: no circle, no violation.
    write(
      'src/server/plan-pdf/pdf.ts',
      "import { loadMeals } from '../plans/index';\nexport const p = loadMeals;\n",
    );

    const rules = featureCycleRules(fixture);
    const violations = await violationsOf([
      ...rules,
      ...config.forbidden.filter((r) => r.name === 'no-circular'),
    ]);
    expect(violations.filter((v) => v.rule.name === 'no-circular')).toEqual([]);
    expect(
      violations
        .filter((v) => v.rule.name === 'no-feature-cycle')
        .map((v) => [v.from, v.to])
        .sort(),
    ).toEqual([
      ['src/server/plan-generate/week.ts', 'src/server/plans/index.ts'],
      ['src/server/plan-targets/service.ts', 'src/server/plan-generate/index.ts'],
      ['src/server/plans/workspace.ts', 'src/server/plan-targets/index.ts'],
    ]);
  });

  it('passes once the imports go one way (plans ← plan-targets ← plan-generate)', async () => {
    write('src/server/plans/workspace.ts', 'export const ws = () => 0;\n');
    write('src/server/plan-targets/service.ts', 'export const answer = () => 0;\n');
    expect(featureCycleRules(fixture)).toEqual([]);
    expect(await violationsOf(featureCycleRules(fixture))).toEqual([]);
  });

  it('finds no feature cycle in this repository', () => {
    expect(featureCycleRules(ROOT).map((r) => r.comment)).toEqual([]);
  });
});
