// Calendar days in a time zone (issue 12): an offer open "until" a day is open until the end of that day
// where the tenant is, whatever the server's zone, and whatever daylight-saving change falls on that day.
import { TZDate } from '@date-fns/tz';

/** The instant the day `day` (YYYY-MM-DD) ends in `zone`: midnight at the start of the next day there. */
export function endOfDayIn(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // TZDate normalises day + 1 past the month's end, and resolves the wall-clock midnight in the zone.
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, zone).getTime());
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now = new Date()): string {
  const z = new TZDate(now.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}
