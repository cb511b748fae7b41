// Messages about applications (issue 15; contract tag "messages"): any signed-in person, each thread read
// and written only by those `messageableApplications` lets in (services/messages.ts).
import { authenticate, publicOrigin } from '../context.ts';
import { attachmentHeader } from '../services/file-access.ts';
import { NotFound } from '../errors.ts';
import { getThread, listThreads, markThreadRead, messageAttachment, sendMessage } from '../services/messages.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const messageRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listMessageThreads(req) {
      const { scope } = await authenticate(ctx, req);
      return { data: await listThreads(ctx.db, scope, req.query.page ?? 1) };
    },

    async getMessageThread(req) {
      const { scope } = await authenticate(ctx, req);
      return getThread(ctx.db, scope, req.params.application_id, { after: req.query.after, before: req.query.before });
    },

    async sendMessage(req, reply) {
      const { scope } = await authenticate(ctx, req);
      const outcome = await sendMessage(
        ctx,
        scope,
        req.params.application_id,
        { body: req.body.body ?? '', clientId: req.body.client_id, file: req.uploads?.file },
        { origin: publicOrigin(req), mailDelaySeconds: ctx.messageMailDelaySeconds },
      );
      reply.code(outcome.created ? 201 : 200);
      return outcome.message;
    },

    async markMessageThreadRead(req) {
      const { scope } = await authenticate(ctx, req);
      return { unread_count: await markThreadRead(ctx.db, scope, req.params.application_id, req.body.seq) };
    },

    async downloadMessageAttachment(req, reply) {
      const { scope } = await authenticate(ctx, req);
      const file = await messageAttachment(ctx.db, scope, req.params.application_id, req.params.message_id);
      const bytes = await ctx.files.get(req.tenant.slug, file.path);
      if (!bytes) throw new NotFound('File not found.');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentHeader(file.name))
        .header('content-length', String(bytes.length))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
