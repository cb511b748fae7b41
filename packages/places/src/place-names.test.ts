import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { countryCode, countryName, regionCode, regionName, regionsOf } from './place-names.ts';
import { CANADIAN_PROVINCES, US_STATES } from './regions.ts';

describe('reference lists (SPEC §3)', () => {
  it('hold the 50 states, DC and the territories; the 13 provinces and territories; every country once', () => {
    expect(US_STATES).toHaveLength(57);
    expect(new Set(US_STATES.map((s) => s.short_code)).size).toBe(57);
    expect(CANADIAN_PROVINCES.map((p) => p.short_code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.Code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.Code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('reading what people type', () => {
  it('finds a country by code, name or common alias', () => {
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('united states')).toBe('US');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
  });

  it('finds a state or province by code or name, accents and case aside', () => {
    expect(regionCode('US', 'tx')).toBe('TX');
    expect(regionCode('US', 'Texas')).toBe('TX');
    expect(regionCode('CA', 'Québec')).toBe('QC');
    expect(regionCode('CA', 'quebec')).toBe('QC');
    expect(regionCode('CA', 'Colombie-Britannique')).toBe('BC');
    expect(regionCode('FR', 'TX')).toBeNull();
    expect(regionsOf('FR')).toEqual([]);
  });
});

describe('names in the interface language', () => {
  it('names regions and countries in en, fr and esp', () => {
    const bc = CANADIAN_PROVINCES.find((p) => p.short_code === 'BC')!;
    expect(regionName(bc, 'en')).toBe('British Columbia');
    expect(regionName(bc, 'fr')).toBe('Colombie-Britannique');
    expect(regionName(bc, 'esp')).toBe('Columbia Británica');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'esp')).toBe('Alemania');
  });
});
