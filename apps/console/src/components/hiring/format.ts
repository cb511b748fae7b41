import { useMemo } from 'react';

/**
 * Dates and numbers in the browser's locale (SPEC §9 "Dates show in the browser's locale"); the time zone
 * is the browser's too.
 */
export function useFormatters() {
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
    const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Up to one decimal: weighted points such as 31.5. */
      decimal: (n: number) => decimal.format(n),
      /** Whole numbers with thousands separators (SPEC §9). */
      whole: (n: number) => whole.format(n),
    };
  }, []);
}

/** "Atlanta, GA, United States" from the parts that are filled in. */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
