import { ApiError } from '@tessera/api-client/api-error';
import { getSessionStore } from '@tessera/session/session-store';
import { saveBlob } from '@tessera/ui/download';

/** GET /api/v1/me/resume: fetches the file with the bearer token and saves it under its name. */
export async function downloadMyResume(fileName: string): Promise<void> {
  const token = getSessionStore().getState().userToken;
  const res = await fetch('/api/v1/me/resume', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => undefined));
  saveBlob(await res.blob(), fileName);
}
