import { Font, renderToBuffer } from '@react-pdf/renderer';
import { guardNullGposAnchors } from './fontkit-null-anchor';
import { pdfFontFiles } from './fonts';
import { PlanPdf, type PlanPdfProps } from './plan-pdf.document';

let fontsRegistered = false;

/**
 * Registers the npm Noto fonts once per thread; throws a readable error when one is missing.
 * Invoices (issue 37) print with the same fonts.
 */
export function registerFonts() {
  if (fontsRegistered) return;
  const fonts = pdfFontFiles();
  guardNullGposAnchors(fonts[0].regular);
  for (const { family, regular, bold } of fonts) {
    Font.register({
      family,
      fonts: [
        { src: regular, fontWeight: 'normal' },
        { src: bold, fontWeight: 'bold' },
      ],
    });
  }
  // Words are never hyphenated: food names stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

/** Renders one plan to PDF bytes (in a worker thread in the app; directly in the bench). */
export async function renderPlanPdf(props: PlanPdfProps): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<PlanPdf {...props} />);
}
