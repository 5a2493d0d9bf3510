/**
 * The feature-cycle rules of .dependency-cruiser.cjs (issue 52 point 4), apart so the config stays
 * data (dependency-cruiser clones it) and a test can run them on a fixture tree.
 */
const fs = require('node:fs');
const path = require('node:path');

const LAYERS = new Set(['lib', 'db', 'auth', 'testing']);

/**
 * The server features' imports of each other, read from their source (`import … from '../x/index'`,
 * `export … from`; type-only imports left out, as the cruise leaves them out): feature → features.
 */
function featureImports(root) {
  const server = path.join(root, 'src/server');
  const edges = new Map();
  if (!fs.existsSync(server)) return edges;
  const walk = (dir, files = []) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, files);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
    return files;
  };
  for (const entry of fs.readdirSync(server, { withFileTypes: true })) {
    if (!entry.isDirectory() || LAYERS.has(entry.name)) continue;
    const from = entry.name;
    for (const file of walk(path.join(server, from))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(^|\n)\s*(import|export)(\s+type)?\b[^;]*?from\s+'([^']+)'/g)) {
        if (m[3]) continue;
        const target = path.relative(server, path.resolve(path.dirname(file), m[4])).split(path.sep);
        const to = target[0];
        if (!to || to === '..' || to === from || LAYERS.has(to) || target.length < 2) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
    }
  }
  return edges;
}

/**
 * A cycle between features (issue 52 point 4), which the file-level `no-circular` cannot see when
 * each feature enters the next through its index.ts by different files (plans → plan-targets →
 * plan-generate → plans was one): the features' strongly connected components of the import graph
 * (Tarjan), and one forbidden rule per import inside a component, named with its cycle.
 */
function featureCycleRules(root) {
  const edges = featureImports(root);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return components.flatMap((component) =>
    component.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter((to) => component.includes(to))
        .map((to) => ({
          name: 'no-feature-cycle',
          comment: `features import each other in a circle (${component.join(', ')}): order them so imports go one way`,
          severity: 'error',
          from: { path: `^src/server/${from}/` },
          to: { path: `^src/server/${to}/` },
        })),
    ),
  );
}

module.exports = { featureCycleRules };
