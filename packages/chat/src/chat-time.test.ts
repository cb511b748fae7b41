import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, DEFAULT_TIME_ZONE, formatTime, relativeTime, resolveTimeZone, zoneCity } from './chat-time';

describe('chat times in the tenant zone', () => {
  it('uses New York unless a known zone is given', () => {
    expect(resolveTimeZone(undefined)).toBe('America/New_York');
    expect(resolveTimeZone('Not/AZone')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(zoneCity('America/New_York')).toBe('New York');
  });

  it('puts an instant on its New York day (late evening UTC is still the day before there)', () => {
    expect(dayKey('2026-03-04T03:30:00Z', 'America/New_York')).toBe('2026-03-03');
    expect(dayKey('2026-03-04T03:30:00Z', 'Europe/Paris')).toBe('2026-03-04');
  });

  it('labels the current day "Today" and other days with weekday, day and month in the interface language', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    const zone = 'America/New_York';
    expect(dayLabel('2026-03-04', { zone, language: 'en', today: 'Today', now })).toBe('Today');
    expect(dayLabel('2026-03-02', { zone, language: 'en', today: 'Today', now })).toBe('Monday, March 2');
    expect(dayLabel('2026-03-02', { zone, language: 'fr', today: "Aujourd'hui", now })).toBe('lundi 2 mars');
    expect(dayLabel('2026-03-02', { zone, language: 'esp', today: 'Hoy', now })).toBe('lunes, 2 de marzo');
  });

  it('shows the time in the zone', () => {
    expect(formatTime('2026-03-04T15:04:00Z', 'America/New_York', 'en')).toBe('10:04 AM');
    expect(formatTime('2026-03-04T15:04:00Z', 'America/New_York', 'fr')).toBe('10:04');
  });

  it('maps esp to Spanish for Intl and tells relative age', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    expect(relativeTime('2026-03-04T14:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-03T14:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-03-04T14:59:50Z', 'fr', now)).toBe('maintenant');
    expect(relativeTime('2026-03-04T14:55:00Z', 'esp', now)).toBe('hace 5 minutos');
  });
});
