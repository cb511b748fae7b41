import { describe, expect, it } from 'vitest';
import { isValidGuestEmail } from './email-rule';

describe('guest email rule (SPEC §5)', () => {
  it.each(['jo@example.com', 'a.b_c-d+e@example.co.uk', 'UPPER@EXAMPLE.COM', '123@mail-server.io', '  padded@example.com  '])(
    'accepts %j',
    (email) => {
      expect(isValidGuestEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'x@y',
    'x@y.c',
    'two@@example.com',
    'bang!@example.com',
    'sp ace@example.com',
    'émile@example.fr',
    '"q"@example.com',
    'a@b_c.com',
    `${'a'.repeat(250)}@x.io`,
  ])('refuses %j', (email) => {
    expect(isValidGuestEmail(email)).toBe(false);
  });
});
