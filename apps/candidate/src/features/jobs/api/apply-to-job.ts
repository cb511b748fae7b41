import type { components } from '@tessera/contract/schema';
import { postForm } from '@tessera/ui/upload-with-progress';

export type MyApplication = components['schemas']['MyApplication'];

export interface ApplyInput {
  jobId: number;
  coverLetter: string;
  /** A résumé for this application; the profile's résumé is sent when null. */
  file: File | null;
}

/** POST /api/v1/me/applications (multipart: job_id, cover_letter, file), reporting upload progress 0..1. */
export function applyToJob(input: ApplyInput, onProgress?: (fraction: number) => void): Promise<MyApplication> {
  const form = new FormData();
  form.append('job_id', String(input.jobId));
  if (input.coverLetter.trim() !== '') form.append('cover_letter', input.coverLetter.trim());
  if (input.file) form.append('file', input.file, input.file.name);
  return postForm<MyApplication>('/api/v1/me/applications', form, onProgress ? { onProgress } : {});
}
