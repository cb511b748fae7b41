// Reading and naming places: what people type ("USA", "Texas", "tx") as the reference lists' codes, and
// the codes as names in the interface language (en, fr, esp).
import { COUNTRIES } from './countries.ts';
import { CANADIAN_PROVINCES, US_STATES, type Region } from './regions.ts';

/** Interface language (esp on the wire) -> BCP 47 for Intl. */
const LOCALE: Record<string, string> = { en: 'en', fr: 'fr', esp: 'es', es: 'es' };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();

/** Other ways people write a country, beyond its code and English name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  'united states of america': 'US',
  america: 'US',
  'etats-unis': 'US',
  'estados unidos': 'US',
  can: 'CA',
  uk: 'GB',
  'great britain': 'GB',
  mexique: 'MX',
  mexico: 'MX',
};

/** The ISO code of a country as typed (code, English name, a common alias), or null. */
export function countryCode(typed: string): string | null {
  const key = fold(typed);
  if (key === '') return null;
  const alias = COUNTRY_ALIASES[key];
  if (alias) return alias;
  const found = COUNTRIES.find((c) => c.Code.toLowerCase() === key || fold(c.Name) === key);
  return found?.Code ?? null;
}

/** The states (US) or provinces (CA) of a country; empty for other countries. */
export function regionsOf(code: string | null): readonly Region[] {
  if (code === 'US') return US_STATES;
  if (code === 'CA') return CANADIAN_PROVINCES;
  return [];
}

/** The short code of a state or province as typed (code or name, in any interface language), or null. */
export function regionCode(country: string | null, typed: string): string | null {
  const key = fold(typed);
  if (key === '') return null;
  const found = regionsOf(country).find(
    (r) => r.short_code.toLowerCase() === key || [r.value, r.fr, r.esp].some((n) => n !== undefined && fold(n) === key),
  );
  return found?.short_code ?? null;
}

/** A region's name in the interface language. */
export function regionName(region: Region, language: string): string {
  if (language === 'fr') return region.fr ?? region.value;
  if (language === 'esp' || language === 'es') return region.esp ?? region.value;
  return region.value;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the interface language (the reference list's English name when Intl cannot say). */
export function countryName(code: string, language: string): string {
  const locale = LOCALE[language] ?? 'en';
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  const english = COUNTRIES.find((c) => c.Code === code)?.Name ?? code;
  if (locale === 'en') return english;
  return displayNames.get(locale)?.of(code) ?? english;
}

/**
 * Whether a typed state or province is one of the reference list's, where the country has one (the
 * United States, Canada); any text is accepted elsewhere, and a blank region always.
 */
export function isKnownRegion(countryTyped: string, regionTyped: string): boolean {
  if (regionTyped.trim() === '') return true;
  const country = countryCode(countryTyped);
  return regionsOf(country).length === 0 || regionCode(country, regionTyped) !== null;
}
