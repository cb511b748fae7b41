// A client of /ws/notifications/ for tests and the bench: records every frame (each checked against the
// contract's NotificationSocketEvent) and how the socket closed.
import type { ClientRequest, IncomingMessage } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { deref, loadDocument } from '../contract.ts';
import { FrameSocket } from './frame-socket.ts';

export interface NotificationFrame {
  event_type: 'status' | 'notification' | 'message' | 'import' | 'error' | 'pong';
  unread_count?: number;
  application_id?: number;
  progress?: { token: string; state: string; total: number; processed: number; success_count: number; failed_count: number };
  detail?: string;
}

const doc = loadDocument();
const validateEvent = new Ajv2020({ strict: false, allErrors: true }).compile(
  deref(doc, (doc.components.schemas as Record<string, unknown>).NotificationSocketEvent) as object,
);

export class NotificationSocketClient extends FrameSocket<NotificationFrame> {
  /** Frames outside the contract (a test expects none). */
  readonly invalid: unknown[] = [];
  /** An upgrade answered over HTTP (refused): its request, and when its connection ended. */
  refused: ClientRequest | undefined;
  refusedEnded: Promise<void> | undefined;

  constructor(port: number, options: { host?: string; path?: string } = {}) {
    super(port, options.path ?? '/ws/notifications/', { host: options.host ?? 'localhost' });
  }

  // With a listener for refusals, ws leaves the refused request's connection to us: the server should end it.
  protected override onRefused(req: ClientRequest, res: IncomingMessage): void {
    this.refused = req;
    this.refusedEnded = new Promise((end) => req.socket?.once('close', () => end()));
    res.resume();
  }

  protected override check(frame: NotificationFrame): void {
    if (!validateEvent(frame)) this.invalid.push(frame);
  }

  /** Opens, authenticates and resolves with the status frame. */
  static async connect(port: number, token: string, host?: string): Promise<NotificationSocketClient> {
    const client = new NotificationSocketClient(port, host ? { host } : {});
    await client.opened;
    client.send({ type: 'auth', token });
    await client.next((f) => f.event_type === 'status');
    return client;
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

  override close(): void {
    this.refused?.destroy();
    super.close();
  }
}
