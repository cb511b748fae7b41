// The reading profile's choices (issue 17 §3), read from the contract's ReadingProfileInput so the list of
// values lives once, in openapi/settings.yaml. The API (what it stores and answers) and @tessera/ui (the
// reading settings, the <html> attributes) both import them from here.
import type { components } from './schema';
import { updateMyReadingProfile } from './request-schemas';

export type ReadingProfile = components['schemas']['ReadingProfile'];

const fields = updateMyReadingProfile.properties;

/** Each field that is one of a list of values, with that list in the order the settings offer it. */
export const READING_CHOICES = {
  font: fields.font.enum,
  text_size: fields.text_size.enum,
  line_spacing: fields.line_spacing.enum,
  letter_spacing: fields.letter_spacing.enum,
  line_length: fields.line_length.enum,
  color_scheme: fields.color_scheme.enum,
  reduced_motion: fields.reduced_motion.enum,
} as const satisfies { [K in keyof ReadingProfile]?: readonly ReadingProfile[K][] };

export type ReadingChoice = keyof typeof READING_CHOICES;

/** The profile of someone who has chosen nothing. */
export const DEFAULT_READING_PROFILE: Readonly<ReadingProfile> = Object.freeze({
  font: 'system',
  text_size: 100,
  line_spacing: 'normal',
  letter_spacing: 'normal',
  line_length: 'medium',
  color_scheme: 'light',
  reduced_motion: 'system',
  keep_messages: false,
  plain_text_email: false,
});

/** Any stored value as a whole profile: each field kept when it is one of its choices (a boolean for the flags), else the default. */
export function toReadingProfile(stored: unknown): ReadingProfile {
  const profile: ReadingProfile = { ...DEFAULT_READING_PROFILE };
  if (!stored || typeof stored !== 'object') return profile;
  const s = stored as Record<string, unknown>;
  for (const key of Object.keys(READING_CHOICES) as ReadingChoice[]) {
    if ((READING_CHOICES[key] as readonly unknown[]).includes(s[key])) (profile as Record<string, unknown>)[key] = s[key];
  }
  if (typeof s.keep_messages === 'boolean') profile.keep_messages = s.keep_messages;
  if (typeof s.plain_text_email === 'boolean') profile.plain_text_email = s.plain_text_email;
  return profile;
}
