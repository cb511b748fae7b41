// The chat's fan-out between API instances: PostgreSQL LISTEN on channel tessera_chat. Writers NOTIFY
// in their transactions (services/chat.ts); every instance hears every payload and serves its own
// sockets. PGlite: its in-process listen. PostgreSQL: one dedicated connection per instance, reconnected
// with back-off; after a reconnect the hub re-reads what it may have missed (`onResync`).
// `channel`: another channel gets a bus of its own (the notifications' tessera_notifications).
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { CHAT_CHANNEL } from '../services/chat.ts';

export interface BusHandlers {
  onPayload(payload: string): void;
  /** Called after the listening connection came back: notifications may have been missed meanwhile. */
  onResync(): void;
}

export interface ChatBus {
  start(handlers: BusHandlers): Promise<void>;
  stop(): Promise<void>;
}

export function createBus(database: Database, log: FastifyBaseLogger, channel: string = CHAT_CHANNEL): ChatBus {
  if (database.pglite) {
    const pglite = database.pglite;
    let unlisten: (() => Promise<void>) | undefined;
    return {
      async start(handlers) {
        unlisten = await pglite.listen(channel, (payload) => handlers.onPayload(payload));
      },
      async stop() {
        try {
          await unlisten?.();
        } catch {
          // The database may already be closing.
        }
        unlisten = undefined;
      },
    };
  }
  if (!database.url) throw new Error('the chat bus needs a database URL or PGlite');
  return new PgListener(database.url, log, channel);
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;

class PgListener implements ChatBus {
  private client: pg.Client | undefined;
  private handlers: BusHandlers | undefined;
  private stopped = false;
  private backoff = MIN_BACKOFF_MS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly channel: string,
  ) {}

  async start(handlers: BusHandlers): Promise<void> {
    this.handlers = handlers;
    await this.connect(false);
  }

  private async connect(resync: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (!this.stopped) {
        this.log.warn({ err }, 'chat listener connection lost; reconnecting');
        this.schedule();
      }
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.handlers?.onPayload(n.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoff = MIN_BACKOFF_MS;
    if (resync) this.handlers?.onResync();
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    const wait = this.backoff;
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect(true).catch((err: unknown) => {
        this.log.warn({ err }, 'chat listener could not reconnect');
        this.schedule();
      });
    }, wait);
    this.timer.unref();
  }

  /** Test hook: drops the listening connection as a network failure would. */
  simulateDrop(): Promise<void> {
    const c = this.client;
    if (c) (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = undefined;
    if (c) {
      c.removeAllListeners('notification');
      await c.end().catch(() => undefined);
    }
  }
}
