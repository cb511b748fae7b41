// The helpdesk's Away rule on the server (SPEC §4 "Chat", §9): away when the last helpdesk message is
// MORE than 3 minutes old, not away without any helpdesk message. The history and the status frames
// send this flag; the widget applies the same rule every second (packages/chat use-conversation).
import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_MS, isAway } from './chat.ts';

const NOW = Date.parse('2026-03-03T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms);

describe('isAway', () => {
  it('is 3 minutes', () => {
    expect(AWAY_AFTER_MS).toBe(180_000);
  });

  it('is not away before any helpdesk message', () => {
    expect(isAway(null, NOW)).toBe(false);
  });

  it('is not away 2:59 after the last helpdesk message, nor at 3:00 exactly', () => {
    expect(isAway(ago(2 * 60_000 + 59_000), NOW)).toBe(false);
    expect(isAway(ago(AWAY_AFTER_MS), NOW)).toBe(false);
  });

  it('is away just after the 3-minute mark and long after', () => {
    expect(isAway(ago(AWAY_AFTER_MS + 1), NOW)).toBe(true);
    expect(isAway(ago(AWAY_AFTER_MS + 1000), NOW)).toBe(true);
    expect(isAway(ago(24 * 60 * 60_000), NOW)).toBe(true);
  });

  it('is not away for a message stamped slightly in the future (clock skew between instances)', () => {
    expect(isAway(ago(-5000), NOW)).toBe(false);
  });

  it('reads the clock when no time is given', () => {
    expect(isAway(new Date(Date.now() - AWAY_AFTER_MS - 5000))).toBe(true);
    expect(isAway(new Date(Date.now() - 5000))).toBe(false);
  });
});
