// Help chat over HTTP (SPEC §7; the contract's chat operations, packages/chat/README.md): a user's
// conversations, starting one (signed in or guest with the `room` cookie), the history, and the helpdesk
// queue with close/reopen and its unread count (role 6). Live traffic goes over the sockets of realtime/*
// (frames: the contract's ChatClientFrame, ChatSocketMessage and HelpdeskSocketEvent).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../context.ts';
import { NotFound, fieldError, throttled } from '../errors.ts';
import {
  chatLimits,
  guestCookieMaxAge,
  guestSession,
  helpdeskSessionItem,
  helpdeskUnread,
  history,
  listHelpdeskSessions,
  listUserSessions,
  markRead,
  sessionById,
  sessionByRoom,
  setSessionState,
  startGuestSession,
  startUserSession,
  type Session,
} from '../services/chat.ts';
import { isValidGuestEmail } from '../services/feedback.ts';
import { release, take } from '../services/rate-limit.ts';
import { may, requestScope, requirePermission, type Scope } from '../scope.ts';
import { paging } from '../services/staff-views.ts';
import { typedRoutes, type TypedRequest } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const ROOM_COOKIE = 'room';
const NO_SESSION = 'Session Does Not Exist';
const INVALID_EMAIL = 'Please enter a valid email';

