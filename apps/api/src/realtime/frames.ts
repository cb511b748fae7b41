// Client frames of the chat sockets, checked against the contract's ChatClientFrame (only the allowed
// fields and types; text 1..2000 characters and not blank), and the server frames' builders.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ChatSide, ChatStatus } from '../db/schema.ts';
import { MESSAGE_MAX, dayIn, type StoredMessage } from '../services/chat.ts';
import { NOT_AN_OBJECT, frameBranches, jsonObject, schemaProblem, unknownType } from './client-frame-check.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type ClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'message'; client_id: string; message: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'read'; seq: number }
  | { type: 'resume'; after_seq: number }
  | { type: 'ping' };

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
const branches = frameBranches(ajv, 'ChatClientFrame');

export type ParseResult = { ok: true; frame: ClientFrame } | { ok: false; detail: string; clientId?: string };

/** Parses one text frame; anything outside the contract is refused with a plain reason. */
export function parseClientFrame(raw: string): ParseResult {
  const obj = jsonObject(raw);
  if (!obj) return { ok: false, detail: NOT_AN_OBJECT };
  const clientId = typeof obj.client_id === 'string' ? obj.client_id.slice(0, 64) : undefined;
  const fail = (detail: string): ParseResult => ({ ok: false, detail, ...(clientId ? { clientId } : {}) });
  const validate = typeof obj.type === 'string' ? branches.get(obj.type) : undefined;
  if (!validate) return fail(unknownType(branches));
  if (obj.type === 'message' && typeof obj.message === 'string') {
    if (obj.message.trim() === '') return fail('An empty message is not sent.');
    // Characters, not UTF-16 units: 2,000 emoji are 2,000 characters (as the contract's maxLength and the database count them).
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points on purpose, as char_length and maxLength count
    if ([...obj.message].length > MESSAGE_MAX) return fail(`A message has at most ${MESSAGE_MAX} characters.`);
  }
  if (!validate(obj)) return fail(schemaProblem(validate));
  return { ok: true, frame: obj as unknown as ClientFrame };
}

/** SPEC §3 socket message with every field present. */
export interface SocketMessage {
  message_type: 'text' | 'event' | 'typing' | 'status' | 'error' | 'pong';
  message_from: ChatSide | null;
  message: string | null;
  username: string | null;
  room: string;
  chatCreated_time: string | null;
  group_by: string | null;
  event_type: 'closed' | 'reopened' | 'status' | 'read' | 'resumed' | null;
  typing: boolean | null;
  away: boolean | null;
  seq?: number | null;
  client_id?: string | null;
  online?: boolean;
  status?: ChatStatus;
  last_seq?: number;
  last_helpdesk_message_at?: string | null;
  detail?: string;
}

const blank = (room: string): SocketMessage => ({
  message_type: 'status',
  message_from: null,
  message: null,
  username: null,
  room,
  chatCreated_time: null,
  group_by: null,
  event_type: null,
  typing: null,
  away: null,
});

export function storedFrame(m: StoredMessage, room: string, zone: string): SocketMessage {
  return {
    ...blank(room),
    message_type: m.messageType,
    message_from: m.messageFrom,
    message: m.messageType === 'text' ? m.body : null,
    username: m.username,
    chatCreated_time: m.createdAt.toISOString(),
    group_by: dayIn(m.createdAt, zone),
    event_type: m.eventType,
    away: m.messageFrom === 'help_desk' && m.messageType === 'text' ? false : null,
    seq: m.seq,
    client_id: m.messageType === 'text' ? m.clientId : null,
  };
}

export function statusFrame(
  room: string,
  s: { online: boolean; away: boolean; status: ChatStatus; lastSeq: number; lastHelpdeskMessageAt: Date | null },
): SocketMessage {
  return {
    ...blank(room),
    event_type: 'status',
    away: s.away,
    online: s.online,
    status: s.status,
    last_seq: s.lastSeq,
    last_helpdesk_message_at: s.lastHelpdeskMessageAt?.toISOString() ?? null,
  };
}

export const resumedFrame = (room: string, lastSeq: number): SocketMessage => ({
  ...blank(room),
  event_type: 'resumed',
  last_seq: lastSeq,
});
export const readFrame = (room: string, side: ChatSide, seq: number): SocketMessage => ({
  ...blank(room),
  event_type: 'read',
  message_from: side,
  seq,
});
export const typingFrame = (room: string, from: ChatSide, typing: boolean, username: string | null): SocketMessage => ({
  ...blank(room),
  message_type: 'typing',
  message_from: from,
  typing,
  username,
});
export const errorFrame = (room: string, detail: string, clientId?: string): SocketMessage => ({
  ...blank(room),
  message_type: 'error',
  detail,
  ...(clientId ? { client_id: clientId } : {}),
});
export const pongFrame = (room: string): SocketMessage => ({ ...blank(room), message_type: 'pong' });
