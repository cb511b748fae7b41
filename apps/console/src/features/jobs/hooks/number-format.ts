// Whole numbers with thousands separators (SPEC §9 "Currency formatting"), in the interface language.
import { localeOf } from '@tessera/i18n/format';

/** The digits of what was typed (separators, spaces and anything else dropped; at most 12 digits). */
export function digitsOnly(value: string): string {
  return value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12);
}

/** "65000" -> "65,000" (en), "65 000" (fr), "65.000" (es); "" stays "". */
export function formatWhole(digits: string, language: string | undefined): string {
  if (digits === '') return '';
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0, useGrouping: true }).format(Number(digits));
}

/** Where the caret goes after reformatting: just after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] as string)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
