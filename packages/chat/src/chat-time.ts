/**
 * Dates and times of the chat (SPEC §2, §9; DECISIONS 10): shown in the tenant's time zone
 * (America/New_York unless the theme names another) and in the interface language.
 */

import { localeOf } from '@tessera/i18n/format';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** A usable IANA zone: the one given when Intl knows it, else New York. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** "America/New_York" -> "New York": how the zone is named to people. */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

function parts(date: Date, zone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    date,
  )) {
    out[p.type] = p.value;
  }
  return out;
}

/** The calendar day of an instant in the zone, as 'YYYY-MM-DD' (the wire's group_by). */
export function dayKey(at: Date | string, zone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const p = parts(date, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The heading of a day group: `today` (the translated "Today") for the current day in the zone, else the
 * weekday, day and month in the interface language ("Monday 3 March", "lundi 3 mars", "lunes, 3 de marzo").
 */
export function dayLabel(day: string, options: { zone: string; language: string; today: string; now?: Date }): string {
  if (day === dayKey(options.now ?? new Date(), options.zone)) return options.today;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(localeOf(options.language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** The time of a message in the zone ("3:04 PM", "15:04"). */
export function formatTime(at: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(at));
}

/** Date and time of a notice ("Chat is closed", "Chat is reopened"): "3 March, 3:04 PM". */
export function formatDateTime(at: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(at));
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "il y a 2 heures": the age of a list item in the interface language. */
export function relativeTime(at: string, language: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
