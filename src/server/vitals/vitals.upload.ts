import type { FastifyRequest } from 'fastify';
import { PDF_MAX_BYTES, VITAL_MESSAGES } from '../../shared/vitals';
import type { FieldErrors } from '../lib/errors';
import type { NewPdf } from './vitals.repository';

export type VitalUpload = {
  json: unknown;
  file: NewPdf | null;
  nutriFile: NewPdf | null;
  errors: FieldErrors;
};

/** A PDF is what starts with '%PDF-' (the name and the declared type can lie). */
export const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';

/**
 * Reads POST /api/v1/vital/bodyparams/create|edit: multipart with `file` (the nutritionist's
 * report), `nutriFile` (a nutrition PDF) and `json` (the fields); a plain JSON body works for a
 * save without files. Each problem is collected under its field.
 */
export async function readVitalUpload(request: FastifyRequest): Promise<VitalUpload> {
  const out: VitalUpload = {
    json: request.isMultipart() ? {} : request.body,
    file: null,
    nutriFile: null,
    errors: {},
  };
  if (!request.isMultipart()) return out;
  // throwFileSizeLimit: false marks an over-size stream truncated instead of throwing, so it
  // becomes a field message (the option is missing from the types).
  const options = { limits: { fileSize: PDF_MAX_BYTES + 1, files: 2 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
    if (part.type === 'field') {
      if (part.fieldname !== 'json') continue;
      try {
        out.json = JSON.parse(String(part.value || '{}'));
      } catch {
        out.errors.json = 'The form could not be read';
      }
      continue;
    }
    // Read the whole stream even when refusing it, so the rest of the form still parses.
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    const field = part.fieldname;
    if (field !== 'file' && field !== 'nutriFile') continue;
    const bytes = Buffer.concat(chunks);
    if (!bytes.length && !part.filename) continue;
    if (part.file.truncated || bytes.length > PDF_MAX_BYTES) out.errors[field] = VITAL_MESSAGES.pdfTooLarge;
    else if (!isPdf(bytes)) out.errors[field] = VITAL_MESSAGES.notPdf;
    else out[field] = { bytes, originalName: safePdfName(part.filename) };
  }
  return out;
}

/** The file name without folders, control or quoting characters, ending in .pdf. */
export function safePdfName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127 && !'"\\;'.includes(ch))
    .join('')
    .trim()
    .slice(0, 150);
  const named = clean || 'report';
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}
