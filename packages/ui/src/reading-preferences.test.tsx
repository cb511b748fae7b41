import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_READING_PROFILE, type ReadingProfile } from '@tessera/contract/reading-profile';
import {
  READING_PREFS_KEY,
  applyReadingProfile,
  getReadingProfile,
  readingAttribute,
  setKeepMessages,
  toReadingProfile,
} from './reading-preferences.tsx';

// The script every app's <head> runs before the first paint (@tessera/vite-config).
const HEAD_SCRIPT = readFileSync(resolve(import.meta.dirname, '../../vite-config/src/reading-profile-head.js'), 'utf8');

const CHOSEN: ReadingProfile = {
  font: 'lexend',
  text_size: 150,
  line_spacing: 'wider',
  letter_spacing: 'wide',
  line_length: 'narrow',
  color_scheme: 'contrast',
  reduced_motion: 'reduce',
  keep_messages: true,
  plain_text_email: false,
};

function readingAttributes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of Array.from(document.documentElement.attributes)) if (a.name.startsWith('data-reading-')) out[a.name] = a.value;
  return out;
}

function resetDocument() {
  for (const name of Object.keys(readingAttributes())) document.documentElement.removeAttribute(name);
  document.head.innerHTML = '<meta name="color-scheme" content="light" />';
}

beforeEach(() => {
  window.localStorage.clear();
  resetDocument();
});

describe('the reading profile', () => {
  it('reads anything stored as a whole profile: unknown or missing choices are the defaults', () => {
    expect(toReadingProfile(null)).toEqual(DEFAULT_READING_PROFILE);
    expect(toReadingProfile({ font: 'comic', text_size: 130, color_scheme: 'dark', keep_messages: 'yes' })).toEqual({
      ...DEFAULT_READING_PROFILE,
      color_scheme: 'dark',
    });
    // What the device kept before issue 17.
    expect(toReadingProfile({ keepMessages: true }).keep_messages).toBe(true);
    expect(toReadingProfile(CHOSEN)).toEqual(CHOSEN);
  });

  it('is applied as data-reading-* attributes and the browser colour scheme', () => {
    applyReadingProfile(CHOSEN);
    expect(readingAttributes()).toEqual({
      'data-reading-font': 'lexend',
      'data-reading-text-size': '150',
      'data-reading-line-spacing': 'wider',
      'data-reading-letter-spacing': 'wide',
      'data-reading-line-length': 'narrow',
      'data-reading-color-scheme': 'contrast',
      'data-reading-reduced-motion': 'reduce',
      'data-reading-keep-messages': 'true',
      'data-reading-plain-text-email': 'false',
    });
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark');
    applyReadingProfile(DEFAULT_READING_PROFILE);
    expect(document.documentElement.getAttribute(readingAttribute('color_scheme'))).toBe('light');
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light');
  });

  it('the head script sets exactly what the applier sets, from what is stored (no flash before the app starts)', () => {
    for (const profile of [CHOSEN, DEFAULT_READING_PROFILE, { ...CHOSEN, color_scheme: 'dark' as const, font: 'atkinson' as const }]) {
      applyReadingProfile(profile);
      const applied = readingAttributes();
      const meta = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');
      resetDocument();
      window.localStorage.setItem(READING_PREFS_KEY, JSON.stringify(profile));
      runInThisContext(HEAD_SCRIPT);
      expect(readingAttributes()).toEqual(applied);
      expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(meta);
      resetDocument();
    }
  });

  it('the head script ignores what it cannot read and values that are not plain words', () => {
    window.localStorage.setItem(READING_PREFS_KEY, '{not json');
    runInThisContext(HEAD_SCRIPT);
    expect(readingAttributes()).toEqual({});
    window.localStorage.setItem(
      READING_PREFS_KEY,
      JSON.stringify({ font: 'x" onload="alert(1)', 'bad key': 'dark', color_scheme: 'dark' }),
    );
    runInThisContext(HEAD_SCRIPT);
    expect(readingAttributes()).toEqual({ 'data-reading-color-scheme': 'dark' });
  });

  it('"Keep messages on screen" is stored on this device with the rest of the profile', () => {
    setKeepMessages(true);
    expect(getReadingProfile().keep_messages).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(READING_PREFS_KEY) ?? '{}')).toEqual({ ...DEFAULT_READING_PROFILE, keep_messages: true });
    expect(document.documentElement.getAttribute('data-reading-keep-messages')).toBe('true');
  });
});
