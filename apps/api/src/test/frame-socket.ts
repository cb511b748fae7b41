// The part the test socket clients share (RawSocket for the chat, NotificationSocketClient): a WebSocket
// to a started server that records every JSON frame it receives, waits for a frame or for the close,
// and remembers how it closed.
import type { ClientRequest, IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { rawDataText } from '../realtime/socket-plumbing.ts';

export class FrameSocket<F> {
  readonly frames: F[] = [];
  closeCode: number | undefined;
  closeReason = '';
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  private waiters: { pred: (f: F) => boolean; after: number; resolve: (f: F) => void }[] = [];
  private closeWaiters: ((code: number) => void)[] = [];

  constructor(port: number, path: string, headers: Record<string, string>) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
      this.ws.once('unexpected-response', (req, res) => {
        this.onRefused(req, res);
        reject(new Error(`Unexpected server response: ${res.statusCode}`));
      });
    });
    this.opened.catch(() => undefined);
    this.ws.on('message', (data) => {
      const frame = JSON.parse(rawDataText(data)) as F;
      this.check(frame);
      const index = this.frames.push(frame) - 1;
      this.waiters = this.waiters.filter((w) => {
        if (index < w.after || !w.pred(frame)) return true;
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

  /** Called with every frame as it arrives (a subclass checks it against the contract). */
  protected check(_frame: F): void {}

  /** The upgrade was answered over HTTP (refused); called before `opened` rejects. */
  protected onRefused(req: ClientRequest, _res: IncomingMessage): void {
    // Handling this event keeps the request open; end it, or the server's close waits for it.
    req.destroy();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame from index `after` on (already received or coming) that matches. */
  next(pred: (f: F) => boolean, timeoutMs = 10_000, after = 0): Promise<F> {
    const seen = this.frames.slice(after).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        after,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
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
    this.ws.close();
  }
}
