import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VITAL_MESSAGES, VITAL_PDF_MAX_BYTES } from '../../shared/vitals';
import type { FieldErrors } from '../lib/errors';
import { cleanFileName } from '../lib/file-names';
import { readJsonWithFiles } from '../lib/multipart';

export type UploadedPdf = { bytes: Buffer; originalName: string; sha256: string };
export type VitalUpload = {
  json: unknown;
  file: UploadedPdf | null;
  nutriFile: UploadedPdf | null;
  errors: FieldErrors;
};

/** A PDF starts with '%PDF-' whatever its name says. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The original name without folders, control or direction characters, ending in .pdf. Letters,
 * their combining marks (the vowel signs of 'रिपोर्ट') and the joiners Indian scripts write with
 * stay, so the name is kept as the nutritionist typed it (issue 25).
 */
export function safePdfName(name: string | undefined): string {
  // Any script and emoji are kept (decision 189); the download sends them as filename*.
  const named = cleanFileName(name) || 'report';
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}

/**
 * Reads the create/edit call: multipart with a `json` field and the optional `file` (the
 * nutritionist's report) and `nutriFile` (a nutrition PDF), or plain JSON without files.
 * Files are checked by their bytes and size; an over-size file becomes a field message.
 */
export async function readVitalUpload(request: FastifyRequest): Promise<VitalUpload> {
  const { json, files, errors } = await readJsonWithFiles(request, {
    fileFields: ['file', 'nutriFile'],
    maxBytes: VITAL_PDF_MAX_BYTES,
    maxFiles: 2,
    unreadable: 'The form could not be read',
  });
  const pdfs: Record<string, UploadedPdf | null> = { file: null, nutriFile: null };
  for (const part of files) {
    if (part.truncated) errors[part.fieldname] = VITAL_MESSAGES.tooLarge;
    else if (!isPdf(part.bytes)) errors[part.fieldname] = VITAL_MESSAGES.notPdf;
    else
      pdfs[part.fieldname] = {
        bytes: part.bytes,
        originalName: safePdfName(part.filename),
        sha256: createHash('sha256').update(part.bytes).digest('hex'),
      };
  }
  return { json, file: pdfs.file, nutriFile: pdfs.nutriFile, errors };
}
