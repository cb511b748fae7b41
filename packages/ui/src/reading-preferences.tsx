import {
  DEFAULT_READING_PROFILE,
  toReadingProfile as contractReadingProfile,
  type ReadingProfile,
} from '@tessera/contract/reading-profile';
import { devicePreference } from './device-preference';

/**
 * The reading profile (issue 17 §3, DECISIONS 14): font, text size, spacing, line length, colour scheme,
 * motion, "Keep messages on screen" and plain-text mail. Kept on this device (localStorage, the wire
 * shape) and, once signed in, on the account (PUT /api/v1/user/reading-profile; the session user carries
 * it). Applied as `data-reading-*` attributes on <html> that styles.css turns into the page's look: the
 * head script of every app (@tessera/vite-config/reading-profile-head.js) sets the same attributes from
 * storage before the first paint, and applyReadingProfile keeps them in step afterwards. The choices, their
 * values and the defaults are the contract's (@tessera/contract/reading-profile).
 */
export const READING_PREFS_KEY = 'tessera-reading-preferences';

/** Any stored value as a whole profile: what is missing or not a choice reads as the default. */
export function toReadingProfile(stored: unknown): ReadingProfile {
  const profile = contractReadingProfile(stored);
  // Before issue 17 the device kept only { keepMessages }.
  const s = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const keep = s.keep_messages ?? s.keepMessages;
  if (typeof keep === 'boolean') profile.keep_messages = keep;
  return profile;
}

export const sameReadingProfile = (a: ReadingProfile, b: ReadingProfile): boolean =>
  (Object.keys(DEFAULT_READING_PROFILE) as (keyof ReadingProfile)[]).every((k) => a[k] === b[k]);

const device = devicePreference<ReadingProfile>(READING_PREFS_KEY, toReadingProfile, (p) => p, DEFAULT_READING_PROFILE);

/** The profile on this device. */
export const getReadingProfile = (): ReadingProfile => device.get();
export const useReadingProfile = (): ReadingProfile => device.use();
/** Stores the profile on this device and applies it to the page. */
export function setReadingProfile(profile: ReadingProfile): void {
  device.set(profile);
  applyReadingProfile(profile);
}

export const setKeepMessages = (keep: boolean): void => setReadingProfile({ ...getReadingProfile(), keep_messages: keep });
export const useKeepMessages = (): boolean => useReadingProfile().keep_messages;

const FONT_STYLES: Record<Exclude<ReadingProfile['font'], 'system'>, () => Promise<unknown>> = {
  atkinson: () =>
    Promise.all([import('@fontsource/atkinson-hyperlegible/latin-400.css'), import('@fontsource/atkinson-hyperlegible/latin-700.css')]),
  lexend: () => Promise.all([import('@fontsource/lexend/latin-400.css'), import('@fontsource/lexend/latin-700.css')]),
};
const fontsLoading = new Map<string, Promise<unknown>>();

/** The font's faces, fetched the first time it is chosen (never for the system font). */
export function loadReadingFont(font: ReadingProfile['font']): Promise<unknown> {
  if (font === 'system') return Promise.resolve();
  let loading = fontsLoading.get(font);
  if (!loading) {
    const load = FONT_STYLES[font];
    loading = load().catch(() => fontsLoading.delete(font));
    fontsLoading.set(font, loading);
  }
  return loading;
}

/** The attribute of a profile field on <html>: text_size → data-reading-text-size. */
export const readingAttribute = (key: string): string => `data-reading-${key.replace(/_/g, '-')}`;

/** The colour scheme the browser should draw its own parts in (form controls, scroll bars). */
export const browserColourScheme = (scheme: ReadingProfile['color_scheme']): 'light' | 'dark' => (scheme === 'light' ? 'light' : 'dark');

/** Puts the profile on <html> (the same attributes the head script sets) and loads its font. */
export function applyReadingProfile(profile: ReadingProfile, doc: Document = document): void {
  const root = doc.documentElement;
  for (const key of Object.keys(DEFAULT_READING_PROFILE) as (keyof ReadingProfile)[])
    root.setAttribute(readingAttribute(key), String(profile[key]));
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (meta) meta.content = browserColourScheme(profile.color_scheme);
  void loadReadingFont(profile.font);
}
