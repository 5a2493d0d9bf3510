/** Every JSON answer of the API: { success: 1 | 0, message, data }. */
export type Envelope<T> = { success: 1 | 0; message: string; data: T };

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: 1, message, data };
}

export function failure<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { success: 0, message, data };
}

/** The list shape every paginated read answers: rows in data.data, page count in data.last_page. */
export type Page<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

export function page<T>(rows: T[], total: number, current: number, perPage: number): Page<T> {
  return {
    data: rows,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
