import { test } from '../fixtures';

/** The two widths every page is looked at: a laptop and a phone. */
const WIDTHS = [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'phone', viewport: { width: 375, height: 812 } },
] as const;

export type AtWidth = {
  label: (typeof WIDTHS)[number]['label'];
  width: number;
  /** This width's client: serial tests at the two widths never share one. */
  firstName: string;
};

/** Describes the tests "at desktop width" and "at phone width", each with its own client's first name. */
export function atEachWidth(firstNames: readonly [string, string], tests: (at: AtWidth) => void) {
  WIDTHS.forEach(({ label, viewport }, i) => {
    test.describe(`at ${label} width`, () => {
      test.use({ viewport });
      tests({ label, width: viewport.width, firstName: firstNames[i] });
    });
  });
}
