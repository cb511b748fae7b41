// Dates and numbers of every app, written by one rule: the interface language (en, fr, esp), not the
// browser's locale, so a page never mixes a French sentence with an English date.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type FormatLocale = 'en' | 'fr' | 'es';

/** The BCP 47 locale of an interface language: esp (DECISIONS 7) and es* -> es, fr* -> fr, else en. */
export function localeOf(language: string | null | undefined): FormatLocale {
  if (language === 'esp' || language === 'es' || language?.startsWith('es-')) return 'es';
  if (language === 'fr' || language?.startsWith('fr-')) return 'fr';
  return 'en';
}

/** A whole amount of money with thousands separators: 95000 USD -> "$95,000" (en), "95 000 $US" (fr). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** A number with the locale's separators and at most `fractionDigits` decimals (SPEC §9). */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A date: "March 4, 2026" (long) or "Mar 4, 2026" (medium), in the reader's time zone. */
export function formatDate(iso: string, locale: string, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(new Date(iso));
}

/** A calendar day given as YYYY-MM-DD (a closing date): "Mar 4, 2026", the same day in every time zone. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A date and time: "Mar 4, 2026, 3:00 PM", in the reader's time zone. */
export function formatDateTime(iso: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The formatters of the current interface language, for components. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      date: (iso: string) => formatDate(iso, locale, 'medium'),
      day: (ymd: string) => formatDay(ymd, locale),
      longDate: (iso: string) => formatDate(iso, locale, 'long'),
      dateTime: (iso: string | Date) => formatDateTime(iso, locale),
      /** Up to one decimal: weighted points such as 31.5. */
      decimal: (n: number) => formatNumber(n, locale, 1),
      /** Whole numbers with thousands separators (SPEC §9). */
      whole: (n: number) => formatNumber(n, locale, 0),
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
    }),
    [locale],
  );
}

/** The reader's IANA time zone (the browser's). */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A date and time in `zone`, the zone named: "Mon, Nov 30, 2026, 10:00 AM (America/New_York)". */
export function formatDateTimeInZone(iso: string | Date, locale: string, zone: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
  return `${text} (${zone})`;
}

/** The time of day only, in `zone`: "10:00 AM". */
export function formatTimeInZone(iso: string | Date, locale: string, zone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}
