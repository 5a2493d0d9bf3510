/**
 * `npm run bench [-- name …]`: runs bench/*.bench.ts one file at a time and prints a table.
 * A bench file exports `run()` answering rows of { name, medianMs } (a median time), or
 * { name, value, unit } for other figures; `target` (e.g. '≤ 3000') prints beside the figure
 * and marks it when missed. A row with `sqlMs` also prints the raw-SQL median and the ratio
 * API / SQL (with `ratioTarget`, marked when missed): a figure that means something on a busy machine.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type BenchRow = {
  name: string;
  medianMs?: number;
  value?: number;
  unit?: string;
  /** '≤ 3000' or '≥ 100': compared with the figure in its own unit. */
  target?: string;
  /** The median of the same SQL run directly on the same database in the same run. */
  sqlMs?: number;
  /** '≤ 1.3': the API median over the raw SQL median. */
  ratioTarget?: string;
};

const dir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)))
  // The foundation figures first: they describe the machine the others ran on.
  .sort(
    (a, b) => Number(b.startsWith('foundation')) - Number(a.startsWith('foundation')) || a.localeCompare(b),
  );

function figure(row: BenchRow): { value: number; unit: string } {
  if (row.medianMs !== undefined) return { value: row.medianMs, unit: 'ms' };
  return { value: row.value ?? Number.NaN, unit: row.unit ?? '' };
}

function meets(value: number, target?: string): boolean | null {
  const m = target && /^\s*(≤|<=|<|≥|>=|>)\s*([\d.]+)/.exec(target);
  if (!m) return null;
  const limit = Number(m[2]);
  return m[1].startsWith('≤') || m[1].startsWith('<') ? value <= limit : value >= limit;
}

const format = (n: number) =>
  Number.isNaN(n) ? '—' : n >= 100 ? Math.round(n).toLocaleString('en-IN') : n.toFixed(n >= 10 ? 1 : 2);

// Figures taken on a busy machine read slow: say how busy it was.
const load = () => os.loadavg()[0].toFixed(1);
console.log(`${os.cpus().length} cores, load average ${load()} at start, Node ${process.version}`);

const table: { file: string; row: BenchRow }[] = [];
let errors = 0;
for (const file of files) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${file}\n`);
  try {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
      run: () => Promise<BenchRow[]>;
    };
    const rows = await mod.run();
    for (const row of rows) {
      table.push({ file, row });
      const { value, unit } = figure(row);
      const vsSql =
        row.sqlMs !== undefined
          ? `; raw SQL ${format(row.sqlMs)} ms, ratio ${(value / row.sqlMs).toFixed(2)}`
          : '';
      process.stdout.write(
        `  ${row.name}: ${format(value)} ${unit}${vsSql}${row.target ? `  (target ${row.target})` : ''}\n`,
      );
    }
    process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  } catch (error) {
    errors++;
    process.stdout.write(`  FAILED: ${(error as Error).stack ?? error}\n`);
  }
}

const lines = table.map(({ file, row }) => {
  const { value, unit } = figure(row);
  const r = row.sqlMs ? value / row.sqlMs : undefined;
  const checks = [meets(value, row.target), r === undefined ? null : meets(r, row.ratioTarget)];
  const ok = checks.every((c) => c === null) ? null : checks.every((c) => c !== false);
  return [
    file.replace('.bench.ts', ''),
    row.name,
    `${format(value)} ${unit}`,
    row.target ? `${row.target} ${unit}` : '',
    row.sqlMs !== undefined ? `${format(row.sqlMs)} ms` : '',
    r === undefined ? '' : `${r.toFixed(2)}${row.ratioTarget ? ` (${row.ratioTarget})` : ''}`,
    ok === null ? '' : ok ? 'ok' : 'MISSED',
  ];
});
const header = ['bench', 'measure', 'median', 'target', 'raw SQL', 'API/SQL', ''];
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const printRow = (cells: string[]) =>
  console.log(
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
console.log('');
printRow(header);
printRow(widths.map((w) => '-'.repeat(w)));
for (const l of lines) printRow(l);
console.log(
  `\n${table.length} figures from ${files.length} files${errors ? `, ${errors} failed` : ''}; load average ${load()} at the end.`,
);
process.exit(errors ? 1 : 0);
