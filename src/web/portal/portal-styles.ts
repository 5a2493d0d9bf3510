/**
 * The plan page's lightest parts as plain elements (Lighthouse mobile, issue 28): a day's meals
 * draw dozens of toggle buttons and food lines, and the whole plan a few dozen days. The rules
 * are drawn by the page itself (a <style> in PortalPage.tsx): a CSS file of the page's chunk would be fetched
 * only once the chunk is found, one more round trip before a phone draws anything.
 */
import { DEVANAGARI_FACE } from '../lib/devanagari-font';

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