function setRoomCookie(req: FastifyRequest, reply: FastifyReply, session: Session, secret: string): void {
  reply.setCookie(ROOM_COOKIE, `${session.roomName}.${secret}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: guestCookieMaxAge(session),
    secure: req.protocol === 'https',
  });
}

function clearRoomCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ROOM_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.protocol === 'https' });
}

/** The signed-in user when a bearer token is sent (a bad one is a 401, never a guest), else null. */
async function optionalScope(ctx: Parameters<RouteGroup>[0], req: FastifyRequest): Promise<Scope | null> {
  return req.headers.authorization ? requestScope(ctx, req) : null;
}

export const chatRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listMyChatSessions(req) {
      const { user } = await authenticate(ctx, req);
      return listUserSessions(ctx.db, req.tenant.id, user.id, paging(req.query));
    },

    async reopenMyChatSession(req) {
      const { user } = await authenticate(ctx, req);
      const { id } = req.params;
      const session = await sessionById(ctx.db, req.tenant.id, Number(id));
      if (!session || session.userId !== user.id) throw new NotFound(NO_SESSION);
      await setSessionState(ctx.db, req.tenant.id, session.id, 'reopened', { side: 'user', userId: user.id });
      const list = await listUserSessions(ctx.db, req.tenant.id, user.id, { page: 1, pageSize: 100 });
      const item = list.sessions.find((s) => s.session_id === session.id);
      if (item) return item;
      // Beyond the first hundred: build the item from the session alone.
      const fresh = await sessionById(ctx.db, req.tenant.id, session.id);
      if (!fresh) throw new NotFound(NO_SESSION);
      return {
        session_id: fresh.id,
        room_name: fresh.roomName,
        status: fresh.status,
        username: null,
        profile: null,
        created_at: fresh.createdAt.toISOString(),
        last_message: fresh.lastMessage,
        last_message_at: fresh.lastMessageAt?.toISOString() ?? null,
        unread: 0,
      };
    },

    async startChat(req, reply) {
      const user = (await optionalScope(ctx, req))?.user;
      const tenantId = req.tenant.id;
      if (user) {
        const { wait, tickets } = await take(ctx.db, tenantId, [chatLimits.startUser, String(user.id)]);
        if (wait !== null) throw throttled(wait, 'new conversations');
        const { session, created } = await startUserSession(ctx.db, tenantId, user.id);
        // Continuing the open conversation does not count.
        if (!created) await release(ctx.db, tickets);
        reply.code(created ? 201 : 200);
        return { session_id: session.id, room_name: session.roomName, status: session.status };
      }
      const email = (req.body?.email ?? '').trim();
      if (email === '' || !isValidGuestEmail(email)) throw fieldError('email', INVALID_EMAIL);
      // The guest's room from the cookie, while it is open, is theirs to continue.
      const current = await guestSession(ctx.db, tenantId, req.cookies[ROOM_COOKIE]);
      if (current && current.status !== 'closed') {
        return { session_id: current.id, room_name: current.roomName, status: current.status };
      }
      const address = clientAddress(req);
      const emailKey = email.toLowerCase();
      const { wait } = await take(ctx.db, tenantId, [chatLimits.startGuestAddress, address], [chatLimits.startGuestEmail, emailKey]);
      if (wait !== null) throw throttled(wait, 'new conversations');
      const { session, secret } = await startGuestSession(ctx.db, tenantId, email);
      setRoomCookie(req, reply, session, secret);
      reply.code(201);
      return { session_id: session.id, room_name: session.roomName, status: session.status };
    },

    async getChatHistory(req, reply) {
      const { body } = req;
      const before = body.before_seq === undefined ? undefined : Number(body.before_seq);
      const scope = await optionalScope(ctx, req);
      const tenantId = req.tenant.id;
      const zone = req.tenant.timeZone;
      if (scope) {
        const { user } = scope;
        if (body.session_id === undefined && body.room === undefined) throw fieldError('session_id', 'Send session_id or room.');
        const session =
          body.session_id !== undefined
            ? await sessionById(ctx.db, tenantId, Number(body.session_id))
            : await sessionByRoom(ctx.db, tenantId, body.room ?? '');
        if (!session) throw new NotFound(NO_SESSION);
        const own = session.userId === user.id;
        if (!own && !may(scope, 'helpdesk.run')) throw new NotFound(NO_SESSION);
        const side = own ? 'user' : 'help_desk';
        if (session.nextSeq > 1 && before === undefined) await markRead(ctx.db, tenantId, session.id, side, session.nextSeq - 1);
        return history(ctx.db, tenantId, session, zone, before);
      }
      if (body.room === undefined) throw fieldError('room', 'This field is required.');
      const session = await guestSession(ctx.db, tenantId, req.cookies[ROOM_COOKIE], body.room);
      if (!session) {
        clearRoomCookie(req, reply);
        throw new NotFound(NO_SESSION);
      }
      if (session.nextSeq > 1 && before === undefined) await markRead(ctx.db, tenantId, session.id, 'user', session.nextSeq - 1);
      // A closed chat has ended: the guest keeps the history on screen, the cookie goes.
      if (session.status === 'closed') clearRoomCookie(req, reply);
      return history(ctx.db, tenantId, session, zone, before);
    },

    async getHelpdeskUnread(req) {
      await requirePermission(ctx, req, 'helpdesk.run');
      return { total_unread: await helpdeskUnread(ctx.db, req.tenant.id) };
    },

    async listHelpdeskSessions(req) {
      await requirePermission(ctx, req, 'helpdesk.run');
      const q = req.query;
      return listHelpdeskSessions(ctx.db, req.tenant.id, q.status ?? 'all', paging(q));
    },

    async getHelpdeskSession(req) {
      await requirePermission(ctx, req, 'helpdesk.run');
      const item = await helpdeskSessionItem(ctx.db, req.tenant.id, Number(req.params.id));
      if (!item) throw new NotFound(NO_SESSION);
      return item;
    },

    async closeHelpdeskSession(req) {
      return changeStateFor(ctx, req, 'closed');
    },

    async reopenHelpdeskSession(req) {
      return changeStateFor(ctx, req, 'reopened');
    },
  });

async function changeStateFor(
  ctx: Parameters<RouteGroup>[0],
  req: TypedRequest<'closeHelpdeskSession' | 'reopenHelpdeskSession'>,
  to: 'closed' | 'reopened',
) {
  const { user: staff } = await requirePermission(ctx, req, 'helpdesk.run');
  const id = Number(req.params.id);
  const session = await setSessionState(ctx.db, req.tenant.id, id, to, { side: 'help_desk', userId: staff.id });
  if (!session) throw new NotFound(NO_SESSION);
  const item = await helpdeskSessionItem(ctx.db, req.tenant.id, id);
  if (!item) throw new NotFound(NO_SESSION);
  return item;
}
