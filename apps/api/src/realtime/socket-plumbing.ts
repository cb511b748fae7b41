// The socket plumbing both hubs share (the chat's hub.ts, notification-hub.ts): the deadline to
// authenticate, the heartbeat's pong, text frames handled one at a time in arrival order, and closing.
import type WebSocket from 'ws';

const OPEN = 1;
const CONNECTING = 0;

/** What a hub keeps of each socket for this plumbing. */
export interface PlumbedConn {
  ws: WebSocket;
  /** Answered the last heartbeat ping. */
  alive: boolean;
  /** The frame being handled; the next one waits for it. */
  queue: Promise<void>;
}

export interface SocketHandlers {
  authTimeoutMs: number;
  /** The time to authenticate is up (the handler closes the socket unless it has authenticated). */
  authDeadline(): void;
  /** A binary frame: refused, frames are JSON text. */
  binary(): void;
  /** A text frame. */
  text(raw: string): Promise<void>;
  /** Handling a text frame failed. */
  failed(err: unknown): void;
  /** The socket closed (the deadline is cleared). */
  closed(): void;
  error(): void;
}

export function plumb(conn: PlumbedConn, on: SocketHandlers): void {
  const timer = setTimeout(() => on.authDeadline(), on.authTimeoutMs);
  timer.unref();
  conn.ws.on('pong', () => {
    conn.alive = true;
  });
  conn.ws.on('message', (data, isBinary) => {
    if (isBinary) {
      on.binary();
      return;
    }
    const raw = rawDataText(data);
    conn.queue = conn.queue.then(() => on.text(raw)).catch((err: unknown) => on.failed(err));
  });
  conn.ws.on('close', () => {
    clearTimeout(timer);
    on.closed();
  });
  conn.ws.on('error', () => on.error());
}

/** Closes a socket still connecting or open with `code`; one whose close throws is ended at once. */
export function closeSocket(ws: WebSocket, code: number, reason: string): void {
  if (ws.readyState === OPEN || ws.readyState === CONNECTING) {
    try {
      ws.close(code, reason);
    } catch {
      ws.terminate();
    }
  }
}

/** The text of a socket message, however `ws` delivered it (one buffer, fragments, or an ArrayBuffer). */
export function rawDataText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
}
