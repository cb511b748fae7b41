// Domain errors: services and handlers say what went wrong (not found, forbidden, invalid fields…) and
// never how it is answered. One place, `errorAnswer` (used by app.ts's error handler), turns each into
// its HTTP status and the contract's error shape: `{detail}`, or per-field lists with `non_field_errors`
// (`{status, message, data}` for registration, as the contract's RegisterError says).

/** A failure the client is told about; every subclass has one status and one shape (errorAnswer). */
export abstract class DomainError extends Error {
  /** The status it is answered with. */
  get statusCode(): number {
    return (errorAnswer(this) as ErrorAnswer).status;
  }

  /** The body it is answered with (outside registration). */
  get body(): Record<string, unknown> {
    return (errorAnswer(this) as ErrorAnswer).body;
  }
}

/** A request the operation cannot take, not tied to a field: 400 `{detail}`. */
export class BadRequest extends DomainError {}
/** No, invalid or revoked credentials: 401 `{detail}`. */
export class Unauthorized extends DomainError {
  constructor(message = 'Authentication credentials were not provided or are invalid.') {
    super(message);
  }
}
/** Signed in, but not allowed: 403 `{detail}`. */
export class Forbidden extends DomainError {}
/** Unknown here (or another tenant's, or another user's): 404 `{detail}`. */
export class NotFound extends DomainError {}
/** Clashes with the current state (already answered, already exists…): 409 `{detail}`. */
export class Conflict extends DomainError {}
/** An upload larger than the operation accepts: 413 `{detail}`. */
export class TooLarge extends DomainError {}
/** A body or file of a type the operation does not take: 415 `{detail}`. */
export class UnsupportedType extends DomainError {}
/** Too many attempts for now: 429 `{detail}`. */
export class Throttled extends DomainError {}
/** A service the operation needs (mail, an identity provider) failed; trying again may work: 503 `{detail}`. */
export class Unavailable extends DomainError {}

/**
 * Invalid input, per field (`non_field_errors` for what concerns the whole input): 400 `{field: [messages]}`;
 * with no field to name, 400 `{detail: message}`.
 */
export class ValidationError extends DomainError {
  constructor(
    readonly fields: Record<string, string[]>,
    message = Object.values(fields).flat()[0] ?? 'Invalid input.',
  ) {
    super(message);
  }
}

export const fieldError = (field: string, message: string): ValidationError => new ValidationError({ [field]: [message] });
export const nonFieldError = (message: string): ValidationError => new ValidationError({ non_field_errors: [message] });
export const unauthorized = (message?: string): Unauthorized => new Unauthorized(message);
export const throttled = (minutes: number, what = 'requests'): Throttled =>
  new Throttled(`Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);

const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [BadRequest, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [Throttled, 429],
  [Unavailable, 503],
]);

/** The domain error answered with `status` and `{detail: message}` (for checks that speak HTTP, such as request guards). */
export function detail(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503, message: string): DomainError {
  const error = domainErrorFor(status, message);
  if (!error) throw new Error(`no domain error answers ${status}`);
  return error;
}

/** The domain error answered with `status` (a framework's 4xx, say), or null when none is. */
export function domainErrorFor(status: number, message: string): DomainError | null {
  const kind = [...STATUS].find(([, code]) => code === status)?.[0] as (new (message: string) => DomainError) | undefined;
  return kind ? new kind(message) : null;
}

/** Operations whose invalid input the contract answers as `{status, message, data}` (RegisterError). */
const ENVELOPED: Record<string, string> = { register: 'Registration failed.' };

export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The contract's answer to a domain error raised while serving `operationId`: the one mapping from
 * errors to statuses and shapes. Null for anything else (a bug: the caller answers 500).
 */
export function errorAnswer(error: unknown, operationId?: string): ErrorAnswer | null {
  if (error instanceof ValidationError) {
    const envelope = operationId === undefined ? undefined : ENVELOPED[operationId];
    if (envelope) return { status: 400, body: { status: 400, message: envelope, data: error.fields } };
    return { status: 400, body: Object.keys(error.fields).length > 0 ? error.fields : { detail: error.message } };
  }
  for (const [kind, status] of STATUS) {
    if (!(error instanceof kind)) continue;
    const message = (error as Error).message;
    // Such an operation answers every 400 in its envelope, whatever refused the request.
    const enveloped = status === 400 && operationId !== undefined && ENVELOPED[operationId] !== undefined;
    return { status, body: enveloped ? { status: 400, message, data: {} } : { detail: message } };
  }
  return null;
}
