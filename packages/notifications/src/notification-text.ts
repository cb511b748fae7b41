// The panel's text rules (SPEC §2 "Notifications panel", §9): messages are cut at 116 characters with
// '...' until "show more" is pressed; the list is polled every 20,500 ms.

export const TRUNCATE_AT = 116;
export const POLL_INTERVAL_MS = 20_500;
export const ELLIPSIS = '...';

/** Counted in characters as people see them (code points), so an emoji is never split in half. */
export function isLong(text: string, max = TRUNCATE_AT): boolean {
  return Array.from(text).length > max;
}

/** The first `max` characters and '...' when the text is longer; the text itself otherwise. */
export function truncate(text: string, max = TRUNCATE_AT): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('')}${ELLIPSIS}`;
}

/** The wire language of the notification list: en, fr or esp (anything else reads as en). */
export function wireLanguage(language: string | null | undefined): 'en' | 'fr' | 'esp' {
  if (language === 'fr' || language?.startsWith('fr-')) return 'fr';
  if (language === 'esp' || language === 'es' || language?.startsWith('es-')) return 'esp';
  return 'en';
}
