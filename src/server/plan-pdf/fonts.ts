import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The plan PDF's fonts: Google's Noto TTFs from the @expo-google-fonts npm packages (OFL-1.1,
 * decision 120), found in node_modules, so no system font is needed. Latin (with ₹) first, then
 * the scripts of IFCT's local names and the clients' languages: react-pdf falls back along this
 * list glyph by glyph and embeds only the glyphs used. No react-pdf import here: the main thread
 * checks the files (pdfFontsStatus) without loading the renderer.
 */
const SCRIPTS = [
  ['NotoSans', 'noto-sans'],
  ['NotoSansDevanagari', 'noto-sans-devanagari'],
  ['NotoSansTamil', 'noto-sans-tamil'],
  ['NotoSansTelugu', 'noto-sans-telugu'],
  ['NotoSansKannada', 'noto-sans-kannada'],
  ['NotoSansMalayalam', 'noto-sans-malayalam'],
  ['NotoSansBengali', 'noto-sans-bengali'],
  ['NotoSansGujarati', 'noto-sans-gujarati'],
  ['NotoSansGurmukhi', 'noto-sans-gurmukhi'],
  ['NotoSansOriya', 'noto-sans-oriya'],
] as const;

export const FONT_FAMILY: string[] = SCRIPTS.map(([family]) => family);

export type PdfFont = { family: string; regular: string; bold: string };
type FontFile = { name: string; file: string };

// Resolved from this file, so it works the same in the worker threads and from any cwd.
const require = createRequire(import.meta.url);

function fileOf(family: string, pkg: string, style: '400Regular' | '700Bold'): FontFile {
  const name = `@expo-google-fonts/${pkg}/${style}/${family}_${style}.ttf`;
  try {
    return { name, file: require.resolve(name) };
  } catch {
    throw new Error(`the font file ${name} is not in node_modules (run npm install)`);
  }
}

function fontFiles() {
  return SCRIPTS.map(([family, pkg]) => ({
    family,
    regular: fileOf(family, pkg, '400Regular'),
    bold: fileOf(family, pkg, '700Bold'),
  }));
}

/** The font files, resolved; throws a readable error naming the first one missing. */
export function pdfFontFiles(): PdfFont[] {
  return fontFiles().map(({ family, regular, bold }) => ({ family, regular: regular.file, bold: bold.file }));
}

/** TrueType (00 01 00 00 or 'true') or OpenType CFF ('OTTO'): what fontkit reads. */
function assertFontFile({ name, file }: FontFile) {
  const head = Buffer.alloc(4);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    readSync(fd, head, 0, 4, 0);
  } catch (error) {
    throw new Error(`the font file ${name} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const tag = head.toString('latin1');
  if (head.readUInt32BE(0) !== 0x00010000 && tag !== 'true' && tag !== 'OTTO') {
    throw new Error(`the font file ${name} is not a font (run npm install)`);
  }
}

/**
 * Whether the plan PDF can be made: every font file resolves and starts like a font. Cheap (20
 * small reads), so the routes ask it before each render and the start-up checks print it.
 */
export function pdfFontsStatus(): { ok: true } | { ok: false; problem: string } {
  try {
    for (const font of fontFiles()) {
      assertFontFile(font.regular);
      assertFontFile(font.bold);
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}
