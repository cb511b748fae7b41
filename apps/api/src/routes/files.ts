// POST /api/v1/user/file/download (SPEC §7): a stored résumé by its path, for someone allowed to see it.
import { authenticate } from '../context.ts';
import { HttpError, detail } from '../errors.ts';
import { attachmentHeader, downloadableFile, isDownloadPath } from '../services/file-access.ts';
import type { RouteGroup } from './types.ts';

export const fileRoutes: RouteGroup = (ctx) => ({
  async downloadFile(req, reply) {
    const { user } = await authenticate(ctx, req);
    const { file_path: path } = req.body as { file_path: string };
    // Checked before any lookup: a path outside resume/ never reaches the database or the store.
    if (!isDownloadPath(path)) throw new HttpError(400, { file_path: ['Give the path of a résumé, like resume/<file name>.'] });
    const notFound = detail(404, 'File not found.');
    const file = await downloadableFile(ctx.db, req.tenant.id, user, path);
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
