/**
 * Reading the error bodies of SPEC §8 / the contract: {non_field_errors: [..]}, {detail}, register's
 * {data: {email: [..]}}, and {<field>: [..]}.
 */

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const s = firstString(item);
      if (s) return s;
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first message of: non_field_errors, detail, data.email, then the first field list (of the body, or
 * of body.data for the register shape), then the register shape's message. undefined when none.
 */
export function readErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body;
  if (!isRecord(body)) return undefined;
  const nonField = firstString(body.non_field_errors);
  if (nonField) return nonField;
  const detail = firstString(body.detail);
  if (detail) return detail;
  const data = isRecord(body.data) ? body.data : undefined;
  const email = data ? firstString(data.email) : undefined;
  if (email) return email;
  for (const source of [body, data]) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === 'status' || key === 'message' || key === 'data') continue;
      if (Array.isArray(value)) {
        const s = firstString(value);
        if (s) return s;
      }
    }
  }
  return firstString(body.message);
}

/** Field -> first message, for forms: {email: [..], password: [..]} or {data: {email: [..]}}. */
export function readFieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(body)) return out;
  const sources = [body, isRecord(body.data) ? body.data : undefined];
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === 'non_field_errors' || key === 'detail' || !Array.isArray(value)) continue;
      const s = firstString(value);
      if (s && !(key in out)) out[key] = s;
    }
  }
  return out;
}

/** A failed call: the HTTP status (0 for a network failure) and the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly requestId: string | undefined;

  constructor(status: number, body: unknown, requestId?: string) {
    super(readErrorMessage(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
