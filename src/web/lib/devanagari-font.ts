/**
 * The Devanagari webfont of the client's pages (decision 217): the plan page and the questionnaire
 * draw this rule in their own <style>.
 */
import devanagariFont from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';

/**
 * The Devanagari face the page brings along (decision 217): a phone without a Devanagari font
 * would draw boxes. Its unicode-range keeps it to Devanagari (Latin text keeps the theme's font)
 * and the family is named only on a page in Hindi, so an English page never downloads it.
 * One weight (400, declared as such so the browser still draws headings bold) rather than a second file.
 */
export const DEVANAGARI_FACE = `
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
