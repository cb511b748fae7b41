import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import {
  ChatCallError,
  closeHelpdeskChat,
  getChatHistory,
  reopenHelpdeskChat,
  reopenMyChat,
  SESSION_DOES_NOT_EXIST,
  type ChatSessionStatus,
  type ChatTarget,
} from './chat-api';
import { ChatConnection, roomSocketUrl, type ConnectionState, type ServerFrame, type SocketFactory } from './chat-connection';
import { entriesFromHistory, entryFromFrame, mergeEntries, pendingEntry } from './chat-entries';
import type { ChatEntry, Sender } from './chat-grouping';
import { resolveTimeZone } from './chat-time';

/** SPEC §4, §9: the helpdesk is Away 3 minutes after its last message; checked every second. */
export const AWAY_AFTER_MS = 3 * 60_000;
export const AWAY_CHECK_MS = 1000;
/** A typing notice that is never followed by "stopped" fades after this long. */
export const TYPING_SHOWN_MS = 8000;

export type Presence = 'online' | 'away' | 'offline';
export type ConversationPhase = 'loading' | 'ready' | 'failed' | 'gone';

export interface ConversationOptions {
  api: ApiClient;
  target: ChatTarget;
  /** Signed in: the access token for the socket's auth frame. Guests: undefined. */
  getToken?: (() => string | null | undefined) | undefined;
  /** The tenant's zone from the theme, when known (the history answer also names it). */
  timeZone?: string | null | undefined;
  /** Whether the conversation is on screen (messages read, nothing counted as unseen). */
  visible: boolean;
  /**
   * The side this client writes from: 'user' (the help chat widget, the default) or 'help_desk' (a
   * concierge in the helpdesk app). Typing, incoming messages and unread counts are the other side's.
   */
  side?: Sender;
  createSocket?: SocketFactory;
}

export interface IncomingNotice {
  /** Increments with each arrival so the same text twice is announced twice. */
  id: number;
  entry: ChatEntry;
}

export interface ConversationApi {
  phase: ConversationPhase;
  entries: ChatEntry[];
  status: ChatSessionStatus;
  presence: Presence;
  typing: boolean;
  connection: ConnectionState;
  zone: string;
  /** The newest message or event from the other side (the helpdesk, or the user for the helpdesk), for the live region. */
  incoming: IncomingNotice | null;
  /** The other side's messages that arrived while the conversation was not on screen. */
  unseen: number;
  /** The conversation's id: the target's, else the history's (a target given by room alone). */
  sessionId: number | undefined;
  /** Client ids the server refused (error frames). */
  refused: ReadonlySet<string>;
  send: (text: string) => boolean;
  noteTyping: () => void;
  reload: () => void;
  /** Signed-in users (side 'user') or the helpdesk (side 'help_desk') reopen a closed conversation. */
  reopen: () => Promise<void>;
  /** The helpdesk (side 'help_desk') closes the conversation. */
  close: () => Promise<void>;
}

function isHelpdeskAway(lastHelpdeskAt: string | null, now: number): boolean {
  return lastHelpdeskAt !== null && now - new Date(lastHelpdeskAt).getTime() > AWAY_AFTER_MS;
}

/**
 * One conversation: its history, then the live socket (resume, dedupe, resend), presence, typing and
 * read marks. The widget reads it as the user; the helpdesk app as the helpdesk (`side: 'help_desk'`),
 * whose socket stays joined while the conversation is closed, so a reopening by the user shows at once.
 */
