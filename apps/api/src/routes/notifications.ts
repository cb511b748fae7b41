// The notification centre (SPEC §2, §7): any signed-in user, job seeker or staff, lists and marks only
// their own notifications. Another tenant's token is a 401 (authenticate); another user's id a 404.
import { authenticate } from '../context.ts';
import { NotFound } from '../errors.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from '../services/notification-inbox.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const notificationRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listNotifications(req) {
      const { user } = await authenticate(ctx, req);
      const q = req.query;
      const data = await listNotifications(ctx.db, { tenantId: req.tenant.id, userId: user.id }, q.page ?? 1, q.lang ?? 'en');
      return { data };
    },

    async markAllNotificationsRead(req) {
      const { user } = await authenticate(ctx, req);
      await markAllRead(ctx.db, { tenantId: req.tenant.id, userId: user.id });
      return { detail: 'All notifications are marked as read.', unread_count: 0 };
    },

    async markNotificationRead(req) {
      const { user } = await authenticate(ctx, req);
      const reader = { tenantId: req.tenant.id, userId: user.id };
      const { id } = req.params;
      if (!(await markRead(ctx.db, reader, id))) throw new NotFound('Notification not found.');
      return { detail: 'Notification marked as read.', unread_count: await unreadCount(ctx.db, reader) };
    },
  });
