// Test helpers for the hiring pages: providers around a page and a fetch double that answers by route.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import applicationsStaff from '@tessera/i18n/locales/en/applications-staff.json';
import jobseekers from '@tessera/i18n/locales/en/jobseekers.json';
import commonEsp from '@tessera/i18n/locales/esp/common.json';
import applicationsStaffEsp from '@tessera/i18n/locales/esp/applications-staff.json';
import jobseekersEsp from '@tessera/i18n/locales/esp/jobseekers.json';
import commonFr from '@tessera/i18n/locales/fr/common.json';
import applicationsStaffFr from '@tessera/i18n/locales/fr/applications-staff.json';
import jobseekersFr from '@tessera/i18n/locales/fr/jobseekers.json';
import { AppNameContext } from '@tessera/ui/app-context';
import { testI18n } from '@tessera/ui/test-utils';

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Handler = (call: Call) => { status?: number; json?: unknown; body?: BodyInit; headers?: Record<string, string> } | undefined;

/** Replaces fetch: each request goes to the first handler that answers; anything else is a 404. */
export function stubFetch(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    let body: unknown;
    const type = request.headers.get('content-type') ?? '';
    if (request.method !== 'GET') {
      if (type.includes('json')) body = await request.json();
      else if (type.includes('multipart')) body = Object.fromEntries((await request.formData()).entries());
    }
    const call = { method: request.method, path: url.pathname, search: url.search, body };
    calls.push(call);
    for (const handler of handlers) {
      const answer = handler(call);
      if (!answer) continue;
      const headers = { 'content-type': 'application/json', ...answer.headers };
      return new Response(answer.body ?? JSON.stringify(answer.json ?? {}), { status: answer.status ?? 200, headers });
    }
    return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** The hiring pages' strings in French or Spanish (English stays the fallback). */
function otherLanguage(language: 'fr' | 'esp'): I18n {
  const i18n = createInstance();
  const resources = {
    fr: { common: commonFr, 'applications-staff': applicationsStaffFr, jobseekers: jobseekersFr },
    esp: { common: commonEsp, 'applications-staff': applicationsStaffEsp, jobseekers: jobseekersEsp },
  };
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'applications-staff', 'jobseekers'],
    defaultNS: 'common',
    resources: {
      [language]: resources[language],
      en: testI18n({ 'applications-staff': applicationsStaff, jobseekers }).store.data.en ?? {},
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders a page at `path` (matched by `pattern`) with query client, strings (English by default) and a memory router. */
export function renderPage(
  pattern: string,
  path: string,
  page: ReactElement,
  language: 'en' | 'fr' | 'esp' = 'en',
  /** More English namespaces the page reads (by name). */
  more: Record<string, object> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Other paths render nothing, so a test can follow a navigation away from the page.
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <I18nextProvider
        i18n={language === 'en' ? testI18n({ 'applications-staff': applicationsStaff, jobseekers, ...more }) : otherLanguage(language)}
      >
        <AppNameContext.Provider value="console">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
