// The one mapping from domain errors to the contract's error answers.
import { describe, expect, it } from 'vitest';
import {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  Throttled,
  TooLarge,
  Unauthorized,
  Unavailable,
  UnsupportedType,
  ValidationError,
  detail,
  errorAnswer,
  fieldError,
  nonFieldError,
  throttled,
} from './errors.ts';

describe('errorAnswer', () => {
  it('answers each domain error with its status and {detail}', () => {
    const cases = [
      [new BadRequest('b'), 400],
      [new Unauthorized(), 401],
      [new Forbidden('f'), 403],
      [new NotFound('n'), 404],
      [new Conflict('c'), 409],
      [new TooLarge('t'), 413],
      [new UnsupportedType('u'), 415],
      [new Throttled('slow down'), 429],
      [new Unavailable('later'), 503],
    ] as const;
    for (const [error, status] of cases) expect(errorAnswer(error)).toEqual({ status, body: { detail: error.message } });
    expect(errorAnswer(new Unauthorized())?.body).toEqual({ detail: 'Authentication credentials were not provided or are invalid.' });
    expect(errorAnswer(throttled(1, 'guesses'))).toEqual({
      status: 429,
      body: { detail: 'Too many guesses. Please wait 1 minute and try again.' },
    });
  });

  it('answers invalid input with per-field lists, or {detail} when no field is named', () => {
    expect(errorAnswer(fieldError('email', 'Enter a valid email address.'))).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    expect(errorAnswer(nonFieldError('Wrong password.'))).toEqual({ status: 400, body: { non_field_errors: ['Wrong password.'] } });
    expect(errorAnswer(new ValidationError({}, 'A valid request body is required.'))).toEqual({
      status: 400,
      body: { detail: 'A valid request body is required.' },
    });
  });

  it('wraps invalid input in the registration envelope for register only', () => {
    const error = new ValidationError({ password: ['Too short.'] });
    expect(errorAnswer(error, 'register')).toEqual({
      status: 400,
      body: { status: 400, message: 'Registration failed.', data: { password: ['Too short.'] } },
    });
    expect(errorAnswer(new ValidationError({}, 'x'), 'register')?.body).toEqual({ status: 400, message: 'Registration failed.', data: {} });
    expect(errorAnswer(error, 'confirmPasswordReset')?.body).toEqual({ password: ['Too short.'] });
    expect(errorAnswer(new NotFound('n'), 'register')?.body).toEqual({ detail: 'n' });
    expect(errorAnswer(new BadRequest('Malformed JSON.'), 'register')?.body).toEqual({ status: 400, message: 'Malformed JSON.', data: {} });
  });

  it('leaves anything else to the caller (a 500)', () => {
    expect(errorAnswer(new Error('bug'))).toBeNull();
    expect(errorAnswer('a string')).toBeNull();
  });

  it('detail() gives the domain error of a status', () => {
    expect(detail(404, 'gone')).toBeInstanceOf(NotFound);
    expect(errorAnswer(detail(415, 'no'))).toEqual({ status: 415, body: { detail: 'no' } });
  });
});
