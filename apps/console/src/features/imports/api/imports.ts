// Bulk imports (issue 13): the upload (multipart, with upload progress), the batch's progress while it is
// processed, cancelling, and the job spreadsheet template.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { apiKey } from '@tessera/api-client/query-keys';
import { getApi } from '@tessera/ui/api';
import { fileNameFrom, saveBlob } from '@tessera/ui/download';
import { postForm } from '@tessera/ui/upload-with-progress';

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

/** The batch's progress, asked for every second while it is queued or running. */
export function useImportProgress(kind: ImportKind, token: string | null) {
  return useQuery({
    queryKey: importProgressKey(kind, token ?? ''),
    queryFn: () => getProgress(kind, token ?? ''),
    enabled: token !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.state === 'done' || query.state.data.state === 'cancelled') ? false : 1000,
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
