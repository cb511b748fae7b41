// Registers the chat WebSockets (/ws/{room}/ and /ws/helpdesk/room/) on the app. The tenant comes from
// the Host of the upgrade request (the app's onRequest hook refuses unknown hosts before the upgrade).
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { ROOM_PATTERN } from '../services/chat.ts';
import { CLOSE, ChatHub, type HubOptions } from './hub.ts';

/** Largest client frame: a 2,000-character message in 4-byte characters, plus its envelope. */
const MAX_PAYLOAD = 16 * 1024;

export async function registerChatSockets(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
  options: HubOptions = {},
): Promise<ChatHub> {
  const hub = new ChatHub(ctx, database, options);
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD },
    // On shutdown: sockets are told to reconnect elsewhere (1001) before the server closes.
    preClose(done) {
      void hub
        .stop()
        .catch((err: unknown) => app.log.warn({ err }, 'stopping the chat hub failed'))
        .then(() => closingHandshakes(app))
        .finally(() => {
          for (const client of app.websocketServer.clients) client.terminate();
          app.websocketServer.close(() => undefined);
          done();
        });
    },
  });
  await hub.start();
  // An upgrade answered before the plugin's own onRequest hook ran (the app's hook refused an unknown
  // host with a 404) keeps its socket: the plugin ends only the ones it marked. End it here, or it stays
  // open for good and holds up the server's close.
  app.addHook('onResponse', (req, _reply, done) => {
    if (req.headers.upgrade !== undefined && !req.ws) req.raw.socket.destroy();
    done();
  });

  app.get('/ws/helpdesk/room/', { websocket: true }, (socket, req) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- ws's own instance, made by @fastify/websocket's server
    hub.openHelpdesk(socket, req);
  });
  app.get<{ Params: { room: string } }>('/ws/:room/', { websocket: true }, (socket, req) => {
    const { room } = req.params;
    if (!ROOM_PATTERN.test(room)) {
      socket.close(CLOSE.forbidden, 'Unknown room');
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- ws's own instance, made by @fastify/websocket's server
    hub.openRoom(socket, req, room);
  });
  app.decorate('chatHub', hub);
  return hub;
}

/** Gives the sockets told to go away up to a second to finish their closing handshake. */
async function closingHandshakes(app: FastifyInstance): Promise<void> {
  const until = Date.now() + 1_000;
  while (app.websocketServer.clients.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}
