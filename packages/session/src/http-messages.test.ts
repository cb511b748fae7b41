import { describe, expect, it } from 'vitest';
import { HTTP_NOT_FOUND_KEY, HTTP_UNAUTHORIZED_KEY, httpStatusMessageKey } from './http-messages';

describe('HTTP helper messages (SPEC §8)', () => {
  it('maps 401 and 404, nothing else', () => {
    expect(httpStatusMessageKey(401)).toBe(HTTP_UNAUTHORIZED_KEY);
    expect(httpStatusMessageKey(404)).toBe(HTTP_NOT_FOUND_KEY);
    for (const s of [200, 400, 403, 429, 500, 0]) expect(httpStatusMessageKey(s)).toBe('');
    expect(HTTP_UNAUTHORIZED_KEY).toBe('common:http.unauthorized');
    expect(HTTP_NOT_FOUND_KEY).toBe('common:http.notFound');
  });
});
