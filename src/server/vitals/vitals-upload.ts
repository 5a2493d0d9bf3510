import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VITAL_MESSAGES, VITAL_PDF_MAX_BYTES } from '../../shared/vitals';
import type { FieldErrors } from '../lib/errors';

export type UploadedPdf = { bytes: Buffer; originalName: string; sha256: string };
export type VitalUpload = {
  json: unknown;
  file: UploadedPdf | null;
  nutriFile: UploadedPdf | null;
  errors: FieldErrors;
};

/** A PDF starts with '%PDF-' whatever its name says. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** The original name without folders or control characters, ending in .pdf, for Content-Disposition. */
export function safePdfName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => /[\p{L}\p{N} ._()-]/u.test(ch))
    .join('')
    .trim()
    .slice(0, 150);
  const named = clean || 'report';
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}

/**
 * Reads the create/edit call: multipart with a `json` field and the optional `file` (the
 * nutritionist's report) and `nutriFile` (a nutrition PDF), or plain JSON without files.
 * Files are checked by their bytes and size; an over-size file becomes a field message.
 */
export async function readVitalUpload(request: FastifyRequest): Promise<VitalUpload> {
  const errors: FieldErrors = {};
  if (!request.isMultipart()) return { json: request.body, file: null, nutriFile: null, errors };
  let json: unknown = {};
  const files: Record<string, UploadedPdf | null> = { file: null, nutriFile: null };
  const options = { limits: { fileSize: VITAL_PDF_MAX_BYTES + 1, files: 2 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
    if (part.type === 'field') {
      if (part.fieldname === 'json') {
        try {
          json = JSON.parse(String(part.value || '{}'));
        } catch {
          errors.json = 'The form could not be read';
        }
      }
      continue;
    }
    // Read the whole stream even when refusing it, so the rest of the form still parses.
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.fieldname !== 'file' && part.fieldname !== 'nutriFile') continue;
    const bytes = Buffer.concat(chunks);
    if (!bytes.length && !part.filename) continue;
    if (part.file.truncated || bytes.length > VITAL_PDF_MAX_BYTES)
      errors[part.fieldname] = VITAL_MESSAGES.tooLarge;
    else if (!isPdf(bytes)) errors[part.fieldname] = VITAL_MESSAGES.notPdf;
    else
      files[part.fieldname] = {
        bytes,
        originalName: safePdfName(part.filename),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
  }
  return { json, file: files.file, nutriFile: files.nutriFile, errors };
}
