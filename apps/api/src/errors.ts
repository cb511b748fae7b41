/** An error answered as-is with its status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const detail = (statusCode: number, message: string): HttpError => new HttpError(statusCode, { detail: message });
export const fieldError = (field: string, message: string): HttpError => new HttpError(400, { [field]: [message] });
export const unauthorized = (message = 'Authentication credentials were not provided or are invalid.'): HttpError => detail(401, message);
export const throttled = (minutes: number, what = 'requests'): HttpError =>
  detail(429, `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
