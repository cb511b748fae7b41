// Test helpers for the candidate pages: providers around a page (English, French or Spanish strings), a
// fetch double that answers by route, and an XMLHttpRequest double for uploads (postForm).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import applicationsEn from '@tessera/i18n/locales/en/applications.json';
import commonEn from '@tessera/i18n/locales/en/common.json';
import profileEn from '@tessera/i18n/locales/en/profile.json';
import passportEn from '@tessera/i18n/locales/en/passport.json';
import applicationsEsp from '@tessera/i18n/locales/esp/applications.json';
import commonEsp from '@tessera/i18n/locales/esp/common.json';
import profileEsp from '@tessera/i18n/locales/esp/profile.json';
import passportEsp from '@tessera/i18n/locales/esp/passport.json';
import applicationsFr from '@tessera/i18n/locales/fr/applications.json';
import commonFr from '@tessera/i18n/locales/fr/common.json';
import profileFr from '@tessera/i18n/locales/fr/profile.json';
import passportFr from '@tessera/i18n/locales/fr/passport.json';
import { AppNameContext } from '@tessera/ui/app-context';

export type Language = 'en' | 'fr' | 'esp';

const RESOURCES = {
  en: { common: commonEn, applications: applicationsEn, profile: profileEn, passport: passportEn },
  fr: { common: commonFr, applications: applicationsFr, profile: profileFr, passport: passportFr },
  esp: { common: commonEsp, applications: applicationsEsp, profile: profileEsp, passport: passportEsp },
};

export function i18nFor(language: Language) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    // No fallback: a string missing in French or Spanish would show as its key and fail the test.
    fallbackLng: false,
    ns: ['common', 'applications', 'profile', 'passport'],
    defaultNS: 'common',
    resources: { [language]: RESOURCES[language] },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Handler = (call: Call) => { status?: number; json?: unknown } | undefined;

function respond(handlers: Handler[], call: Call): { status: number; text: string } {
  for (const handler of handlers) {
    const answer = handler(call);
    if (!answer) continue;
    const status = answer.status ?? 200;
    return { status, text: status === 204 ? '' : JSON.stringify(answer.json ?? {}) };
  }
  return { status: 404, text: JSON.stringify({ detail: 'Not found.' }) };
}

/** Replaces fetch and XMLHttpRequest: each request goes to the first handler that answers; else 404. */
export function stubNetwork(...handlers: Handler[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      const body = request.method !== 'GET' && type.includes('json') ? await request.json() : undefined;
      const call = { method: request.method, path: url.pathname, search: url.search, body };
      calls.push(call);
      const { status, text } = respond(handlers, call);
      return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  class FakeXhr {
    status = 0;
    responseText = '';
    statusText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private path = '/';
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
      const call = { method: this.method, path: this.path, search: '', body };
      calls.push(call);
      const { status, text } = respond(handlers, call);
      setTimeout(() => {
        this.status = status;
        this.responseText = text;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

/** Shows where the router went (and the state it carried), for tests that follow a navigation. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</p>;
}

/** Renders `page` at `path` (matched by `pattern`) with a query client, strings and a memory router. */
export function renderPage(pattern: string, path: string, page: ReactElement, language: Language = 'en', state?: unknown) {
  return renderWith(i18nFor(language), pattern, path, page, state);
}

/** The same with strings of the test's choosing (for example `testI18n({ search })` from `@tessera/ui/test-utils`). */
export function renderWith(i18n: I18n, pattern: string, path: string, page: ReactElement, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ ...parsePath(path), state }] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AppNameContext.Provider value="candidate">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
