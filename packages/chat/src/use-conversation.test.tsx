// useConversation from the helpdesk's side (side 'help_desk'), against a fake server behind the real typed
// client and a fake socket: the history as role 6, joining a closed conversation, the user's typing and
// messages as the incoming ones, own messages written as help_desk, close and reopen.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@tessera/api-client/create-api-client';
import { useConversation } from './use-conversation';
import { fakeSockets, statusFrame, textFrame } from './test-socket';

const NOW = new Date().toISOString();

function history(status: 'new' | 'ongoing' | 'closed') {
  return {
    session_id: 12,
    room_name: 'qwe12',
    status,
    away: false,
    online: true,
    last_helpdesk_message_at: null,
    last_seq: 1,
    has_more: false,
    user_read_seq: 1,
    helpdesk_read_seq: 1,
    time_zone: 'America/Chicago',
    chat_details: [
      {
        group_by: NOW.slice(0, 10),
        messages: [
          {
            seq: 1,
            seqs: [1],
            client_id: 'a',
            client_ids: ['a'],
            message: ['Hello?'],
            message_from: 'user',
            message_2: null,
            event_type: null,
            created_at: NOW,
            message_type: 'text',
            username: 'jo@example.org',
          },
        ],
      },
    ],
  };
}

function server(status: 'new' | 'ongoing' | 'closed') {
  const calls: { path: string; fields: Record<string, string>; auth: string | null }[] = [];
  const item = (s: string) => ({
    session_id: 12,
    room_name: 'qwe12',
    status: s,
    username: 'jo@example.org',
    profile: null,
    created_at: NOW,
    last_message: 'Hello?',
    last_message_at: NOW,
    unread: 0,
    user_id: null,
    user_email: 'jo@example.org',
    is_guest: true,
    closed_at: null,
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const fields: Record<string, string> = {};
    if ((request.headers.get('content-type') ?? '').includes('multipart'))
      for (const [k, v] of (await request.formData()).entries()) fields[k] = typeof v === 'string' ? v : v.name;
    calls.push({ path: url.pathname, fields, auth: request.headers.get('authorization') });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/v1/session/chat') return json(history(status));
    if (url.pathname.endsWith('/close')) return json(item('closed'));
    if (url.pathname.endsWith('/reopen')) return json(item('ongoing'));
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { calls, api: createApiClient({ baseUrl: 'http://localhost:3000', fetch, getAccessToken: () => 'desk-token' }) };
}

function setup(
  status: 'new' | 'ongoing' | 'closed',
  target: { session_id?: number; room_name: string } = { session_id: 12, room_name: 'qwe12' },
) {
  const sockets = fakeSockets();
  const { calls, api } = server(status);
  const hook = renderHook(() =>
    useConversation({
      api,
      target,
      getToken: () => 'desk-token',
      visible: true,
      side: 'help_desk',
      createSocket: sockets.create,
    }),
  );
  return { sockets, calls, hook };
}

describe('useConversation on the helpdesk side', () => {
  it('reads the history as role 6, joins the room with the token, and hears the user typing and writing', async () => {
    const { sockets, calls, hook } = setup('ongoing');
    await waitFor(() => expect(hook.result.current.phase).toBe('ready'));
    expect(calls[0]).toMatchObject({ path: '/api/v1/session/chat', fields: { session_id: '12' }, auth: 'Bearer desk-token' });
    expect(hook.result.current.zone).toBe('America/Chicago');
    expect(sockets.last.url).toBe('ws://localhost:3000/ws/qwe12/');
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ last_seq: 1 }));
    });
    expect(sockets.last.sent.slice(0, 2)).toEqual([
      { type: 'auth', token: 'desk-token' },
      { type: 'resume', after_seq: 1 },
    ]);

    // The helpdesk's own typing echo is not the user's; the user's is.
    act(() => sockets.last.push({ message_type: 'typing', message_from: 'help_desk', typing: true }));
    expect(hook.result.current.typing).toBe(false);
    act(() => sockets.last.push({ message_type: 'typing', message_from: 'user', typing: true }));
    expect(hook.result.current.typing).toBe(true);

    act(() =>
      sockets.last.push(
        textFrame(2, {
          message_from: 'user',
          message: 'Are you there?',
          username: 'jo@example.org',
          chatCreated_time: new Date().toISOString(),
        }),
      ),
    );
    expect(hook.result.current.typing).toBe(false);
    expect(hook.result.current.incoming?.entry).toMatchObject({ from: 'user', texts: ['Are you there?'] });
    expect(sockets.last.framesOfType('read')).toEqual([{ type: 'read', seq: 2 }]);

    // What the concierge writes is shown at once as the helpdesk's, then replaced by the echo.
    act(() => void hook.result.current.send('Yes, I am here.'));
    const [sent] = sockets.last.framesOfType('message');
    expect(hook.result.current.entries.at(-1)).toMatchObject({ from: 'help_desk', pending: true, texts: ['Yes, I am here.'] });
    act(() =>
      sockets.last.push(
        textFrame(3, {
          message: 'Yes, I am here.',
          client_id: sent?.client_id,
          username: 'Casey Concierge',
          chatCreated_time: new Date().toISOString(),
        }),
      ),
    );
    expect(hook.result.current.entries.filter((e) => e.texts[0] === 'Yes, I am here.')).toHaveLength(1);
    // Own messages are not "incoming".
    expect(hook.result.current.incoming?.entry.seq).toBe(2);
  });

  it('stays joined to a closed conversation, so the user reopening it shows at once; closes and reopens it itself', async () => {
    const { sockets, calls, hook } = setup('closed');
    await waitFor(() => expect(hook.result.current.phase).toBe('ready'));
    expect(hook.result.current.status).toBe('closed');
    expect(sockets.made).toHaveLength(1);
    act(() => {
      sockets.last.open();
      sockets.last.push(statusFrame({ status: 'closed', last_seq: 1 }));
      sockets.last.push(
        textFrame(2, {
          message_type: 'event',
          event_type: 'reopened',
          message_from: 'user',
          message: null,
          chatCreated_time: new Date().toISOString(),
        }),
      );
    });
    expect(hook.result.current.status).toBe('ongoing');
    expect(hook.result.current.incoming?.entry).toMatchObject({ kind: 'event', event_type: 'reopened' });

    await act(() => hook.result.current.close());
    expect(calls.at(-1)?.path).toBe('/api/v1/helpdesk/sessions/12/close');
    expect(hook.result.current.status).toBe('closed');
    await act(() => hook.result.current.reopen());
    expect(calls.at(-1)?.path).toBe('/api/v1/helpdesk/sessions/12/reopen');
    expect(hook.result.current.status).toBe('ongoing');
    // Same socket all along: the helpdesk is never sent away from a closed room.
    expect(sockets.made).toHaveLength(1);
  });

  it('opens a conversation named by its room alone and learns its id from the history', async () => {
    const { calls, hook } = setup('ongoing', { room_name: 'qwe12' });
    await waitFor(() => expect(hook.result.current.phase).toBe('ready'));
    expect(calls[0]?.fields).toEqual({ room: 'qwe12' });
    expect(hook.result.current.sessionId).toBe(12);
  });
});
