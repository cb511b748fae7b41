import { describe, expect, it } from 'vitest';
import { localeOf } from '@tessera/i18n/format';
import { caretAfterDigits, digitsOnly, formatWhole } from './number-format.ts';

describe('whole amounts with thousands separators (SPEC §9)', () => {
  it('groups digits in the interface language', () => {
    expect(formatWhole('65000', 'en')).toBe('65,000');
    expect(formatWhole('1250000', 'en')).toBe('1,250,000');
    expect(formatWhole('65000', 'fr').replace(/\s/g, ' ')).toBe('65 000');
    expect(formatWhole('65000', 'esp')).toBe('65.000');
    expect(formatWhole('', 'en')).toBe('');
    expect(localeOf('esp')).toBe('es');
  });

  it('keeps only digits of what was typed', () => {
    expect(digitsOnly('65,000.50 USD')).toBe('6500050');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('')).toBe('');
  });

  it('puts the caret back after the same digit', () => {
    expect(caretAfterDigits('65,000', 3)).toBe(4);
    expect(caretAfterDigits('65,000', 2)).toBe(2);
    expect(caretAfterDigits('65,000', 0)).toBe(0);
    expect(caretAfterDigits('65,000', 9)).toBe(6);
  });
});
