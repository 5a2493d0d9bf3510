import type { FastifyRequest } from 'fastify';
import { isStorableText, UNSTORABLE_MESSAGE } from '../../shared/fields';
import type { FieldErrors } from './errors';
import { inputProblems } from './input-checks';

/** One uploaded file, read whole; `truncated` when it was longer than the limit. */
export type UploadedPart = { fieldname: string; filename: string; bytes: Buffer; truncated: boolean };

/**
 * Reads a form of the SPEC's upload calls: multipart with the other fields as JSON in a `json`
 * field and the files under `fileFields`, or a plain JSON body when no file is sent. Every file
 * stream is read to its end (even one refused), so the rest of the form still parses; a file over
 * `maxBytes` stops at the limit and comes back `truncated` for the caller's field message.
 * The `json` field's text and the file names pass the same check as every JSON body
 * (`inputProblems`): their problems come back in `errors` under their fields.
 */
export async function readJsonWithFiles(
  request: FastifyRequest,
  {
    fileFields,
    maxBytes,
    maxFiles,
    unreadable,
  }: {
    fileFields: readonly string[];
    maxBytes: number;
    maxFiles: number;
    /** The `json` field's message when it is not JSON. */
    unreadable: string;
  },
): Promise<{ json: unknown; files: UploadedPart[]; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  if (!request.isMultipart()) return { json: request.body, files: [], errors };
  let json: unknown = {};
  const files: UploadedPart[] = [];
  // throwFileSizeLimit: false stops the stream at the limit and marks it truncated instead of
  // throwing (the option is missing from the types).
  const options = { limits: { fileSize: maxBytes + 1, files: maxFiles }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<typeof request.parts>[0])) {
    if (part.type === 'field') {
      if (part.fieldname === 'json') {
        try {
          json = JSON.parse(String(part.value || '{}'));
          inputProblems(json, errors);
        } catch {
          errors.json = unreadable;
        }
      }
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (!fileFields.includes(part.fieldname)) continue;
    if (!isStorableText(part.filename)) {
      errors[part.fieldname] = UNSTORABLE_MESSAGE;
      continue;
    }
    const bytes = Buffer.concat(chunks);
    // A file input left empty sends a part with no name and no bytes: no file.
    if (!bytes.length && !part.filename) continue;
    files.push({
      fieldname: part.fieldname,
      filename: part.filename,
      bytes,
      truncated: part.file.truncated || bytes.length > maxBytes,
    });
  }
  return { json, files, errors };
}
