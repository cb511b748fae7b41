// Frames of the notification socket /ws/notifications/ (contract NotificationClientFrame and
// NotificationSocketEvent): client frames are checked against the contract, server frames built here.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { deref, loadDocument } from '../contract.ts';

export type NotificationClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

export type NotificationSocketEvent =
  | { event_type: 'status' | 'notification'; unread_count: number }
  | { event_type: 'error'; detail: string }
  | { event_type: 'pong' };

const ajv = new Ajv2020({ strict: false, allErrors: false });
const branches = new Map<string, ValidateFunction>();
{
  const doc = loadDocument();
  const schema = deref(doc, (doc.components.schemas as Record<string, unknown>).NotificationClientFrame) as {
    oneOf: (Record<string, unknown> & { properties?: Record<string, { const?: string }> })[];
  };
  for (const branch of schema.oneOf) {
    const type = branch.properties?.type?.const;
    if (type) branches.set(type, ajv.compile(branch));
  }
}

export type ParsedFrame = { ok: true; frame: NotificationClientFrame } | { ok: false; detail: string };

/** Parses one text frame; anything outside the contract is refused with a plain reason. */
export function parseNotificationFrame(raw: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, detail: 'A frame must be a JSON object.' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, detail: 'A frame must be a JSON object.' };
  const obj = value as Record<string, unknown>;
  const validate = typeof obj.type === 'string' ? branches.get(obj.type) : undefined;
  if (!validate) return { ok: false, detail: `Unknown frame type. Allowed: ${[...branches.keys()].join(', ')}.` };
  if (!validate(obj)) {
    const error = validate.errors?.[0];
    if (error?.keyword === 'additionalProperties') return { ok: false, detail: `Unknown field: ${String((error.params as { additionalProperty: string }).additionalProperty)}.` };
    if (error?.keyword === 'required') return { ok: false, detail: `Missing field: ${String((error.params as { missingProperty: string }).missingProperty)}.` };
    const field = error?.instancePath.replace(/^\//, '') || 'frame';
    return { ok: false, detail: `Invalid ${field}: ${error?.message ?? 'not allowed'}.` };
  }
  return { ok: true, frame: obj as unknown as NotificationClientFrame };
}

export const unreadFrame = (eventType: 'status' | 'notification', unreadCount: number): NotificationSocketEvent => ({ event_type: eventType, unread_count: unreadCount });
export const errorFrame = (detail: string): NotificationSocketEvent => ({ event_type: 'error', detail });
export const pongFrame = (): NotificationSocketEvent => ({ event_type: 'pong' });
