import type { FastifyRequest } from 'fastify';
import {
  type BillingSignature,
  fitSignature,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MESSAGES,
  signaturePixelError,
} from '../../shared/invoice-signature';
import { hasLogoExtension } from '../../shared/settings';
import { type Db, inTransaction } from '../db/client';
import { writeAudit } from '../lib/audit';
import { notFound, ValidationError } from '../lib/errors';
import { readJsonWithFiles } from '../lib/multipart';
import { imageSize, safeName, sniffImage } from '../settings/index';
import {
  deleteSignatureFiles,
  findSignatureFile,
  type NewSignature,
  replaceSignatureFile,
} from './signature.repository';

type Writer = { userId: number; ip: string };

export const signatureUrl = (fileId: number) => `/api/v1/invoice/billing-signature/file/${fileId}`;

/**
 * Reads POST /api/v1/invoice/billing-signature/save: multipart with the image in `signature`,
 * checked as the logo is (the name's extension, then the bytes: PNG or JPEG, measurable, within
 * the pixel limits). Anything else is a 422 under `signature` and nothing is written.
 */
export async function readSignatureUpload(request: FastifyRequest): Promise<NewSignature> {
  const { files, errors } = await readJsonWithFiles(request, {
    fileFields: ['signature'],
    maxBytes: SIGNATURE_MAX_BYTES,
    maxFiles: 1,
    unreadable: 'The form could not be read',
  });
  let found: NewSignature | null = null;
  for (const part of files) {
    const kind = sniffImage(part.bytes);
    if (!hasLogoExtension(part.filename) || !kind) errors.signature = SIGNATURE_MESSAGES.notImage;
    else if (part.truncated) errors.signature = SIGNATURE_MESSAGES.tooLarge;
    else {
      const size = imageSize(part.bytes);
      const refused = size ? signaturePixelError(size) : SIGNATURE_MESSAGES.notImage;
      if (refused) errors.signature = refused;
      else found = { bytes: part.bytes, mimeType: kind, originalName: safeName(part.filename) };
    }
  }
  if (!found && !errors.signature) errors.signature = SIGNATURE_MESSAGES.missing;
  if (Object.keys(errors).length || !found) throw new ValidationError(errors);
  return found;
}

/** The new signature replaces the old; the file and its audit row commit together. */
export async function saveSignature(db: Db, file: NewSignature, by: Writer) {
  await inTransaction(db, async (tx) => {
    const before = await findSignatureFile(tx);
    const saved = await replaceSignatureFile(tx, file, by.userId);
    await writeAudit(tx, {
      userId: by.userId,
      action: before ? 'update' : 'create',
      entity: 'billing_signature',
      entityId: saved.id,
      changes: {
        file: { from: before?.originalName ?? null, to: saved.originalName },
        size: { from: before?.size ?? null, to: saved.size },
        sha256: { from: before?.sha256 ?? null, to: saved.sha256 },
      },
      ip: by.ip,
    });
  });
  return (await readSignature(db))!;
}

/** Removes the signature (404 when there is none); the deletion and its audit row commit together. */
export async function removeSignature(db: Db, by: Writer) {
  await inTransaction(db, async (tx) => {
    const before = await findSignatureFile(tx);
    if (!before) throw notFound(SIGNATURE_MESSAGES.none);
    await deleteSignatureFiles(tx);
    await writeAudit(tx, {
      userId: by.userId,
      action: 'delete',
      entity: 'billing_signature',
      entityId: before.id,
      changes: { file: { from: before.originalName, to: null }, sha256: { from: before.sha256, to: null } },
      ip: by.ip,
    });
  });
}

/** data of GET /api/v1/invoice/billing-signature. */
export async function readSignature(db: Db): Promise<BillingSignature | null> {
  const file = await findSignatureFile(db);
  if (!file) return null;
  const size = imageSize(file.bytes) ?? { width: 0, height: 0 };
  const print = fitSignature(size.width, size.height);
  return {
    name: file.originalName,
    url: signatureUrl(file.id),
    width: size.width,
    height: size.height,
    print_width: print.width,
    print_height: print.height,
    uploaded_at: file.createdAt.toISOString(),
  };
}

/** The signature as a PDF draws it; null without one or when its bytes cannot be measured. */
export type PdfSignature = { bytes: Buffer; format: 'png' | 'jpg'; width: number; height: number };

export async function readPdfSignature(db: Db): Promise<PdfSignature | null> {
  const file = await findSignatureFile(db);
  if (!file) return null;
  const kind = sniffImage(file.bytes);
  const size = imageSize(file.bytes);
  if (!kind || !size || !(size.width > 0) || !(size.height > 0)) return null;
  return {
    bytes: file.bytes,
    format: kind === 'image/png' ? 'png' : 'jpg',
    ...fitSignature(size.width, size.height),
  };
}
