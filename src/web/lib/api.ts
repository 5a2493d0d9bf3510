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
  return request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
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
