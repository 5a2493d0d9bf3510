import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { InvoiceDetails, ReceiptDetails } from '../../shared/invoices';
import { dispositionOf } from '../lib/file-names';
import { registerPdfFonts } from '../plan-pdf/index';
import type { PdfSignature } from './signature.service';

/**
 * The invoice's PDF (one page, some 100 ms): rendered on the request's thread with the plan PDF's
 * fonts; the renderer is loaded on the first invoice, not at start-up. The QR is the UPI link,
 * error correction M (qrcode's default), 6 px modules: a phone reads it from paper or a screen.
 */
export async function invoicePdf(
  invoice: InvoiceDetails,
  practiceName: string,
  copy: 'original' | 'duplicate' = 'original',
  logo: InvoiceLogo | null = null,
  signature: PdfSignature | null = null,
): Promise<Buffer> {
  const [{ renderToBuffer }, { createElement }, { InvoicePdf }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('react'),
    import('./invoice-pdf.document'),
  ]);
  registerPdfFonts();
  // Only a document with a balance due asks for a payment (issue 55): no link, no QR.
  const qrPng = invoice.upi_link
    ? await QRCode.toBuffer(invoice.upi_link, { type: 'png', errorCorrectionLevel: 'M', scale: 6, margin: 4 })
    : null;
  return withoutBrokenSignature(signature, (sig) =>
    renderToBuffer(
      createElement(InvoicePdf, { invoice, qrPng, practiceName, copy, logo, signature: sig }) as never,
    ),
  );
}

/**
 * Renders with the signature image, and again without it when the renderer cannot draw it (a
 * file whose first bytes say PNG or JPEG but whose data is damaged): the document then prints
 * "Authorised signatory" as it did before images (decision 314), never a failed download.
 */
async function withoutBrokenSignature(
  signature: PdfSignature | null,
  render: (signature: PdfSignature | null) => Promise<Buffer>,
): Promise<Buffer> {
  if (!signature) return render(null);
  try {
    return await render(signature);
  } catch {
    return render(null);
  }
}

/** The practice's logo as Settings → Print keeps it (issue 55 point 3), sized to fit. */
export type InvoiceLogo = { bytes: Buffer; mimeType: string; width: number; height: number };

export async function sendInvoicePdf(
  reply: FastifyReply,
  invoice: InvoiceDetails,
  copy: 'original' | 'duplicate' = 'original',
  logo: InvoiceLogo | null = null,
  signature: PdfSignature | null = null,
) {
  const pdf = await invoicePdf(invoice, invoice.seller.legal_name, copy, logo, signature);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', dispositionOf(`${invoice.number.replace(/\//g, '-')}.pdf`, 'inline'))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** A payment's receipt (issue 55 point 5): one A4 page, no QR. */
export async function receiptPdf(
  receipt: ReceiptDetails,
  signature: PdfSignature | null = null,
): Promise<Buffer> {
  const [{ renderToBuffer }, { createElement }, { ReceiptPdf }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('react'),
    import('./receipt-pdf.document'),
  ]);
  registerPdfFonts();
  return withoutBrokenSignature(signature, (sig) =>
    renderToBuffer(createElement(ReceiptPdf, { receipt, signature: sig }) as never),
  );
}

export async function sendReceiptPdf(
  reply: FastifyReply,
  receipt: ReceiptDetails,
  signature: PdfSignature | null = null,
) {
  const pdf = await receiptPdf(receipt, signature);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      dispositionOf(`${receipt.receipt_number.replace(/\//g, '-')}.pdf`, 'inline'),
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
