import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '@tessera/ui/upload-with-progress';
import { MY_PROFILE_KEY, type ResumeMeta } from './get-my-profile.ts';

/** POST /api/v1/me/resume (multipart: file), reporting progress 0..1. */
export function uploadMyResume(file: File, onProgress?: (fraction: number) => void): Promise<ResumeMeta> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<ResumeMeta>('/api/v1/me/resume', form, onProgress ? { onProgress } : {});
}

export function useUploadMyResume(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMyResume(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
