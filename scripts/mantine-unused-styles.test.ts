import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mantineClassesIn, pruneMantineStyles } from './mantine-unused-styles';

const USED = 'm_0000000a';
const UNUSED = 'm_0000000b';
const used = new Set([USED]);

describe('pruneMantineStyles', () => {
  it('keeps what names no hashed class and the rules of used classes, drops the others', () => {
    const css = `:root{--x:1}body{margin:0}.${USED}{color:red}.${UNUSED}{color:blue}.${USED} .${UNUSED}{color:green}`;
    expect(pruneMantineStyles(css, used)).toBe(`:root{--x:1}body{margin:0}.${USED}{color:red}`);
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(pruneMantineStyles(`.${UNUSED},.${USED}[data-x]{gap:0}`, used)).toBe(`.${USED}[data-x]{gap:0}`);
  });

  it('keeps a selector whose unused class is negated or one of several alternatives', () => {
    const css = `.${USED}:not(.${UNUSED}){a:b}:is(.${USED},.${UNUSED}) p{c:d}`;
    expect(pruneMantineStyles(css, used)).toBe(css);
  });

  it('drops a selector that requires an unused class inside :where() or :has()', () => {
    const css = `:where(.${UNUSED}) p{a:b}.${USED}:has(.${UNUSED}){c:d}`;
    expect(pruneMantineStyles(css, used)).toBe('');
  });

  it('drops an at-rule left empty and keeps keyframes', () => {
    const css = `@media (min-width:1px){.${UNUSED}{a:b}}@media print{.${USED}{a:b}}@keyframes spin{from{x:0}to{x:1}}`;
    expect(pruneMantineStyles(css, used)).toBe(
      `@media print{.${USED}{a:b}}@keyframes spin{from{x:0}to{x:1}}`,
    );
  });

  it("keeps a component's rules in Mantine's own stylesheet when its classes are named", () => {
    const stylesheet = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
    const button = readFileSync('node_modules/@mantine/core/styles/Button.css', 'utf8');
    const card = readFileSync('node_modules/@mantine/core/styles/Card.css', 'utf8');
    const pruned = pruneMantineStyles(stylesheet, mantineClassesIn([button]));
    for (const name of mantineClassesIn([button])) expect(pruned).toContain(`.${name}`);
    for (const name of mantineClassesIn([card])) expect(pruned).not.toContain(name);
    expect(pruned).toContain('--mantine-color-blue-filled'); // the default variables stay
    expect(pruned.length).toBeLessThan(stylesheet.length / 2);
  });
});

describe('mantineClassesIn', () => {
  it('finds the hashed classes a chunk names', () => {
    const chunk = 'var c={root:"m_77c9d27d",inner:"m_80f1301b"};x("m_77c9d27d")';
    expect([...mantineClassesIn([chunk])].sort()).toEqual(['m_77c9d27d', 'm_80f1301b']);
  });
});
