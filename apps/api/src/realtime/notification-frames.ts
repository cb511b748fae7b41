// Frames of the notification socket /ws/notifications/ (contract NotificationClientFrame and
// NotificationSocketEvent): client frames are checked against the contract, server frames built here.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ImportChange } from '../services/imports.ts';
import { NOT_AN_OBJECT, frameBranches, jsonObject, schemaProblem, unknownType } from './client-frame-check.ts';

export type NotificationClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

export type NotificationSocketEvent =
  | { event_type: 'status' | 'notification'; unread_count: number }
  | { event_type: 'message'; application_id: number }
  | { event_type: 'import'; progress: ImportChange['p'] }
  | { event_type: 'error'; detail: string }
  | { event_type: 'pong' };

const ajv = new Ajv2020({ strict: false, allErrors: false });
const branches = frameBranches(ajv, 'NotificationClientFrame');

export type ParsedFrame = { ok: true; frame: NotificationClientFrame } | { ok: false; detail: string };

/** Parses one text frame; anything outside the contract is refused with a plain reason. */
export function parseNotificationFrame(raw: string): ParsedFrame {
  const obj = jsonObject(raw);
  if (!obj) return { ok: false, detail: NOT_AN_OBJECT };
  const validate = typeof obj.type === 'string' ? branches.get(obj.type) : undefined;
  if (!validate) return { ok: false, detail: unknownType(branches) };
  if (!validate(obj)) return { ok: false, detail: schemaProblem(validate) };
  return { ok: true, frame: obj as unknown as NotificationClientFrame };
}

export const unreadFrame = (eventType: 'status' | 'notification', unreadCount: number): NotificationSocketEvent => ({
  event_type: eventType,
  unread_count: unreadCount,
});
export const messageFrame = (applicationId: number): NotificationSocketEvent => ({ event_type: 'message', application_id: applicationId });
export const importFrame = (progress: ImportChange['p']): NotificationSocketEvent => ({ event_type: 'import', progress });
export const errorFrame = (detail: string): NotificationSocketEvent => ({ event_type: 'error', detail });
export const pongFrame = (): NotificationSocketEvent => ({ event_type: 'pong' });
