import { type CSSVariablesResolver, createTheme } from '@mantine/core';

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
  },
});

/**
 * Mantine's light-mode dimmed text (gray.6) is 3.3:1 on white, under WCAG AA's 4.5:1; gray.7 is
 * 7:1. Dimmed text includes input descriptions, so forms need this too. Pass to MantineProvider.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
