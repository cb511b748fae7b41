import { describe, expect, it } from 'vitest';
import en from '@tessera/i18n/locales/en/faq.json';
import esp from '@tessera/i18n/locales/esp/faq.json';
import fr from '@tessera/i18n/locales/fr/faq.json';
import { FAQ_ARTICLE_KEYS, normaliseForSearch, orderedLines, readArticles, searchArticles, type FaqTranslate } from './faq';

/** A t() over one faq.json, like i18next's (returnObjects gives the object). */
function translate(resource: unknown): FaqTranslate {
  return (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource) ?? key;
}

describe('FAQ articles', () => {
  it('are the five of SPEC §3, each with a question, an intro and steps in every language', () => {
    expect(FAQ_ARTICLE_KEYS.map((a) => a.key)).toEqual([
      'register',
      'changePassword',
      'completeProfile',
      'searchAndApply',
      'jobPreferences',
    ]);
    for (const resource of [en, fr, esp]) {
      const articles = readArticles(translate(resource));
      expect(articles).toHaveLength(5);
      for (const a of articles) {
        expect(a.question).not.toMatch(/^articles\./);
        expect(a.intro.length).toBeGreaterThan(20);
        expect(a.lines.length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('orders answer lines by their number (line10 after line9) and keeps image lines', () => {
    const lines = orderedLines({
      line10: 'ten',
      line2: 'two',
      line1: 'one',
      line9: 'nine',
      line3: { image: '/faq/x.png', name: 'The sign-up form' },
    });
    expect(lines).toEqual([
      { text: 'one' },
      { text: 'two' },
      { image: '/faq/x.png', name: 'The sign-up form' },
      { text: 'nine' },
      { text: 'ten' },
    ]);
  });
});

describe('searchArticles', () => {
  const articles = readArticles(translate(en));

  it('finds the article whose question matches first', () => {
    expect(searchArticles(articles, 'password')[0]?.key).toBe('changePassword');
    expect(searchArticles(articles, 'preferences')[0]?.key).toBe('jobPreferences');
    expect(searchArticles(articles, 'How do I apply?')[0]?.key).toBe('searchAndApply');
  });

  it('matches words of the answers too, plurals and letter case aside', () => {
    const keys = searchArticles(articles, 'RÉSUMÉS').map((a) => a.key);
    expect(keys).toContain('completeProfile');
    expect(keys).toContain('searchAndApply');
    expect(searchArticles(articles, 'forgot').map((a) => a.key)).toEqual(['changePassword']);
  });

  it('needs every meaningful word, and finds nothing for a question it cannot answer', () => {
    expect(searchArticles(articles, 'password profile')).toEqual([]);
    expect(searchArticles(articles, 'invoice refund')).toEqual([]);
    expect(searchArticles(articles, '   ')).toEqual([]);
  });

  it('searches the interface language, with or without accents', () => {
    const french = readArticles(translate(fr));
    expect(searchArticles(french, 'créer')[0]?.key).toBe('register');
    expect(searchArticles(french, 'creer')[0]?.key).toBe('register');
    expect(searchArticles(readArticles(translate(esp)), 'contraseña')[0]?.key).toBe('changePassword');
    expect(normaliseForSearch('Créer un compte ?')).toBe('creer un compte');
  });
});
