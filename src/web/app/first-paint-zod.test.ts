import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 268: the dashboard and the planner drew with Zod (and the building of its schemas) in
 * their first paint because a module they import statically imported a schema file for one
 * constant. This follows the static imports (not `import()`, not type-only imports) the way the
 * bundler does and names the chain that reaches 'zod'.
 */
const SPECIFIERS =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(file) && statSync(file).isFile())
      return file.endsWith('.ts') || file.endsWith('.tsx') ? file : null;
  return null;
}

/** The chain of files from `start` to a file importing 'zod', or null. */
function chainToZod(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(SPECIFIERS)) {
      const typeOnly = Boolean(m[2]) || (m[3] ? /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(m[3]) : false);
      const spec = m[4] ?? m[5];
      if (typeOnly) continue;
      if (spec === 'zod' || spec.startsWith('zod/')) return [...chain, file];
      const next = resolve(file, spec);
      const found = next && walk(next, [...chain, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(path.resolve(start), []);
}

describe('first paint without Zod', () => {
  it.each([
    'src/web/app/AuthenticatedLayout.tsx',
    'src/web/dashboard/DashboardPage.tsx',
    'src/web/planner/PlannerPage.tsx',
    'src/web/clients/ClientListPage.tsx',
    'src/web/packages/PackageListPage.tsx',
    'src/web/plans/PlanListPage.tsx',
    'src/web/nutritionists/NutritionistListPage.tsx',
  ])('%s reaches no Zod through static imports', (page) => {
    const chain = chainToZod(page);
    expect(chain?.map((f) => path.relative('.', f)) ?? null).toBeNull();
  });
});
