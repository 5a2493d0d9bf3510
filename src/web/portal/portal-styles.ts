/**
 * The plan page's lightest parts as plain elements (Lighthouse mobile, issue 28): a day's meals
 * draw dozens of toggle buttons and food lines, and the whole plan a few dozen days. The rules
 * are drawn by the page itself (a <style> in PortalPage.tsx): a CSS file of the page's chunk would be fetched
 * only once the chunk is found, one more round trip before a phone draws anything.
 */
import devanagariFont from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';

/**
 * The Devanagari face the page brings along (decision 217): a phone without a Devanagari font
 * would draw boxes. Its unicode-range keeps it to Devanagari (Latin text keeps the theme's font)
 * and the family is named only on a page in Hindi, so an English page never downloads it.
 * One weight (400, declared as such so the browser still draws headings bold) rather than a second file.
 */
const DEVANAGARI_FACE = `
@font-face {
  font-family: 'NutriDesk Devanagari';
  src: url('${devanagariFont}') format('truetype');
  font-weight: 400;
  font-style: normal;
  font-display: swap;
  unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF;
}

html[lang='hi'] {
  --mantine-font-family: 'NutriDesk Devanagari', Inter, 'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --mantine-font-family-headings: var(--mantine-font-family);
}
`;
export const classes = {
  choice: 'portal-choice',
  choices: 'portal-choices',
  day: 'portal-day',
  dayBody: 'portal-day-body',
  dimmed: 'portal-dimmed',
  foods: 'portal-foods',
  or: 'portal-or',
  time: 'portal-time',
  today: 'portal-today',
} as const;

export const PORTAL_CSS = `${DEVANAGARI_FACE}
.portal-choices {
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}

.portal-choice {
  flex: 1 1 0;
  min-width: 0;
  min-height: 30px;
  padding: 2px 4px;
  border: 1px solid var(--mantine-color-gray-4);
  border-radius: var(--mantine-radius-sm);
  background: var(--mantine-color-white);
  color: var(--mantine-color-black);
  font: inherit;
  font-size: var(--mantine-font-size-xs);
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
}

.portal-choice:hover {
  background: var(--mantine-color-gray-0);
}

.portal-choice[aria-pressed="true"] {
  border-color: var(--mantine-color-teal-9);
  background: var(--mantine-color-teal-9);
  color: var(--mantine-color-white);
}

.portal-choice:focus-visible {
  outline: 2px solid var(--mantine-color-teal-9);
  outline-offset: 2px;
}

.portal-foods {
  margin: 6px 0 0;
  padding-left: var(--mantine-spacing-md);
}

.portal-or {
  color: var(--mantine-color-gray-7);
}

.portal-day {
  border: 1px solid var(--mantine-color-gray-3);
  border-radius: var(--mantine-radius-md);
  background: var(--mantine-color-white);
}

.portal-day + .portal-day {
  margin-top: var(--mantine-spacing-xs);
}

.portal-day > summary {
  padding: 12px var(--mantine-spacing-md);
  cursor: pointer;
}

.portal-day > summary > h3 {
  display: inline;
  margin: 0;
  font-size: var(--mantine-font-size-md);
  font-weight: 500;
}

.portal-day-body {
  display: flex;
  flex-direction: column;
  gap: var(--mantine-spacing-xs);
  padding: 0 var(--mantine-spacing-sm) var(--mantine-spacing-sm);
}

.portal-dimmed {
  color: var(--mantine-color-gray-7);
}

.portal-today {
  color: var(--mantine-color-teal-9);
}

.portal-time {
  color: var(--mantine-color-gray-7);
  font-size: var(--mantine-font-size-sm);
  font-weight: 500;
}
`;
