import { hasLogoExtension, LOGO_ACCEPT } from './settings';

/**
 * The signature image of Settings → Billing (issue 55 point 3, decision 314): printed above
 * "Authorised signatory" on every invoice, Bill of Supply, credit note and receipt. The file is
 * checked like the practice's logo (a .png/.jpg/.jpeg name and PNG or JPEG bytes), with its own
 * limits: a signature is a small, wide image.
 */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_ACCEPT = LOGO_ACCEPT;
export const SIGNATURE_MAX_PX = 2000;
export const SIGNATURE_MIN_PX = { width: 40, height: 16 } as const;

/** The printed box, in PDF points: 40 mm wide and 15 mm tall at most (1 mm = 72/25.4 pt). */
export const SIGNATURE_BOX_PT = { width: 113, height: 43 } as const;
/** The same box on the settings page's preview, in CSS pixels (96 per inch): 40 mm by 15 mm. */
export const SIGNATURE_BOX_PX = { width: 151, height: 57 } as const;

export const SIGNATURE_MESSAGES = {
  notImage: 'Please choose a PNG or JPEG image of the signature',
  tooLarge: 'Please choose a signature image of at most 200 KB',
  tooManyPx: `Please choose an image of at most ${SIGNATURE_MAX_PX}×${SIGNATURE_MAX_PX} pixels`,
  tooFewPx: `Please choose an image of at least ${SIGNATURE_MIN_PX.width}×${SIGNATURE_MIN_PX.height} pixels`,
  missing: 'Please choose the signature image',
  saved: 'Signature saved. Invoices and receipts print it above “Authorised signatory”.',
  removed: 'Signature removed. Invoices and receipts print “Authorised signatory” without an image.',
  none: 'There is no signature to remove.',
  notFound: 'Signature not found.',
} as const;

export const SIGNATURE_NOTE =
  'A .png, .jpg or .jpeg of at most 200 KB: the signature in dark ink on white (or a transparent PNG), cropped close. Printed within 40 × 15 mm above “Authorised signatory”.';

/** The page's check before uploading: the same messages the server answers under `signature`. */
export function signatureFileError(file: { name: string; size: number }): string | null {
  if (!hasLogoExtension(file.name)) return SIGNATURE_MESSAGES.notImage;
  if (file.size > SIGNATURE_MAX_BYTES) return SIGNATURE_MESSAGES.tooLarge;
  return null;
}

/** The server's pixel check of an image it could measure. */
export function signaturePixelError(size: { width: number; height: number }): string | null {
  if (size.width > SIGNATURE_MAX_PX || size.height > SIGNATURE_MAX_PX) return SIGNATURE_MESSAGES.tooManyPx;
  if (size.width < SIGNATURE_MIN_PX.width || size.height < SIGNATURE_MIN_PX.height)
    return SIGNATURE_MESSAGES.tooFewPx;
  return null;
}

/** Scaled to fit the box, up or down, keeping the aspect ratio (a signature is never stretched). */
export function fitSignature(
  width: number,
  height: number,
  box: { width: number; height: number } = SIGNATURE_BOX_PT,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: box.width, height: box.height };
  const scale = Math.min(box.width / width, box.height / height);
  return {
    width: Math.max(1, Math.round(width * scale * 10) / 10),
    height: Math.max(1, Math.round(height * scale * 10) / 10),
  };
}

/** data of GET /api/v1/invoice/billing-signature: the current signature, or null. */
export type BillingSignature = {
  name: string;
  /** Serves the image; the file id changes with each upload. */
  url: string;
  width: number;
  height: number;
  /** The printed size in PDF points (within 40 × 15 mm). */
  print_width: number;
  print_height: number;
  uploaded_at: string;
};
