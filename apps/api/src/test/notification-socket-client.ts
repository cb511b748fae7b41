// A client of /ws/notifications/ for tests and the bench: records every frame (each checked against the
// contract's NotificationSocketEvent) and how the socket closed.
import type { ClientRequest } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import WebSocket from 'ws';
import { deref, loadDocument } from '../contract.ts';

export interface NotificationFrame {
  event_type: 'status' | 'notification' | 'error' | 'pong';
  unread_count?: number;
  detail?: string;
}

const doc = loadDocument();
const validateEvent = new Ajv2020({ strict: false, allErrors: true }).compile(deref(doc, (doc.components.schemas as Record<string, unknown>).NotificationSocketEvent) as object);

export class NotificationSocketClient {
  readonly frames: NotificationFrame[] = [];
  /** Frames outside the contract (a test expects none). */
  readonly invalid: unknown[] = [];
  closeCode: number | undefined;
  closeReason = '';
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  /** An upgrade answered over HTTP (refused): its request, and when its connection ended. */
  refused: ClientRequest | undefined;
  refusedEnded: Promise<void> | undefined;
  private waiters: { pred: (f: NotificationFrame) => boolean; resolve: (f: NotificationFrame) => void }[] = [];
  private closeWaiters: ((code: number) => void)[] = [];

  constructor(port: number, options: { host?: string; path?: string } = {}) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}${options.path ?? '/ws/notifications/'}`, { headers: { host: options.host ?? 'localhost' } });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
      this.ws.once('unexpected-response', (req, res) => {
        // With a listener here, ws leaves the refused request's connection to us: the server should end it.
        this.refused = req;
        this.refusedEnded = new Promise((end) => req.socket?.once('close', () => end()));
        res.resume();
        reject(new Error(`Unexpected server response: ${res.statusCode}`));
      });
    });
    this.opened.catch(() => undefined);
    this.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as NotificationFrame;
      if (!validateEvent(frame)) this.invalid.push(frame);
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    this.ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
      for (const w of this.closeWaiters) w(code);
      this.closeWaiters = [];
    });
    this.ws.on('error', () => undefined);
  }

  /** Opens, authenticates and resolves with the status frame. */
  static async connect(port: number, token: string, host?: string): Promise<NotificationSocketClient> {
    const client = new NotificationSocketClient(port, host ? { host } : {});
    await client.opened;
    client.send({ type: 'auth', token });
    await client.next((f) => f.event_type === 'status');
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame from index `after` on (already received or coming) that matches. */
  next(pred: (f: NotificationFrame) => boolean, timeoutMs = 10_000, after = 0): Promise<NotificationFrame> {
    const seen = this.frames.slice(after).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs);
      this.waiters.push({
        pred: (f) => this.frames.indexOf(f) >= after && pred(f),
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  /** The next 'notification' frame after what was received so far. */
  nextNotification(timeoutMs = 10_000): Promise<NotificationFrame> {
    return this.next((f) => f.event_type === 'notification', timeoutMs, this.frames.length);
  }

  /** A pong to a ping sent now: every frame the server queued before it has arrived. */
  async roundTrip(): Promise<void> {
    const after = this.frames.length;
    this.send({ type: 'ping' });
    await this.next((f) => f.event_type === 'pong', 10_000, after);
  }

  notifications(): NotificationFrame[] {
    return this.frames.filter((f) => f.event_type === 'notification');
  }

  closed(timeoutMs = 10_000): Promise<number> {
    if (this.closeCode !== undefined) return Promise.resolve(this.closeCode);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
      this.closeWaiters.push((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }

  close(): void {
    this.refused?.destroy();
    this.ws.close();
  }
}
