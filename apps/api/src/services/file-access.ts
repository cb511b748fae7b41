// Who may download a stored file (SPEC §7 POST /api/v1/user/file/download). A path is checked before
// anything else, so a traversal attempt never reaches the store; then the file must be one this user may
// see: their own, or, for staff, a résumé attached to an application of the tenant (every staff role
// reads applications) or a job seeker's profile résumé (the roles that see job seekers).
import { and, eq } from 'drizzle-orm';
import type { User } from '../context.ts';
import type { Db } from '../db/client.ts';
import { applications, seekerProfiles, storedFiles } from '../db/schema.ts';
import { isSafeStorePath } from './file-store.ts';
import { ALL_STAFF, JOB_SEEKER_VIEWERS, hasRole } from './staff-access.ts';

export type StoredFile = typeof storedFiles.$inferSelect;

/** A résumé path as handed out in `resume.file_path`: `resume/<name>`, one safe segment after the folder. */
export function isDownloadPath(path: string): boolean {
  return /^resume\/[^/]+$/.test(path) && isSafeStorePath(path);
}

/** The file at `path` when `user` may see it; null otherwise (the caller answers 404 either way). */
export async function downloadableFile(db: Db, tenantId: number, user: User, path: string): Promise<StoredFile | null> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.path, path)));
  if (!file) return null;
  if (file.ownerId === user.id) return file;
  if (hasRole(user, ALL_STAFF)) {
    const [onApplication] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.tenantId, tenantId), eq(applications.resumeFileId, file.id)))
      .limit(1);
    if (onApplication) return file;
  }
  if (hasRole(user, JOB_SEEKER_VIEWERS)) {
    const [onProfile] = await db
      .select({ id: seekerProfiles.userId })
      .from(seekerProfiles)
      .where(and(eq(seekerProfiles.tenantId, tenantId), eq(seekerProfiles.resumeFileId, file.id)))
      .limit(1);
    if (onProfile) return file;
  }
  return null;
}

/** A Content-Disposition header that keeps the original name (ASCII fallback plus RFC 5987 UTF-8). */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
