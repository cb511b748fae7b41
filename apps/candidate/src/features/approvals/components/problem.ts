import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { translateServerMessage } from '@tessera/forms/server-errors';

/** What went wrong with a link's call, in the reader's language (the API's message when it sent one). */
export function problemText(error: unknown, t: TFunction, language: string, fallback: string): string {
  const message = isApiError(error) && error.status !== 0 ? readErrorMessage(error.body) : undefined;
  return message ? translateServerMessage(message, t, language) : fallback;
}

/** The `token` of the page's link ('' when it has none). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}
