/** The envelope every API answer has (docs/architecture.md, "The API"). */
export type Envelope<T = unknown> = { success: 1 | 0; message: string; data: T };
export type FieldErrors = Record<string, string>;

/** A list answer: rows in data, page count in last_page. */
export type PageOf<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly envelope?: Envelope,
  ) {
    super(message);
  }

  /** The server's message per field (success 0 with data = { field: message }), if any. */
  get fieldErrors(): FieldErrors {
    const data = this.envelope?.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
    ) as FieldErrors;
  }
}

/**
 * What a form says above its buttons for a failed write: the error's message when it names no
 * field (a field's message shows under that field instead), else null.
 */
export function formMessage(error: Error | null | undefined): string | null {
  if (!error) return null;
  return error instanceof ApiError && Object.keys(error.fieldErrors).length ? null : error.message;
}

type Params = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, params?: Params): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Called when any request answers 401, so the shell can send the user to /login. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function request<T>(path: string, init: RequestInit): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError('Could not reach the server. Please check your connection and try again.', 0);
  }
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(`The server answered ${response.status} without data.`, response.status);
  }
  if (response.status === 401 && !path.includes('/auth/')) onUnauthorized?.();
  if (body && typeof body === 'object') httpStatus.set(body, response.status);
  return body;
}

/** The HTTP status each envelope came with, so a refusal's ApiError says 404 or 422, not 200. */
const httpStatus = new WeakMap<object, number>();

/** The raw requests: kept inside this module so every caller gets data or an ApiError. */
function apiGet<T>(path: string, params?: Params): Promise<Envelope<T>> {
  return request<T>(withQuery(path, params), { method: 'GET' });
}

function apiPost<T>(path: string, body?: unknown): Promise<Envelope<T>> {
  const json = JSON.stringify(body ?? {});
  const once = idempotencyKeyFor(path, json);
  return settle(
    request<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(once ? { 'idempotency-key': once.key } : {}) },
      body: json,
    }),
    once,
  );
}

/**
 * The creates a double click or a retry repeats (issue 51): each is sent with an Idempotency-Key,
 * and the server answers a repeat of the same key with the first answer instead of a second row.
 */
export const IDEMPOTENT_CREATES = new Set([
  '/api/v1/invoice/create',
  '/api/v1/invoice/payment',
  '/api/v1/appointment/create',
  '/api/v1/appointment/book-follow-ups',
  '/api/v1/appointment/note/save',
  '/api/v1/appointment/note/amend',
  '/api/v1/client/package/create',
  '/api/v1/client/profile/create',
  '/api/v1/diet/plan/create-plan',
  '/api/v1/diet/plan/copy-plan',
]);

/**
 * One key per action: the same create (same path and body) sent again while the first is on its
 * way, within REPEAT_MS of its answer, or after it failed to reach the server reuses the first
 * key; the same form sent deliberately later gets a new one.
 */
const REPEAT_MS = 10_000;
const NO_ANSWER_MS = 15 * 60_000;
type Once = { key: string; pending: number; until: number; id: string };
const recentCreates = new Map<string, Once>();

function newIdempotencyKey(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function idempotencyKeyFor(path: string, json: string): Once | undefined {
  if (!IDEMPOTENT_CREATES.has(path)) return undefined;
  const id = `${path}\n${json}`;
  const now = Date.now();
  for (const [k, v] of recentCreates) if (v.pending === 0 && v.until < now) recentCreates.delete(k);
  const known = recentCreates.get(id);
  const once =
    known && (known.pending > 0 || known.until >= now)
      ? known
      : { key: newIdempotencyKey(), pending: 0, until: 0, id };
  once.pending += 1;
  recentCreates.set(id, once);
  return once;
}

async function settle<T>(sent: Promise<Envelope<T>>, once: Once | undefined): Promise<Envelope<T>> {
  if (!once) return sent;
  try {
    const envelope = await sent;
    once.until = Date.now() + REPEAT_MS;
    return envelope;
  } catch (error) {
    // No answer (offline, timeout): a retry is the same action, sent with the same key.
    once.until = Date.now() + NO_ANSWER_MS;
    throw error;
  } finally {
    once.pending -= 1;
  }
}

function apiPostForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  return request<T>(path, { method: 'POST', body: form });
}

/** For TanStack Query: the data of a successful envelope, or an error carrying the message. */
export async function fetchData<T>(path: string, params?: Params): Promise<T> {
  return (await fetchDataWithMessage<T>(path, params)).data;
}

/** A read whose message says something too (the food search's 'no such food in IFCT'). */
export async function fetchDataWithMessage<T>(path: string, params?: Params): Promise<Written<T>> {
  return unwrap(await apiGet<T>(path, params), 'Request failed');
}

/** A check made in the browser (a file's size…) that fails like the server's field errors do. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(message, 0, { success: 0, message, data: { [field]: message } });
}

/** A successful write: its data and the server's message (shown to the user). */
export type Written<T> = { data: T; message: string };

/**
 * Every write of the web app goes through here (usually inside a TanStack Query mutation):
 * success answers data and message; success 0 throws an ApiError carrying the message and the
 * field errors, so each form shows them under its fields.
 */
export async function apiWrite<T>(path: string, body?: unknown): Promise<Written<T>> {
  const envelope = body instanceof FormData ? await apiPostForm<T>(path, body) : await apiPost<T>(path, body);
  return unwrap(envelope, NOT_SAVED);
}

/** The few writes SPEC makes GET requests (Sync Data's buttons, logout), answered like apiWrite. */
export async function apiWriteByGet<T>(path: string): Promise<Written<T>> {
  return unwrap(await apiGet<T>(path), NOT_SAVED);
}

const NOT_SAVED = 'The change was not saved.';

/** The one place that reads `success`: its data and message, or an ApiError (fallback: no message). */
function unwrap<T>(envelope: Envelope<T>, fallback: string): Written<T> {
  if (envelope.success !== 1)
    throw new ApiError(envelope.message || fallback, httpStatus.get(envelope) ?? 200, envelope as Envelope);
  return { data: envelope.data, message: envelope.message };
}
