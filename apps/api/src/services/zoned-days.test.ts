// The end of an offer's last day in the tenant's zone, around daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { endOfDayIn, todayIn } from './zoned-days.ts';

describe('endOfDayIn', () => {
  it('ends a day at the next local midnight, before and after a spring-forward change (New York, 8 March 2026)', () => {
    // The day before the change ends at midnight EST (UTC-5).
    expect(endOfDayIn('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // The day of the change is 23 hours long and ends at midnight EDT (UTC-4).
    expect(endOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(endOfDayIn('2026-03-08', 'America/New_York').getTime() - endOfDayIn('2026-03-07', 'America/New_York').getTime()).toBe(
      23 * 3_600_000,
    );
  });

  it('makes the day of a fall-back change 25 hours long (Paris, 25 October 2026), and crosses months and years', () => {
    expect(endOfDayIn('2026-10-24', 'Europe/Paris').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfDayIn('2026-10-25', 'Europe/Paris').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(endOfDayIn('2026-12-31', 'Asia/Tokyo').toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(endOfDayIn('2026-02-28', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('knows which day it is in the zone', () => {
    const at = new Date('2026-03-08T03:30:00Z');
    expect(todayIn('America/New_York', at)).toBe('2026-03-07');
    expect(todayIn('Europe/Paris', at)).toBe('2026-03-08');
  });
});
