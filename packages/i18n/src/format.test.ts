import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, localeOf } from './format.ts';

describe('dates and numbers in the interface language', () => {
  it('writes whole amounts with the locale thousands separator', () => {
    expect(formatMoney(95000, 'USD', 'en-US')).toBe('$95,000');
    expect(formatMoney(1234567, 'USD', 'en-US')).toBe('$1,234,567');
    // French groups with a narrow no-break space.
    expect(formatMoney(95000, 'USD', 'fr-FR').replace(/\s/g, ' ')).toBe('95 000 $US');
    expect(formatMoney(95000, 'EUR', 'es-ES').replace(/\s/g, ' ')).toBe('95.000 €');
  });

  it('maps interface languages to locales', () => {
    expect(localeOf('esp')).toBe('es');
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf(undefined)).toBe('en');
  });

  it('reads es* and fr* tags and falls back to English', () => {
    expect(localeOf('es-MX')).toBe('es');
    expect(localeOf('fr-CA')).toBe('fr');
    expect(localeOf('de')).toBe('en');
    expect(localeOf(null)).toBe('en');
  });

  it('writes numbers, dates and date-times by the interface language', () => {
    expect(formatNumber(1234.56, localeOf('en'), 1)).toBe('1,234.6');
    expect(formatNumber(1234.56, localeOf('esp')).replace(/\s/g, ' ')).toBe('1235');
    expect(formatDate('2026-03-04T15:00:00Z', localeOf('en'))).toBe('March 4, 2026');
    expect(formatDate('2026-03-04T15:00:00Z', localeOf('fr'), 'medium')).toBe('4 mars 2026');
    expect(formatDateTime('2026-03-04T15:00:00Z', localeOf('en'))).toMatch(/^Mar 4, 2026, \d{1,2}:00\s[AP]M$/);
  });
});
