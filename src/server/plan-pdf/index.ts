/** What other features use of the plan PDF: its fonts (invoices print with them, issue 37). */
export { FONT_FAMILY, pdfFontsStatus } from './fonts';
export { registerPdfFonts } from './render-job';
