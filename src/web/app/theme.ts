import { createTheme } from '@mantine/core';

/** One brand colour (green, for food and health), Mantine's look otherwise. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Noto Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Modal: { defaultProps: { centered: false, overlayProps: { backgroundOpacity: 0.45 } } },
  },
});
