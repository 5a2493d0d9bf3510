import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of every source file `entries` import (relative imports followed to the end), of the
 * files in `folders` and of package-lock.json: the test template database is rebuilt only when
 * something that shapes it changed, not on every run.
 */
export function sourceKey(root: string, entries: string[], folders: string[]): string {
  const files = new Set<string>();
  const pending = entries.map((e) => path.resolve(root, e));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const resolved = resolveSource(path.dirname(file), match[1]);
      if (resolved) pending.push(resolved);
    }
  }
  for (const folder of folders) for (const file of filesUnder(path.resolve(root, folder))) files.add(file);
  files.add(path.resolve(root, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

function resolveSource(dir: string, specifier: string): string | undefined {
  const base = path.resolve(dir, specifier);
  const stem = base.replace(/\.(m?js)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function filesUnder(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) filesUnder(full, found);
    else found.push(full);
  }
  return found;
}
