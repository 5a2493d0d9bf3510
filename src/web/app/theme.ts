import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken } from '@mantine/core';

/** One brand colour (green, for food and health), Mantine's look otherwise. */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 in light mode: white text on shade 8 is 3.9:1, under WCAG AA's 4.5:1 (axe color-contrast).
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Modal: { defaultProps: { centered: false, overlayProps: { backgroundOpacity: 0.45 } } },
    // Mantine keeps a closed Select's option list in the page (hidden) unless this is set, and
    // positions each hidden list as the page draws: a forced style and layout pass per select on
    // every list page (decision 085). The list is drawn when it opens; blur still never picks.
    Select: { defaultProps: { autoSelectOnBlur: false } },
    // The same for the lists of MultiSelect and Autocomplete (the planner's label and recipe
    // pickers were positioned, hidden, in a forced layout pass as the side column drew).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Light-mode colour variables brought up to WCAG AA (4.5:1) for every palette colour:
 * - text of "light" variants (badges, the active sidebar link): Mantine uses shade 9 on a tinted
 *   background, 4.3:1 for teal and 4.0:1 for orange; 25% darker is over 5:1 for all of them;
 * - hover of filled buttons: Mantine steps shade 9 back to shade 8 (3.9:1 under white text);
 *   a darker shade 9 keeps the label readable under the pointer;
 * - dimmed text: gray.6 is 3.3:1 on white, gray.7 is 7:1 (dimmed includes input descriptions);
 * - field errors: red.6 is 3.3:1 on white, red.9 is 5.4:1.
 * Pass to MantineProvider.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.25);
    light[`--mantine-color-${name}-filled-hover`] = darken(shades[9], 0.12);
  }
  return { variables: {}, light, dark: {} };
};
