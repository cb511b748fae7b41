import { ApiError } from '@tessera/api-client/api-error';
import { getSessionStore } from '@tessera/session/session-store';

/** GET /api/v1/me/resume: fetches the file with the bearer token and saves it under its name. */
export async function downloadMyResume(fileName: string): Promise<void> {
  const token = getSessionStore().getState().userToken;
  const res = await fetch('/api/v1/me/resume', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => undefined));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
