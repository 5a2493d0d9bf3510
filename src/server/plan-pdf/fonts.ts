import { existsSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';

/**
 * Noto from Debian's fonts-noto-core: Latin with ₹, Devanagari and Tamil. react-pdf falls back
 * along the family list per glyph and embeds only the glyphs used (subsetting).
 */
const NOTO_DIR = process.env.NOTO_FONT_DIR ?? '/usr/share/fonts/truetype/noto';
const FAMILIES = ['NotoSans', 'NotoSansDevanagari', 'NotoSansTamil'] as const;
export const FONT_FAMILY: string[] = process.env.ONEFONT ? ['NotoSans'] : [...FAMILIES];

let registered = false;

/** Registers the fonts once; throws a clear error when the system package is missing. */
export function registerFonts() {
  if (registered) return;
  for (const family of FAMILIES) {
    const regular = `${NOTO_DIR}/${family}-Regular.ttf`;
    const bold = `${NOTO_DIR}/${family}-Bold.ttf`;
    if (!existsSync(regular)) {
      throw new Error(`Font ${regular} is missing: install fonts-noto-core (scripts/ensure-system-deps.sh)`);
    }
    Font.register({
      family,
      fonts: [
        { src: regular, fontWeight: 'normal' },
        { src: existsSync(bold) ? bold : regular, fontWeight: 'bold' },
      ],
    });
  }
  // Words are never hyphenated: food names stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** Whether the fonts the printed plan needs can be read (the start-up checks print it). */
export function pdfFontsStatus(): { ok: true } | { ok: false; problem: string } {
  const missing = FAMILIES.map((family) => `${NOTO_DIR}/${family}-Regular.ttf`).filter(
    (file) => !existsSync(file),
  );
  return missing.length === 0
    ? { ok: true }
    : { ok: false, problem: `font files missing: ${missing.join(', ')} (install fonts-noto-core)` };
}
