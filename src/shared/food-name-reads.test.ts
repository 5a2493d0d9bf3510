import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 52 point 1 (decision 292): "A name is read only to search and to display: no rule, check
 * or generator step matches a food's name with a pattern." This scan fails when a rule module
 * matches a food's or item's name or label: a regex (or includes/startsWith) run on `….name`,
 * `….label` or a `name`/`label` variable, or a `….name` / `….label` handed to an `is…`/`…Of`
 * matcher. Display (template strings, a reason's words, an object's `name:` field) is not matching.
 */
const ROOT = join(import.meta.dirname, '..', '..');
/** The rule modules: the condition rules and checks, the serving rule, the generator's rules and food filter. */
const SCANNED = [
  'src/shared/condition-foods.ts',
  'src/shared/condition-checks.ts',
  'src/shared/condition-rules.ts',
  'src/shared/condition-day-facts.ts',
  'src/shared/food-facts.ts',
  'src/shared/serving.ts',
  'src/server/conditions',
  'src/server/plan-generate/rules',
  'src/server/plan-generate/pipelines/dish-week-jobs.ts',
];

/**
 * Name reads still in the scanned modules, each with its owner and why; a new one fails the test, and
 * an entry that no longer matches fails it too (so the list only shrinks).
 */
const PENDING: { file: string; line: string; why: string }[] = [];

const files = (path: string): string[] => {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(full, f));
};

const NAME = String.raw`(?:[\w$?.]*\.)?(?:name|label)\b`;
/** A regex, a string search or an is…/…Of matcher run on a name or a label. */
const READS = [
  new RegExp(String.raw`\.(?:test|exec)\(\s*${NAME}`),
  /\b[\w$?.]*\.(?:name|label)\s*\??\.(?:match|search|includes|startsWith|endsWith|toLowerCase)\(/,
  /\b(?:is[A-Z]\w*|\w+Of)\(\s*[\w$?.]+\.(?:name|label)\s*[,)]/,
];

/** Every line of these sources that matches a name with a pattern (comments left out). */
function nameReads(source: string): string[] {
  return source
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => !l.startsWith('//') && !l.startsWith('*') && !l.startsWith('/*'))
    .filter((l) => READS.some((r) => r.test(l)));
}

describe('rule modules read facts, not names (issue 52, decision 292)', () => {
  it('the scan catches a name read (a rule written the old way fails it)', () => {
    expect(nameReads("    if (/kheer|halwa/i.test(food.name)) out.push('added sugar');")).toHaveLength(1);
    expect(nameReads('  const hard = HARD.test(name);')).toHaveLength(1);
    expect(nameReads('highGi: foods.filter((f) => giStapleOf(f.name)?.band === "high")')).toHaveLength(1);
    expect(nameReads("  if (item.label.toLowerCase().includes('tea')) return true;")).toHaveLength(1);
    // Display is not matching.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    expect(nameReads('  out.push(`${food.name} on Day ${day}: ${reasons.join("; ")}`);')).toEqual([]);
    expect(nameReads('    food: { id: food.id, name: food.name, group: food.group },')).toEqual([]);
  });

  it('no rule, check or generator food filter matches a food name, beyond the listed pending ones', () => {
    const found: string[] = [];
    for (const path of SCANNED)
      for (const file of files(path)) {
        const rel = relative(ROOT, file);
        for (const line of nameReads(readFileSync(file, 'utf8')))
          if (!PENDING.some((p) => p.file === rel && line.includes(p.line))) found.push(`${rel}: ${line}`);
      }
    expect(found).toEqual([]);
  });

  it('each pending name read is still there (a fixed one leaves the list)', () => {
    const stale = PENDING.filter(
      (p) => !nameReads(readFileSync(join(ROOT, p.file), 'utf8')).some((l) => l.includes(p.line)),
    );
    expect(stale.map((p) => `${p.file}: ${p.line}`)).toEqual([]);
  });
});
