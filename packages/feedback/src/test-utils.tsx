import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import feedback from '@tessera/i18n/locales/en/feedback.json';
import forms from '@tessera/i18n/locales/en/forms.json';

/** English with the real feedback namespace, loaded synchronously. */
export function feedbackI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['feedback', 'forms'],
    defaultNS: 'feedback',
    resources: { en: { feedback, forms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export interface SentCall {
  path: string;
  fields: Record<string, string>;
}

/**
 * A stand-in for the typed client: records POSTs (with the serialised form fields) and answers with
 * `status`, or waits for `release()` when `hold` is set.
 */
export function fakeApi(options: { status?: number; hold?: boolean } = {}) {
  const calls: SentCall[] = [];
  let release: (status?: number) => void = () => {};
  const POST = vi.fn(async (path: string, init: { body: unknown; bodySerializer?: (b: unknown) => unknown }) => {
    const serialised = init.bodySerializer ? init.bodySerializer(init.body) : init.body;
    const fields: Record<string, string> = {};
    if (serialised instanceof FormData) for (const [k, v] of serialised.entries()) fields[k] = typeof v === 'string' ? v : v.name;
    calls.push({ path, fields });
    const status = options.hold ? await new Promise<number>((resolve) => (release = (s = 201) => resolve(s))) : (options.status ?? 201);
    return {
      response: new Response(null, { status }),
      data: status < 400 ? { detail: 'ok' } : undefined,
      error: status >= 400 ? { detail: 'no' } : undefined,
    };
  });
  return { api: { POST } as unknown as ApiClient, calls, POST, release: (status?: number) => release(status) };
}
