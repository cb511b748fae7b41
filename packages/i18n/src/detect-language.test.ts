import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromTag } from './detect-language';
import { htmlLangFor } from './html-lang';

describe('languageFromTag (SPEC §4)', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-be', 'fr'],
    ['es', 'esp'],
    ['es-MX', 'esp'],
    ['es-419', 'esp'],
    ['en-US', 'en'],
    ['de', 'en'],
    ['frisian', 'en'],
    ['', 'en'],
  ])('%s -> %s', (tag, lng) => expect(languageFromTag(tag)).toBe(lng));
});

describe('detectLanguage', () => {
  it('uses the first browser language', () => {
    expect(detectLanguage({ navigatorLanguages: ['es-ES', 'fr'] })).toBe('esp');
    expect(detectLanguage({ navigatorLanguages: [] })).toBe('en');
  });
  it('a stored choice wins; an unknown stored value is ignored', () => {
    expect(detectLanguage({ stored: 'fr', navigatorLanguages: ['es'] })).toBe('fr');
    expect(detectLanguage({ stored: 'ko', navigatorLanguages: ['es'] })).toBe('esp');
    expect(detectLanguage({ stored: null, navigatorLanguages: ['fr-CA'] })).toBe('fr');
  });
});

describe('htmlLangFor (DECISIONS 7)', () => {
  it('writes esp as es', () => {
    expect(htmlLangFor('esp')).toBe('es');
    expect(htmlLangFor('fr')).toBe('fr');
    expect(htmlLangFor('en')).toBe('en');
    expect(htmlLangFor('ko')).toBe('en');
  });
});

describe('a link that names its language (?lang=)', () => {
  it('wins over the stored choice and the browser', () => {
    expect(detectLanguage({ stored: 'en', navigatorLanguages: ['en-US'], search: '?lang=fr' })).toBe('fr');
    expect(detectLanguage({ stored: 'fr', search: '?id=3&lang=es' })).toBe('esp');
    expect(detectLanguage({ stored: 'fr', search: '?lang=esp' })).toBe('esp');
  });
  it('is ignored when absent', () => {
    expect(detectLanguage({ stored: 'fr', navigatorLanguages: ['en-US'], search: '' })).toBe('fr');
  });
});
