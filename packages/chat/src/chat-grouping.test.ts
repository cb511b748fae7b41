import { describe, expect, it } from 'vitest';
import { groupConversation, previewText, type ChatEntry } from './chat-grouping';

let n = 0;
function entry(patch: Partial<ChatEntry> & { at: string }): ChatEntry {
  n += 1;
  const { at, ...rest } = patch;
  return {
    key: `s${n}`,
    seq: n,
    client_id: null,
    from: 'user',
    kind: 'text',
    event_type: null,
    texts: [`text ${n}`],
    username: 'Sam',
    created_at: at,
    day: at.slice(0, 10),
    ...rest,
  };
}

describe('groupConversation', () => {
  it('puts messages under one heading per day, oldest day first', () => {
    const days = groupConversation([
      entry({ at: '2026-03-02T10:00:00Z' }),
      entry({ at: '2026-03-03T10:00:00Z' }),
      entry({ at: '2026-03-03T11:00:00Z' }),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[1]?.items).toHaveLength(2);
  });

  it('keeps one sender together while each message follows the previous one by less than 60 s', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T10:00:00Z' }),
      entry({ at: '2026-03-03T10:00:59Z' }),
      entry({ at: '2026-03-03T10:01:58.999Z' }),
      // 61 s after the previous one: a new group.
      entry({ at: '2026-03-03T10:02:59.999Z' }),
    ]);
    const runs = days[0]?.items ?? [];
    expect(runs.map((r) => (r.type === 'run' ? r.entries.length : 0))).toEqual([3, 1]);
  });

  it('starts a new group at 60 s exactly, as the server does (less than 60 s apart stays together)', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T10:00:00Z' }),
      entry({ at: '2026-03-03T10:00:59.999Z' }),
      entry({ at: '2026-03-03T10:01:59.999Z' }),
    ]);
    const runs = days[0]?.items ?? [];
    expect(runs.map((r) => (r.type === 'run' ? r.entries.length : 0))).toEqual([2, 1]);
  });

  it('starts a new group when the sender changes, even within 60 s', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T10:00:00Z', from: 'user' }),
      entry({ at: '2026-03-03T10:00:10Z', from: 'help_desk', username: 'Alex' }),
      entry({ at: '2026-03-03T10:01:09Z', from: 'help_desk', username: 'Alex' }),
      entry({ at: '2026-03-03T10:01:20Z', from: 'user' }),
    ]);
    const runs = (days[0]?.items ?? []).flatMap((r) => (r.type === 'run' ? [`${r.from}:${r.entries.length}`] : []));
    expect(runs).toEqual(['user:1', 'help_desk:2', 'user:1']);
  });

  it('starts a new group when another person of the same side writes (two concierges), as the server does', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T10:00:00Z', from: 'help_desk', username: 'Alex Helper' }),
      entry({ at: '2026-03-03T10:00:05Z', from: 'help_desk', username: 'Connie Concierge' }),
      entry({ at: '2026-03-03T10:00:10Z', from: 'help_desk', username: 'Connie Concierge' }),
    ]);
    const runs = (days[0]?.items ?? []).flatMap((r) => (r.type === 'run' ? [`${r.username}:${r.entries.length}`] : []));
    expect(runs).toEqual(['Alex Helper:1', 'Connie Concierge:2']);
  });

  it('lets a message still being sent (no name yet) join its writer’s run', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T10:00:00Z', username: 'Sam' }),
      entry({ at: '2026-03-03T10:00:05Z', seq: null, key: 'cpending', username: '', pending: true }),
    ]);
    const runs = (days[0]?.items ?? []).flatMap((r) => (r.type === 'run' ? [r.entries.length] : []));
    expect(runs).toEqual([2]);
  });

  it('shows events on their own and does not join a group across them or across days', () => {
    const days = groupConversation([
      entry({ at: '2026-03-03T23:59:30Z' }),
      entry({ at: '2026-03-03T23:59:40Z', kind: 'event', event_type: 'closed', from: 'help_desk' }),
      entry({ at: '2026-03-03T23:59:50Z' }),
      entry({ at: '2026-03-04T00:00:10Z' }),
    ]);
    expect(days.map((d) => d.items.map((i) => i.type))).toEqual([['run', 'event', 'run'], ['run']]);
  });

  it('orders stored messages by seq and keeps messages still being sent at the end', () => {
    const a = entry({ at: '2026-03-03T10:00:00Z', seq: 5, key: 's5' });
    const b = entry({ at: '2026-03-03T10:00:05Z', seq: 4, key: 's4', from: 'help_desk' });
    const pending = entry({ at: '2026-03-03T10:00:01Z', seq: null, key: 'cx', pending: true });
    const days = groupConversation([pending, a, b]);
    const keys = (days[0]?.items ?? []).flatMap((r) => (r.type === 'run' ? r.entries.map((e) => e.key) : []));
    expect(keys).toEqual(['s4', 's5', 'cx']);
  });
});

describe('previewText', () => {
  it('cuts the last message at 22 characters and adds "..."', () => {
    expect(previewText('Hello, I cannot find the apply button')).toBe('Hello, I cannot find t...');
    expect(previewText('Hello, I cannot find t...').length).toBe(25);
  });

  it('leaves 22 characters or fewer as they are', () => {
    expect(previewText('Exactly twenty-two ch.')).toBe('Exactly twenty-two ch.');
    expect(previewText('Short')).toBe('Short');
    expect(previewText(null)).toBe('');
  });

  it('counts whole characters (an emoji is never cut in half) and folds line breaks', () => {
    expect(previewText('😀'.repeat(30))).toBe(`${'😀'.repeat(22)}...`);
    expect(previewText('two\nlines')).toBe('two lines');
  });
});
