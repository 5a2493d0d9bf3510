/**
 * Drops the rules of Mantine's stylesheets that no element of the app can match (decision 285).
 *
 * Every Mantine component styles its parts with hashed classes (`m_77c9d27d`) that exist only in
 * that component's JavaScript (`classes = { root: 'm_77c9d27d' }`). `@mantine/core/styles.css`
 * holds the rules of all of Mantine's components, some 100, while the app uses about 55: the other
 * rules cost every page a third of the stylesheet's download, parse and style recalculation, which
 * a phone pays before its first paint. The build's first pass (web-chunk-groups.ts) tells which
 * hashed classes the app's JavaScript names; this plugin removes, from Mantine's stylesheets, each
 * selector that requires a class no chunk names, and each rule left with none. Nothing is listed by
 * hand, so a component the app starts using brings its styles with it.
 */
import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { Plugin } from 'vite';

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const MANTINE_STYLESHEET = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]styles(?:[\\/][^\\/]+)?\.css$/;

/** The hashed Mantine classes that some code names. */
export function mantineClassesIn(codes: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const code of codes) for (const match of code.matchAll(MANTINE_CLASS)) used.add(match[0]);
  return used;
}

/** Pseudo-classes whose element must match their (single) argument too. */
const REQUIRING_PSEUDOS = new Set([':where', ':is', ':has', ':matches']);

/**
 * Whether the element matched by the selector must carry this class: not when the class is under
 * `:not()` or is one of several alternatives (`:is(.a, .b)`); then the selector is kept.
 */
function classIsRequired(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'pseudo') continue;
    if (!REQUIRING_PSEUDOS.has(parent.value) || parent.nodes.length > 1) return false;
  }
  return true;
}

/** Whether some element could match the selector: false when it requires a class no code names. */
function canMatch(selector: string, used: Set<string>): boolean {
  if (!selector.includes('m_')) return true;
  let matchable = true;
  selectorParser((root) => {
    root.walkClasses((node) => {
      if (/^m_[0-9a-f]{8}$/.test(node.value) && !used.has(node.value) && classIsRequired(node))
        matchable = false;
    });
  }).processSync(selector);
  return matchable;
}

function prune(container: Container, used: Set<string>) {
  container.each((node) => {
    if (node.type === 'rule') {
      // Keyframe steps (from, 50%) are selectors too, and name no class.
      const kept = node.selectors.filter((selector) => canMatch(selector, used));
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes) {
      prune(node, used);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The stylesheet less the rules no element can match. */
export function pruneMantineStyles(css: string, used: Set<string>): string {
  const root = postcss.parse(css);
  prune(root, used);
  return root.toString();
}

/**
 * The build plugin. `used` comes from the first pass, whose JavaScript is the build's own (the
 * stylesheets do not change it); without it (the dev server) the stylesheets stay whole.
 */
export function mantineUnusedStyles(used: Set<string> | undefined): Plugin {
  return {
    name: 'nutridesk-mantine-unused-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!used || !MANTINE_STYLESHEET.test(id.split('?')[0])) return null;
      return { code: pruneMantineStyles(code, used), map: null };
    },
  };
}
