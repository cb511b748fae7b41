// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@tessera/i18n/locales/en/forms.json';
import esp from '@tessera/i18n/locales/esp/forms.json';
import fr from '@tessera/i18n/locales/fr/forms.json';
import { readServerProblems, serverMessageKey, translateServerMessage } from './server-errors.ts';

const i18n = createInstance();
void i18n.init({
  lng: 'fr',
  resources: { en: { forms: en }, fr: { forms: fr }, esp: { forms: esp } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Every message the API's sign-up, sign-in and validation can send (apps/api). */
const API_MESSAGES = [
  'This field is required.',
  'This field may not be blank.',
  'Unknown field.',
  'Enter a valid email address.',
  'Enter a valid value.',
  'Select a valid choice: candidate, employer.',
  'Ensure this field has at least 2 characters.',
  'Ensure this field has no more than 150 characters.',
  'Ensure this value is greater than or equal to 0.',
  'Ensure this value is less than or equal to 60.',
  'Ensure this list has no more than 50 items.',
  'Expected string.',
  'This field holds characters it cannot accept.',
  'A user with this email already exists.',
  'This password is too short. It must contain at least 10 characters.',
  'This password is entirely letters.',
  'This password is entirely numeric.',
  'The password is too similar to the email address.',
  'This password is too common.',
  'No active account found with the given credentials',
  'Your account is awaiting approval. You can sign in once an administrator approves it.',
  'This account is disabled. Please contact support.',
  'An organisation with this name already exists.',
  'Your organisation’s sign-up is awaiting approval. You can sign in once the program approves it.',
  'Your organisation’s sign-up was not approved. The email we sent you gives the reason and how to reach us.',
  'Your organisation’s access is suspended. Please contact the program’s concierge.',
  'This link is invalid.',
  'This link has already been used.',
  'This link has expired.',
  'Too many registrations from this address. Please wait 12 minutes and try again.',
  'Too many failed sign-in attempts. Please wait 1 minute and try again.',
];

describe('server messages in the reader’s language', () => {
  it('knows every message the API sends, and says each in French and Spanish, numbers kept', () => {
    for (const message of API_MESSAGES) {
      const known = serverMessageKey(message);
      expect(known, message).not.toBeNull();
      for (const lng of ['fr', 'esp']) {
        const text = translateServerMessage(message, i18n.getFixedT(lng), lng);
        expect(text).not.toBe(message);
        expect(text).not.toMatch(/^server\./);
        const number = /(\d+)/.exec(message)?.[1];
        if (number && known!.count > 0) expect(text).toContain(number);
      }
    }
  });

  it('says an English message the same in English, and an unknown one as it came in English only', () => {
    expect(translateServerMessage('A user with this email already exists.', i18n.getFixedT('en'), 'en')).toBe(
      'A user with this email already exists.',
    );
    expect(translateServerMessage('Something new.', i18n.getFixedT('en'), 'en')).toBe('Something new.');
    expect(translateServerMessage('Something new.', i18n.getFixedT('fr'), 'fr')).toBe(fr.server.notAccepted);
  });

  it('reads the error shapes of SPEC §8: per-field lists, register’s data, non_field_errors, detail', () => {
    expect(
      readServerProblems({ status: 400, message: 'Registration failed.', data: { email: ['Taken.'], password: ['Short.', 'Common.'] } }),
    ).toEqual({
      fields: { email: ['Taken.'], password: ['Short.', 'Common.'] },
      general: [],
    });
    expect(readServerProblems({ non_field_errors: ['Bad.'] })).toEqual({ fields: {}, general: ['Bad.'] });
    expect(readServerProblems({ detail: 'Nope.' })).toEqual({ fields: {}, general: ['Nope.'] });
    expect(readServerProblems({ title: ['Blank.'], location: ['Both or neither.'] }).fields).toEqual({
      title: ['Blank.'],
      location: ['Both or neither.'],
    });
    expect(readServerProblems(null)).toEqual({ fields: {}, general: [] });
  });
});
