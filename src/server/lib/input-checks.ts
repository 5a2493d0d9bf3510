import type { FastifyInstance } from 'fastify';
import { isStorableText, MAX_INT4, UNSTORABLE_MESSAGE } from '../../shared/fields';
import { AppError, type FieldErrors, ValidationError } from './errors';

/**
 * The one check every text the API accepts passes before any route sees it (issue 25): query,
 * path parameters, JSON body (values and keys, at any depth), and through `readJsonWithFiles` the
 * multipart `json` field and file names. NUL and unpaired UTF-16 surrogates are refused with a
 * message under their field, so nothing reaches a column, a jsonb audit row or PGlite's encoder
 * (which silently turns a lone surrogate into U+FFFD). Ids beyond int4 are refused here too, in
 * query strings and bodies alike, whatever schema the route uses afterwards.
 */

/** `id`, `client_id`, `planId`, `fileId`: fields that hold a record id. */
const ID_FIELD = /^(id|.+_id|.+Id)$/;
/**
 * Named like ids, but typed text: a client's own unique ID (may be all digits), a sheet's URL,
 * Meta's WhatsApp phone number ID (15+ digits, decision 298).
 */
const NOT_RECORD_IDS = new Set(['unique_id', 'sheetId', 'phone_number_id']);
export const ID_MESSAGE = 'Please choose a record';
const DEEPEST = 20;

/** A digit string or number out of int4's range (2147483648), in a field that names an id. */
function isOversizedId(key: string, value: unknown): boolean {
  if (!ID_FIELD.test(key) || NOT_RECORD_IDS.has(key)) return false;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) > MAX_INT4;
  return typeof value === 'string' && /^\s*-?\d{10,}\s*$/.test(value) && Math.abs(Number(value)) > MAX_INT4;
}

/**
 * The field errors of a request part: path (`items.0.name`, as parseInput names them) → message.
 * The first problem of a field wins.
 */
export function inputProblems(value: unknown, errors: FieldErrors = {}, path = '', depth = 0): FieldErrors {
  const field = path || '_';
  if (typeof value === 'string') {
    if (!isStorableText(value)) errors[field] ??= UNSTORABLE_MESSAGE;
    return errors;
  }
  // Bytes (a Buffer body) are no text; their length is no field count to walk.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > DEEPEST)
    return errors;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const name = String(key);
    const itemPath = path ? `${path}.${name}` : name;
    if (!isStorableText(name)) errors[field] ??= UNSTORABLE_MESSAGE;
    else if (isOversizedId(name, item)) errors[itemPath] ??= ID_MESSAGE;
    else inputProblems(item, errors, itemPath, depth + 1);
  }
  return errors;
}

/** Throws the 422 of `inputProblems` when there is any. */
export function refuseUnstorable(...parts: unknown[]): void {
  const errors: FieldErrors = {};
  for (const part of parts) inputProblems(part, errors);
  const messages = new Set(Object.values(errors));
  // One message for all: it is also the envelope's, for the toasts and alerts that show only that.
  if (messages.size) throw new ValidationError(errors, messages.size === 1 ? [...messages][0] : undefined);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
export const NOT_UTF8_MESSAGE = 'The request could not be read: its text is not UTF-8.';

/**
 * Registers the check on every route: JSON bodies must be valid UTF-8 (Node would otherwise
 * replace bad bytes, a CESU-8 surrogate among them, with U+FFFD and store that with a 200), and
 * query, params and body pass `inputProblems` before validation.
 */
export function registerInputChecks(app: FastifyInstance): void {
  // Fastify's own JSON parser (with its __proto__ and constructor guards), fed strict UTF-8.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      done(new AppError(400, NOT_UTF8_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    refuseUnstorable(request.query, request.params, request.body);
  });
}
