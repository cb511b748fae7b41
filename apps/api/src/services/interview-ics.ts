// iCalendar invites of interviews (issue 12; RFC 5545): one VEVENT per interview with a stable UID and a
// SEQUENCE raised at each change, times written in the organiser's zone with its VTIMEZONE (built from the
// runtime's zone data by @date-fns/tz, for the year around the interview), METHOD REQUEST for a new or
// changed time, CANCEL when it is called off, PUBLISH for the download.
import { TZDate, tzOffset, tzScan } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';

const pad = (n: number) => String(n).padStart(2, '0');

/** `-0500` from -300 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock time of `instant` at UTC offset `offset` minutes, as an iCalendar local DATE-TIME. */
function localText(instant: Date, offset: number): string {
  const d = new Date(instant.getTime() + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/**
 * The VTIMEZONE of `zone` for the 13 months around `around`: the offset in force at the window's start,
 * then every change inside it (DTSTART is the local time before the change, RFC 5545 §3.6.5).
 */
export function vtimezone(zone: string, around: Date): string {
  const start = new Date(around.getTime() - 183 * 86_400_000);
  const end = new Date(around.getTime() + 183 * 86_400_000);
  const first = tzOffset(zone, start);
  const changes = tzScan(zone, { start, end });
  const offsets = [first, ...changes.map((c) => c.offset)];
  const lowest = Math.min(...offsets);
  const observance = (from: number, to: number, at: Date) => {
    const kind = to > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localText(at, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    ];
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(first, first, start)];
  for (const change of changes) lines.push(...observance(change.offset - change.change, change.offset, change.date));
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

export interface InviteInput {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  cancelled: boolean;
  /** The domain the PRODID names (the tenant's). */
  productName: string;
}

/** The .ics text of one interview. */
export function interviewInvite(input: InviteInput): string {
  const now = new Date();
  const calendar = ical({
    prodId: { company: input.productName, product: 'interviews', language: 'EN' },
    method: ICalCalendarMethod[input.method],
    timezone: { name: input.timeZone, generator: (zone) => vtimezone(zone, input.startsAt) },
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    // A TZDate is written as the wall-clock time in its zone, with TZID (ical-generator's zoned dates).
    start: new TZDate(input.startsAt.getTime(), input.timeZone),
    end: new TZDate(input.endsAt.getTime(), input.timeZone),
    timezone: input.timeZone,
    stamp: now,
    summary: input.summary,
    description: input.description,
    location: input.location || null,
    organizer: input.organizer,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: input.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    })),
  });
  // With a calendar zone set, ical-generator writes DTSTAMP as a local time; RFC 5545 §3.8.7.2 wants UTC.
  return calendar.toString().replace(/^DTSTAMP:\d{8}T\d{6}Z?(?=\r?$)/m, `DTSTAMP:${localText(now, 0)}Z`);
}
