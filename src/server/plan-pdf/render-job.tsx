import { renderToBuffer } from '@react-pdf/renderer';
import { registerFonts } from './fonts';
import { PlanPdf, type PlanPdfProps } from './plan-pdf.document';

/** Renders one plan to PDF bytes (in a worker thread in the app; directly in the bench). */
export async function renderPlanPdf(props: PlanPdfProps): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(<PlanPdf {...props} />);
}
