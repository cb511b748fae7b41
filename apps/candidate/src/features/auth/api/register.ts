import { unwrap } from '@tessera/api-client/create-api-client';
import { getApi } from '@tessera/ui/api';

export type OrganisationUserType = 'employer' | 'corporate_partner' | 'skilling_partner' | 'nonprofit_partner';
export type UserType = 'candidate' | OrganisationUserType;

export interface RegisterInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  /** A job seeker accepts the current terms and privacy policy. */
  accept_terms?: 'true';
  /** An organisation's sign-up: its name (required), website and phone. */
  organisation_name?: string;
  website?: string;
  phone?: string;
}

/** POST /api/v1/register as multipart form data (SPEC §7). */
export async function register(input: RegisterInput) {
  const result = await getApi().POST('/api/v1/register', {
    body: input,
    bodySerializer(body) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body as unknown as Record<string, string>)) form.append(key, value);
      return form;
    },
  });
  return unwrap(result);
}
