// Registers the notification socket /ws/notifications/ (DECISIONS 15) on the app. The tenant comes from
// the Host of the upgrade request (the app's onRequest hook refuses unknown hosts before the upgrade).
//
// Two steps, because the chat's WebSocket plugin (sockets.ts) ends every socket still open when the
// server closes: `createNotificationHub` runs before it, so its shutdown hook comes first and these
// sockets are told to reconnect elsewhere (1001); `registerNotificationSockets` runs after it, once the
// plugin that serves WebSocket routes is there.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { NotificationHub, type NotificationHubOptions } from './notification-hub.ts';

export const NOTIFICATION_SOCKET_PATH = '/ws/notifications/';

export function createNotificationHub(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
  options: NotificationHubOptions = {},
): NotificationHub {
  const hub = new NotificationHub(ctx, database, options);
  app.addHook('preClose', async () => {
    await hub.stop().catch((err: unknown) => app.log.warn({ err }, 'stopping the notification hub failed'));
  });
  app.decorate('notificationHub', hub);
  return hub;
}

export async function registerNotificationSockets(app: FastifyInstance, hub: NotificationHub): Promise<void> {
  await hub.start();
  app.get(NOTIFICATION_SOCKET_PATH, { websocket: true }, (socket, req) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- ws's own instance, made by @fastify/websocket's server
    hub.open(socket, req);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}
