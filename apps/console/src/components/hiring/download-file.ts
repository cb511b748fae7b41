import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';
import { fileNameFrom } from '@tessera/ui/download';

/**
 * POST /api/v1/user/file/download (SPEC §7): multipart file_path = resume/<name>, bearer from the session.
 * Resolves to the file's bytes and the name to save it under.
 */
export async function downloadFile(filePath: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const result = await getApi().POST('/api/v1/user/file/download', {
    body: { file_path: filePath },
    bodySerializer(body) {
      const form = new FormData();
      form.append('file_path', body.file_path);
      return form;
    },
    parseAs: 'blob',
  });
  const blob = unwrap(result);
  const fileName = fileNameFrom(result.response.headers.get('content-disposition')) ?? fallbackName;
  return { blob, fileName };
}
