// Client frames of the chat sockets: seq values past a PostgreSQL integer are refused like any other
// frame outside the contract, before anything reads the database.
import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './frames.ts';

describe('parseClientFrame', () => {
  it('takes read and resume frames with a seq in range', () => {
    expect(parseClientFrame(JSON.stringify({ type: 'read', seq: 2147483647 }))).toEqual({
      ok: true,
      frame: { type: 'read', seq: 2147483647 },
    });
    expect(parseClientFrame(JSON.stringify({ type: 'resume', after_seq: 0 }))).toMatchObject({ ok: true });
  });

  it('refuses a seq past 2147483647, negative or not a whole number', () => {
    for (const frame of [
      { type: 'read', seq: 2147483648 },
      { type: 'read', seq: 99999999999 },
      { type: 'read', seq: -1 },
      { type: 'read', seq: 1.5 },
      { type: 'resume', after_seq: 1e300 },
    ]) {
      const result = parseClientFrame(JSON.stringify(frame));
      expect(result.ok, JSON.stringify(frame)).toBe(false);
    }
  });
});
