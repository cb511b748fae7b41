import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS, TRUNCATE_AT, isLong, truncate, wireLanguage } from './notification-text.ts';

describe('truncate', () => {
  it('keeps text of up to 116 characters whole', () => {
    const text = 'a'.repeat(116);
    expect(isLong(text)).toBe(false);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text at 116 characters and appends ...', () => {
    const text = `${'b'.repeat(116)}cdef`;
    expect(isLong(text)).toBe(true);
    expect(truncate(text)).toBe(`${'b'.repeat(116)}...`);
  });

  it('never splits a character made of two code units', () => {
    const text = `${'x'.repeat(115)}😀😀 and more`;
    expect(truncate(text)).toBe(`${'x'.repeat(115)}😀...`);
  });

  it('uses the SPEC §9 constants', () => {
    expect(TRUNCATE_AT).toBe(116);
    expect(POLL_INTERVAL_MS).toBe(20_500);
  });
});

describe('languages', () => {
  it('maps the interface language to the wire value', () => {
    expect(wireLanguage('fr')).toBe('fr');
    expect(wireLanguage('fr-CA')).toBe('fr');
    expect(wireLanguage('esp')).toBe('esp');
    expect(wireLanguage('es')).toBe('esp');
    expect(wireLanguage('en')).toBe('en');
    expect(wireLanguage('de')).toBe('en');
    expect(wireLanguage(undefined)).toBe('en');
  });
});
