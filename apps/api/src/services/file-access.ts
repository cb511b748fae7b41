// Who may download a stored file (SPEC §7 POST /api/v1/user/file/download). A path is checked before
// anything else, so a traversal attempt never reaches the store; then the file must be one this user may
// see: their own, or, for staff, a résumé attached to an application they see (files.applications) or
// the profile résumé of a job seeker they see (files.profiles), as far as their scope reaches.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, seekerProfiles, storedFiles, users } from '../db/schema.ts';
import { may, type Scope } from '../scope.ts';
import { isSafeStorePath } from './file-store.ts';
import { visibleApplications, visibleSeekers } from './visibility.ts';

export type StoredFile = typeof storedFiles.$inferSelect;

/** A résumé path as handed out in `resume.file_path`: `resume/<name>`, one safe segment after the folder. */
export function isDownloadPath(path: string): boolean {
  return /^resume\/[^/]+$/.test(path) && isSafeStorePath(path);
}

/** The file at `path` when `user` may see it; null otherwise (the caller answers 404 either way). */
export async function downloadableFile(db: Db, scope: Scope, path: string): Promise<StoredFile | null> {
  const { tenantId, user } = scope;
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.path, path)));
  if (!file) return null;
  if (file.ownerId === user.id) return file;
  if (may(scope, 'files.applications')) {
    const [onApplication] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(visibleApplications(scope), eq(applications.resumeFileId, file.id)))
      .limit(1);
    if (onApplication) return file;
  }
  if (may(scope, 'files.profiles')) {
    const [onProfile] = await db
      .select({ id: seekerProfiles.userId })
      .from(seekerProfiles)
      .innerJoin(users, and(eq(users.id, seekerProfiles.userId), eq(users.tenantId, seekerProfiles.tenantId)))
      .where(and(eq(seekerProfiles.tenantId, tenantId), visibleSeekers(scope), eq(seekerProfiles.resumeFileId, file.id)))
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
