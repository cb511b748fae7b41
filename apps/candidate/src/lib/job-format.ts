// Formatting of job facts shared by the search pages and the job page: salaries as whole numbers with
// the locale's thousands separators (SPEC §9) and experience ranges; the formatters are @tessera/i18n/format's.
import type { components } from '@tessera/contract/schema';
import { formatMoney } from '@tessera/i18n/format';

export type Salary = components['schemas']['SalaryRange'];

export type SalaryText = { key: 'range' | 'from' | 'upTo'; min?: string; max?: string } | { key: 'none' };

/** Which salary sentence to show and its formatted amounts. */
export function salaryText(salary: Salary, locale: string): SalaryText {
  const { min, max, currency } = salary;
  if (min !== null && max !== null) {
    if (min === max) return { key: 'from', min: formatMoney(min, currency, locale) };
    return { key: 'range', min: formatMoney(min, currency, locale), max: formatMoney(max, currency, locale) };
  }
  if (min !== null) return { key: 'from', min: formatMoney(min, currency, locale) };
  if (max !== null) return { key: 'upTo', max: formatMoney(max, currency, locale) };
  return { key: 'none' };
}

/** 60 years is the top of the scale (SPEC §3): a job up to 60 asks for "at least min". */
export const MAX_EXPERIENCE = 60;

export type ExperienceText =
  { key: 'any' } | { key: 'atLeast'; min: number } | { key: 'upTo'; max: number } | { key: 'range'; min: number; max: number };

export function experienceText(min: number, max: number): ExperienceText {
  if (min <= 0 && max >= MAX_EXPERIENCE) return { key: 'any' };
  if (max >= MAX_EXPERIENCE) return { key: 'atLeast', min };
  if (min <= 0) return { key: 'upTo', max };
  return { key: 'range', min, max };
}

/** "Marietta, GA, US" without empty parts. */
export function placeText(city: string, region: string, country: string): string {
  return [city, region, country].filter((p) => p.trim() !== '').join(', ');
}
