import { describe, expect, it } from 'vitest';
import type { ChatHistory } from './chat-api';
import { entriesFromHistory, entryFromFrame, mergeEntries, pendingEntry } from './chat-entries';

const history = {
  session_id: 7,
  room_name: 'abc12',
  status: 'ongoing',
  away: false,
  online: true,
  last_helpdesk_message_at: '2026-03-03T15:00:40Z',
  last_seq: 4,
  has_more: false,
  user_read_seq: 4,
  helpdesk_read_seq: 4,
  time_zone: 'America/New_York',
  chat_details: [
    {
      group_by: '2026-03-03',
      messages: [
        {
          seq: 2,
          seqs: [1, 2],
          client_id: 'b',
          client_ids: ['a', 'b'],
          message: ['Hello', 'Are you there?'],
          message_from: 'user',
          message_2: null,
          event_type: null,
          created_at: '2026-03-03T15:00:00Z',
          message_type: 'text',
          username: 'Sam Lee',
        },
        {
          seq: 3,
          seqs: [3],
          client_id: null,
          client_ids: [null],
          message: ['Yes, how can I help?'],
          message_from: 'help_desk',
          message_2: null,
          event_type: null,
          created_at: '2026-03-03T15:00:40Z',
          message_type: 'text',
          username: 'Alex',
        },
        {
          seq: 4,
          seqs: [4],
          client_id: null,
          client_ids: [null],
          message: [],
          message_from: 'help_desk',
          message_2: null,
          event_type: 'closed',
          created_at: '2026-03-03T15:10:00Z',
          message_type: 'event',
          username: null,
        },
      ],
    },
  ],
} as unknown as ChatHistory;

describe('chat entries', () => {
  it('gives every stored message of the history its own seq and client id', () => {
    const entries = entriesFromHistory(history);
    expect(entries.map((e) => [e.seq, e.client_id, e.texts.join('|'), e.kind])).toEqual([
      [1, 'a', 'Hello', 'text'],
      [2, 'b', 'Are you there?', 'text'],
      [3, null, 'Yes, how can I help?', 'text'],
      [4, null, '', 'event'],
    ]);
    expect(entries[3]?.event_type).toBe('closed');
    expect(entries.every((e) => e.day === '2026-03-03')).toBe(true);
  });

  it('replaces the message being sent by the stored one and never adds a seq twice', () => {
    const pending = pendingEntry('c-1', 'Thanks', 'America/New_York', new Date('2026-03-03T15:01:00Z'));
    let entries = mergeEntries(entriesFromHistory(history), [pending]);
    expect(entries.filter((e) => e.pending)).toHaveLength(1);
    const echo = entryFromFrame(
      {
        message_type: 'text',
        message_from: 'user',
        message: 'Thanks',
        seq: 5,
        client_id: 'c-1',
        chatCreated_time: '2026-03-03T15:01:01Z',
        group_by: '2026-03-03',
        username: 'Sam Lee',
      },
      'America/New_York',
    );
    entries = mergeEntries(entries, [echo]);
    entries = mergeEntries(entries, [echo]);
    expect(entries.filter((e) => e.pending)).toEqual([]);
    expect(entries.filter((e) => e.seq === 5)).toHaveLength(1);
    expect(entries.at(-1)?.texts).toEqual(['Thanks']);
  });

  it('writes a pending message from the side this client writes from (the helpdesk app writes as help_desk)', () => {
    expect(pendingEntry('c-2', 'Hello', 'America/New_York').from).toBe('user');
    const desk = pendingEntry('c-3', 'Hello, how can I help?', 'America/New_York', new Date('2026-03-03T15:02:00Z'), 'help_desk');
    expect(desk).toMatchObject({ from: 'help_desk', pending: true, seq: null, texts: ['Hello, how can I help?'], day: '2026-03-03' });
  });

  it('dates a socket message by the server day, or its instant in the tenant zone', () => {
    const late = entryFromFrame(
      {
        message_type: 'text',
        message_from: 'help_desk',
        message: 'Hi',
        seq: 9,
        chatCreated_time: '2026-03-04T03:30:00Z',
        group_by: null,
      },
      'America/New_York',
    );
    expect(late.day).toBe('2026-03-03');
  });
});
