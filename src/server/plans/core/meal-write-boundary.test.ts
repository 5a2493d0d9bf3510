/**
 * No side door into the meals tables (issue 50 point 2, decision 289), checked two ways:
 * - the dependency-cruiser rule `meal-writes-only-in-core` of .dependency-cruiser.cjs (run by
 *   `npm run lint`) fails on a module outside plans/core importing the meal-write statements: shown
 *   here on a small fixture tree, cruised with the project's own rules;
 * - no server module outside plans/core holds a statement writing the meals tables itself (a
 *   Drizzle insert/update/delete of `meals` or `mealItems`, or the same in SQL), which an import
 *   rule cannot see.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const RULE = 'meal-writes-only-in-core';
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
};

describe('the lint rule on meal writes', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'meal-writes-rule-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };

  it('fails on a module outside plans/core that imports the meal-write statements, and only there', async () => {
    write('src/server/plans/core/meal-writes.repository.ts', 'export const saveMeal = () => 1;\n');
    write(
      'src/server/plans/core/meal-writes.ts',
      "import { saveMeal } from './meal-writes.repository';\nexport const writeGatedMealsIn = () => saveMeal();\n",
    );
    write('src/server/plans/index.ts', "export { writeGatedMealsIn } from './core/meal-writes';\n");
    // The side doors: the same feature beside the core, and another feature.
    write(
      'src/server/plans/meals.service.ts',
      "import { saveMeal } from './core/meal-writes.repository';\nexport const removeDay = () => saveMeal();\n",
    );
    write(
      'src/server/plan-generate/apply.ts',
      "import { writeGatedMealsIn } from '../plans/index';\nimport { saveMeal } from '../plans/core/meal-writes.repository';\nexport const apply = () => [writeGatedMealsIn(), saveMeal()];\n",
    );
    // The fixture is its own tree: the shared working tree is never touched.
    const result = await cruise(['src'], {
      baseDir: fixture,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      tsPreCompilationDeps: false,
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    const violations: IViolation[] = result.output.summary.violations;
    const ofRule = violations
      .filter((v) => v.rule.name === RULE)
      .map((v) => [v.from, v.to])
      .sort();
    expect(ofRule).toEqual([
      ['src/server/plan-generate/apply.ts', 'src/server/plans/core/meal-writes.repository.ts'],
      ['src/server/plans/meals.service.ts', 'src/server/plans/core/meal-writes.repository.ts'],
    ]);
  }, 60_000);
});

/** A Drizzle or SQL statement that writes meals or meal_items. */
const MEAL_WRITE =
  /\.(insert|update|delete)\(\s*(meals|mealItems)\s*\)|\b(insert\s+into|update|delete\s+from)\s+"?(meals|meal_items)\b/i;

function serverSources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) serverSources(full, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(full);
  }
  return found;
}

describe('statements writing the meals tables', () => {
  it('live in plans/core only (tests and test helpers arrange rows and are left out)', () => {
    const outside = serverSources(path.join(ROOT, 'src/server'))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('src/server/plans/core/') && !file.startsWith('src/server/testing/'))
      .filter((file) => MEAL_WRITE.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(outside).toEqual([]);
    // The pattern itself finds what it should.
    const core = readFileSync(path.join(ROOT, 'src/server/plans/core/meal-writes.repository.ts'), 'utf8');
    expect(MEAL_WRITE.test(core)).toBe(true);
    expect(MEAL_WRITE.test('await db.execute(sql`update meals set day = day - 1`)')).toBe(true);
  });
});
