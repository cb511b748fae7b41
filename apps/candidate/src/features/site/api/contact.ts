import { unwrap } from '@tessera/api-client/create-api-client';
import type { components } from '@tessera/contract/schema';
import { getApi } from '@tessera/ui/api';

export type ContactMessage = components['schemas']['ContactMessage'];

/** POST /api/v1/site/contact: the message reaches the helpdesk; the answer comes by email. */
export async function sendContactMessage(body: ContactMessage): Promise<string> {
  return unwrap(await getApi().POST('/api/v1/site/contact', { body })).detail;
}
