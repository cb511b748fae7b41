// Bulk imports (issue 13): the upload (multipart, with upload progress), the batch's progress while it is
// processed (pushed over the notification socket), cancelling, and the job spreadsheet template.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { apiKey } from '@tessera/api-client/query-keys';
import { notificationSocketUrl, subscribeNotificationFeed } from '@tessera/notifications/notification-socket';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from '@tessera/ui/api';
import { fileNameFrom, saveBlob } from '@tessera/ui/download';
import { postForm } from '@tessera/ui/upload-with-progress';
import { useViewer } from '@tessera/ui/use-viewer';

export type ImportKind = 'jobs' | 'resumes';
export type ImportProgress = components['schemas']['ImportProgress'];

const UPLOAD_PATH: Record<ImportKind, string> = {
  jobs: '/api/v1/jobs/bulk/upload',
  resumes: '/api/v1/recruiter/bulk/resume/upload',
};

/** POST …/upload (multipart: files repeated, organisation_id for program staff), reporting progress 0..1. */
export function uploadImport(
  kind: ImportKind,
  files: readonly File[],
  organisationId: number | null,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (organisationId !== null) form.append('organisation_id', String(organisationId));
  return postForm<ImportProgress>(UPLOAD_PATH[kind], form, onProgress ? { onProgress } : {});
}

async function getProgress(kind: ImportKind, token: string): Promise<ImportProgress> {
  const options = { params: { path: { token } } };
  return kind === 'jobs'
    ? unwrap(await getApi().GET('/api/v1/jobs/bulk/batches/{token}', options))
    : unwrap(await getApi().GET('/api/v1/recruiter/bulk/resume/batches/{token}', options));
}

export const importProgressKey = (kind: ImportKind, token: string) =>
  kind === 'jobs'
    ? apiKey('/api/v1/jobs/bulk/batches/{token}', { token })
    : apiKey('/api/v1/recruiter/bulk/resume/batches/{token}', { token });

/** Asked again this often while the batch runs, should the socket be down (pushes make it rarely needed). */
export const IMPORT_FALLBACK_POLL_MS = 15_000;

const ended = (progress: ImportProgress | undefined) => progress?.state === 'done' || progress?.state === 'cancelled';

/**
 * The batch's progress: read once (and after a reload), then pushed over the page's notification socket
 * after every file (`import` frames); read again whenever the socket (re)joins, since pushes may have been
 * missed meanwhile, and every IMPORT_FALLBACK_POLL_MS while it runs.
 */
export function useImportProgress(kind: ImportKind, token: string | null) {
  const client = useQueryClient();
  const userId = useViewer().user?.user_id;
  useEffect(() => {
    if (token === null || userId === undefined) return undefined;
    const key = importProgressKey(kind, token);
    return subscribeNotificationFeed(
      { key: String(userId), url: notificationSocketUrl(), getToken: () => getSessionStore().getState().userToken },
      {
        onImport: ({ progress }) => {
          if (progress.token !== token) return;
          const held = client.getQueryData<ImportProgress>(key);
          // Pushes may cross a read in flight: a count never goes back.
          if (!held || ended(progress) || progress.processed >= held.processed) client.setQueryData(key, progress);
        },
        onPush: (push) => {
          if (push.event_type === 'status') void client.invalidateQueries({ queryKey: key });
        },
      },
    );
  }, [client, kind, token, userId]);
  return useQuery({
    queryKey: importProgressKey(kind, token ?? ''),
    queryFn: () => getProgress(kind, token ?? ''),
    enabled: token !== null,
    refetchInterval: (query) => (ended(query.state.data) ? false : IMPORT_FALLBACK_POLL_MS),
  });
}

export function useCancelImport(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const options = { params: { path: { token } } };
      return kind === 'jobs'
        ? unwrap(await getApi().POST('/api/v1/jobs/bulk/batches/{token}/cancel', options))
        : unwrap(await getApi().POST('/api/v1/recruiter/bulk/resume/batches/{token}/cancel', options));
    },
    onSuccess: (progress) => client.setQueryData(importProgressKey(kind, progress.token), progress),
  });
}

/** GET /api/v1/jobs/bulk/template?lang=… saved as the CSV file the server names. */
export async function downloadJobTemplate(lang: 'en' | 'fr' | 'esp'): Promise<string> {
  const { data, response } = await getApi().GET('/api/v1/jobs/bulk/template', { params: { query: { lang } }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`template failed with HTTP ${response.status}`);
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? `jobs-template-${lang}.csv`;
  saveBlob(data, name);
  return name;
}
