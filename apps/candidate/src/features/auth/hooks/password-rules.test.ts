import { describe, expect, it } from 'vitest';
import { isEmail, isWeakPassword } from './password-rules.ts';

describe('password rules', () => {
  it('refuses short, letters-only, digits-only and email-like passwords', () => {
    expect(isWeakPassword('short1')).toBe(true);
    expect(isWeakPassword('onlylettershere')).toBe(true);
    expect(isWeakPassword('12345678901')).toBe(true);
    expect(isWeakPassword('jane.doe.1', 'jane.doe.1@example.com')).toBe(true);
    expect(isWeakPassword('demo-Password-1')).toBe(false);
  });
  it('checks email shape', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('nope')).toBe(false);
  });
});
