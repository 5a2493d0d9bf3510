import { createTheme } from '@mantine/core';

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
