import { Font, renderToBuffer } from '@react-pdf/renderer';
import { guardNullGposAnchors } from './fontkit-null-anchor';
import { pdfFontFiles } from './fonts';
import { PlanPdf, type PlanPdfProps } from './plan-pdf.document';
import { ProgressReportPdf, type ProgressReportProps } from './progress-report.document';

let fontsRegistered = false;

/**
 * Registers the npm Noto fonts once per thread; throws a readable error when one is missing.
 * Invoices (issue 37) print with the same fonts.
 */
export function registerPdfFonts() {
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
  registerPdfFonts();
  return renderToBuffer(<PlanPdf {...props} />);
}

/** Renders a client's progress report (issue 36) with the plan's fonts. */
export async function renderProgressPdf(props: ProgressReportProps): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ProgressReportPdf {...props} />);
}

/** What a render worker is sent: the document kind and its props. */
export type RenderJob =
  | { kind: 'plan'; props: PlanPdfProps }
  | { kind: 'progress'; props: ProgressReportProps };

/** The props as they cross to a worker thread: the logo's Buffer arrives as a Uint8Array. */
export function renderJob(job: RenderJob): Promise<Buffer> {
  const logo = job.props.logo && { ...job.props.logo, data: Buffer.from(job.props.logo.data) };
  return job.kind === 'plan'
    ? renderPlanPdf({ ...job.props, logo })
    : renderProgressPdf({ ...job.props, logo });
}