export function useConversation({
  api,
  target,
  getToken,
  timeZone,
  visible,
  side = 'user',
  createSocket,
}: ConversationOptions): ConversationApi {
  const [phase, setPhase] = useState<ConversationPhase>('loading');
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [status, setStatus] = useState<ChatSessionStatus>('new');
  const [online, setOnline] = useState(false);
  const [lastHelpdeskAt, setLastHelpdeskAt] = useState<string | null>(null);
  const [away, setAway] = useState(false);
  const [typing, setTyping] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>('idle');
  const [zone, setZone] = useState(() => resolveTimeZone(timeZone));
  const [incoming, setIncoming] = useState<IncomingNotice | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [resolvedId, setResolvedId] = useState<number | undefined>(target.session_id);
  const conn = useRef<ChatConnection | null>(null);
  const zoneRef = useRef(zone);
  zoneRef.current = zone;
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const getTokenRef = useRef(getToken);
  getTokenRef.current = getToken;
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const incomingId = useRef(0);
  const { session_id: sessionId, room_name: room } = target;
  const signedIn = getToken !== undefined;
  const other: Sender = side === 'help_desk' ? 'user' : 'help_desk';

  useEffect(() => {
    let cancelled = false;
    setPhase('loading');
    setEntries([]);
    setResolvedId(sessionId);
    const stopTypingShown = () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = null;
      setTyping(false);
    };
    const onFrame = (frame: ServerFrame) => {
      if (frame.message_type === 'typing' && frame.message_from === other) {
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = null;
        setTyping(Boolean(frame.typing));
        if (frame.typing) typingTimer.current = setTimeout(stopTypingShown, TYPING_SHOWN_MS);
        return;
      }
      if (frame.message_type === 'status') {
        if (typeof frame.online === 'boolean') setOnline(frame.online);
        if (frame.last_helpdesk_message_at !== undefined) setLastHelpdeskAt(frame.last_helpdesk_message_at);
        if (frame.status) setStatus(frame.status);
        return;
      }
      if (frame.message_type === 'error' && frame.client_id) {
        const id = frame.client_id;
        setRefused((r) => new Set([...r, id]));
      }
    };
    const connection = new ChatConnection({
      url: roomSocketUrl(room),
      getToken: signedIn ? () => getTokenRef.current?.() : undefined,
      createSocket,
      onState: (state) => {
        if (!cancelled) setConnection(state);
      },
      onFrame: (frame) => {
        if (!cancelled) onFrame(frame);
      },
      onMessage: (frame) => {
        if (cancelled) return;
        const entry = entryFromFrame(frame, zoneRef.current);
        setEntries((current) => mergeEntries(current, [entry]));
        if (entry.kind === 'event') {
          if (entry.event_type === 'closed') setStatus('closed');
          if (entry.event_type === 'reopened') setStatus((s) => (s === 'closed' ? 'ongoing' : s));
        } else {
          setStatus((s) => (s === 'new' ? 'ongoing' : s));
        }
        if (entry.from === 'help_desk' && entry.kind === 'text') {
          setLastHelpdeskAt(entry.created_at);
          setAway(false);
        }
        if (entry.from === other) {
          if (entry.kind === 'text') stopTypingShown();
          incomingId.current += 1;
          setIncoming({ id: incomingId.current, entry });
          if (visibleRef.current) connection.markRead(frame.seq);
          else setUnseen((n) => n + 1);
        }
      },
    });
    conn.current = connection;
    getChatHistory(api, target.session_id !== undefined ? { session_id: target.session_id, room_name: room } : { room_name: room })
      .then((history) => {
        if (cancelled) return;
        const fromHistory = entriesFromHistory(history);
        setZone(resolveTimeZone(history.time_zone || timeZone));
        setEntries((current) => mergeEntries(current, fromHistory));
        setStatus(history.status);
        setOnline(history.online);
        setLastHelpdeskAt(history.last_helpdesk_message_at);
        setAway(history.away);
        setResolvedId(history.session_id);
        setPhase('ready');
        connection.remember(fromHistory.flatMap((e) => (e.seq === null ? [] : [e.seq])));
        connection.remember([history.last_seq].filter((s) => s > 0));
        // A user's closed chat has no live socket (the server would end it at once); reopening starts one.
        // The helpdesk stays joined to closed conversations.
        if (history.status !== 'closed' || side === 'help_desk') connection.start();
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ChatCallError && err.status === 404 && (err.detail === SESSION_DOES_NOT_EXIST || !signedIn)) setPhase('gone');
        else setPhase('failed');
      });
    return () => {
      cancelled = true;
      stopTypingShown();
      connection.stopTyping();
      connection.stop();
      if (conn.current === connection) conn.current = null;
    };
    // target is identified by its session id and room; timeZone only seeds the zone.
  }, [api, sessionId, room, signedIn, side, createSocket, attempt]);

  // SPEC §9: the away check runs every second.
  useEffect(() => {
    const tick = () => setAway(isHelpdeskAway(lastHelpdeskAt, Date.now()));
    tick();
    const timer = setInterval(tick, AWAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [lastHelpdeskAt]);

  // Coming back on screen: what arrived meanwhile is read.
  useEffect(() => {
    if (!visible) return;
    setUnseen(0);
    const c = conn.current;
    if (c && c.lastSeenSeq > 0) c.markRead(c.lastSeenSeq);
  }, [visible]);

  // The socket ends with the chat (close code 4000): stop showing "typing". A guest's `room` cookie is
  // HttpOnly, so only the server can clear it: reading the history of the closed chat does (SPEC §4 "A
  // closed event ends the chat: the socket closes and the guest cookie is cleared"), and its answer
  // brings any event the socket did not deliver.
  useEffect(() => {
    if (connection !== 'ended') return;
    setStatus('closed');
    setTyping(false);
    if (signedIn) return;
    let cancelled = false;
    getChatHistory(api, { room_name: room })
      .then((history) => {
        if (!cancelled) setEntries((current) => mergeEntries(current, entriesFromHistory(history)));
      })
      // Unknown by now ('Session Does Not Exist'): the server cleared the cookie with that answer too.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [connection, api, room, signedIn]);

  const send = useCallback(
    (text: string): boolean => {
      const c = conn.current;
      if (!c) return false;
      const clientId = c.send(text);
      if (clientId === null) return false;
      const entry = pendingEntry(clientId, text.trim(), zoneRef.current, new Date(), side);
      setEntries((current) => [...current, entry]);
      return true;
    },
    [side],
  );

  const noteTyping = useCallback(() => conn.current?.noteTyping(), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const reopen = useCallback(async () => {
    if (side === 'help_desk') {
      if (resolvedId === undefined) return;
      // The socket stays joined: the 'reopened' event arrives on it; the answer already says the status.
      const item = await reopenHelpdeskChat(api, resolvedId);
      setStatus(item.status);
      return;
    }
    if (sessionId === undefined) return;
    await reopenMyChat(api, sessionId);
    setAttempt((n) => n + 1);
  }, [api, side, sessionId, resolvedId]);

  const close = useCallback(async () => {
    if (side !== 'help_desk' || resolvedId === undefined) return;
    const item = await closeHelpdeskChat(api, resolvedId);
    setStatus(item.status);
    setTyping(false);
  }, [api, side, resolvedId]);

  const presence: Presence = !online ? 'offline' : away ? 'away' : 'online';
  return {
    phase,
    entries,
    status,
    presence,
    typing,
    connection,
    zone,
    incoming,
    unseen,
    sessionId: resolvedId,
    refused,
    send,
    noteTyping,
    reload,
    reopen,
    close,
  };
}
