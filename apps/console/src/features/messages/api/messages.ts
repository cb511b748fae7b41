import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';
import { fileNameFrom } from '@tessera/ui/download';

export type ThreadMessage = components['schemas']['ThreadMessage'];
export type ThreadPage = components['schemas']['MessageThreadPage'];
export type ThreadHeader = ThreadPage['thread'];
export type ThreadSummary = components['schemas']['MessageThreadSummary'];

const THREAD = '/api/v1/recruiter/applicants/messages/{application_id}';

/** GET a page of a thread: `after` a seq (resuming), `before` one (older), or the newest page. */
export async function getThread(applicationId: number, query: { after?: number; before?: number } = {}): Promise<ThreadPage> {
  return unwrap(await getApi().GET(THREAD, { params: { path: { application_id: applicationId }, query } }));
}

export interface OutgoingMessage {
  clientId: string;
  body: string;
  file: File | null;
}

/** POST a message (multipart); a resend of the same client id answers the stored message. */
export async function sendMessage(applicationId: number, message: OutgoingMessage): Promise<ThreadMessage> {
  return unwrap(
    await getApi().POST(THREAD, {
      params: { path: { application_id: applicationId } },
      body: { client_id: message.clientId, body: message.body },
      bodySerializer() {
        const form = new FormData();
        form.append('client_id', message.clientId);
        form.append('body', message.body);
        if (message.file) form.append('file', message.file, message.file.name);
        return form;
      },
    }),
  );
}

/** PUT the read mark; answers the reader's unread count. */
export async function markThreadRead(applicationId: number, seq: number): Promise<number> {
  const answer = unwrap(await getApi().PUT(`${THREAD}/read`, { params: { path: { application_id: applicationId } }, body: { seq } }));
  return answer.unread_count;
}

/** GET an attachment's bytes and the name to save it under. */
export async function downloadAttachment(applicationId: number, message: ThreadMessage): Promise<{ blob: Blob; fileName: string }> {
  const result = await getApi().GET(`${THREAD}/files/{message_id}`, {
    params: { path: { application_id: applicationId, message_id: message.id } },
    parseAs: 'blob',
  });
  const blob = unwrap(result);
  return { blob, fileName: fileNameFrom(result.response.headers.get('content-disposition')) ?? message.attachment?.file_name ?? 'file' };
}
