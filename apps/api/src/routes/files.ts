// POST /api/v1/user/file/download (SPEC §7): a stored résumé by its path, for someone allowed to see it.
import { authenticate } from '../context.ts';
import { NotFound, ValidationError } from '../errors.ts';
import { attachmentHeader, downloadableFile, isDownloadPath } from '../services/file-access.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const fileRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async downloadFile(req, reply) {
      const { scope } = await authenticate(ctx, req);
      const { file_path: path } = req.body;
      // Checked before any lookup: a path outside resume/ never reaches the database or the store.
      if (!isDownloadPath(path)) throw new ValidationError({ file_path: ['Give the path of a résumé, like resume/<file name>.'] });
      const notFound = new NotFound('File not found.');
      const file = await downloadableFile(ctx.db, scope, path);
      if (!file) throw notFound;
      const bytes = await ctx.files.get(req.tenant.slug, file.path);
      if (!bytes) throw notFound;
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentHeader(file.originalName))
        .header('content-length', String(bytes.length))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
