import { ApiError } from '@tessera/api-client/api-error';
import type { ApiClient } from '@tessera/api-client/create-api-client';

/** Form fields as multipart form data; empty values are dropped (SPEC §5 "Payload helper"). */
export function toFormData(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(key, value);
  return form;
}

export type Rating = -1 | 0 | 1;

export interface NsatFeedbackInput {
  rating: Rating;
  feed: string;
  page: string;
  /** Guests only. */
  user_email?: string | undefined;
}

/**
 * POST /api/v1/nsat_feedback (SPEC §7): the client adds the bearer token when someone is signed in.
 * Resolves on success; rejects otherwise (the widget then only stops its spinner, SPEC §8).
 */
export async function submitNsatFeedback(api: ApiClient, input: NsatFeedbackInput): Promise<void> {
  const body = {
    rating: String(input.rating) as '-1' | '0' | '1',
    feed: input.feed.trim(),
    page: input.page,
    user_email: input.user_email?.trim(),
  };
  const result = await api.POST('/api/v1/nsat_feedback', {
    body,
    bodySerializer: (b) => toFormData(b as Record<string, string | undefined>),
  });
  // The answer's body goes with the error: a 400 names the field it refuses.
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
}

export type CareerFeedbackType = 'Complaints' | 'Suggestions' | 'Questions' | 'Others';
export const CAREER_FEEDBACK_TYPES: readonly CareerFeedbackType[] = ['Complaints', 'Suggestions', 'Questions', 'Others'];

export interface CareerFeedbackInput {
  feedback_type: CareerFeedbackType;
  description: string;
  page: string;
}

/** POST /api/v1/feedback (bearer, SPEC §7). Rejects on any failure. */
export async function submitCareerFeedback(api: ApiClient, input: CareerFeedbackInput): Promise<void> {
  const result = await api.POST('/api/v1/feedback', {
    body: { ...input, description: input.description.trim() },
    bodySerializer: (b) => toFormData(b as unknown as Record<string, string | undefined>),
  });
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
}
