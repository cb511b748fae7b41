import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, readErrorMessage, readFieldErrors } from './api-error';

describe('readErrorMessage (SPEC §8)', () => {
  it('reads non_field_errors first', () => {
    expect(readErrorMessage({ non_field_errors: ['Bad credentials', 'x'], detail: 'no' })).toBe('Bad credentials');
  });
  it('then detail', () => {
    expect(readErrorMessage({ detail: 'Account awaiting approval.' })).toBe('Account awaiting approval.');
  });
  it('then data.email of the register shape', () => {
    expect(readErrorMessage({ status: 400, message: 'Invalid', data: { password: ['weak'], email: ['Taken'] } })).toBe('Taken');
  });
  it('then the first field list', () => {
    expect(readErrorMessage({ token: ['Link expired'] })).toBe('Link expired');
    expect(readErrorMessage({ password: ['Too common'] })).toBe('Too common');
    expect(readErrorMessage({ data: { password: ['Too short'] } })).toBe('Too short');
  });
  it('then the register message; nothing for junk', () => {
    expect(readErrorMessage({ status: 400, message: 'Failed', data: {} })).toBe('Failed');
    expect(readErrorMessage(null)).toBeUndefined();
    expect(readErrorMessage({})).toBeUndefined();
    expect(readErrorMessage({ non_field_errors: [] })).toBeUndefined();
    expect(readErrorMessage('plain text')).toBe('plain text');
  });
  it('readFieldErrors gives field -> first message', () => {
    expect(readFieldErrors({ email: ['Bad'], password: ['Weak', 'x'], detail: 'd' })).toEqual({ email: 'Bad', password: 'Weak' });
    expect(readFieldErrors({ status: 400, data: { email: ['Taken'] } })).toEqual({ email: 'Taken' });
  });
  it('ApiError carries status, body and message', () => {
    const e = new ApiError(400, { detail: 'No' }, 'rid');
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('No');
    expect(e.status).toBe(400);
    expect(e.requestId).toBe('rid');
    expect(isApiError(e)).toBe(true);
    expect(new ApiError(500, undefined).message).toBe('HTTP 500');
  });
});
