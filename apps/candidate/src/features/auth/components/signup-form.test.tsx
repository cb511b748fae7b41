import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { AppNameContext } from '@tessera/ui/app-context';
import enAuth from '@tessera/i18n/locales/en/auth.json';
import enCommon from '@tessera/i18n/locales/en/common.json';
import enForms from '@tessera/i18n/locales/en/forms.json';
import frAuth from '@tessera/i18n/locales/fr/auth.json';
import frCommon from '@tessera/i18n/locales/fr/common.json';
import frForms from '@tessera/i18n/locales/fr/forms.json';
import { SignupForm } from './signup-form.tsx';

function i18nIn(lng: 'en' | 'fr') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['common', 'auth', 'forms'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, auth: enAuth, forms: enForms }, fr: { common: frCommon, auth: frAuth, forms: frForms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

function renderSignup(lng: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter([{ path: '/signup/candidate', element: <SignupForm userType="candidate" /> }], {
    initialEntries: ['/signup/candidate'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18nIn(lng)}>
        <AppNameContext.Provider value="candidate">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function answer(body: unknown, status: number) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

const user = userEvent.setup({ delay: null });

async function fill(labels: { first: RegExp; last: RegExp; email: RegExp; password: RegExp }, email = 'ada@example.com') {
  await user.type(screen.getByLabelText(labels.first), 'Ada');
  await user.type(screen.getByLabelText(labels.last), 'Lovelace');
  await user.type(screen.getByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), 'fresh-Secret-42x');
  const terms = screen.queryByRole('checkbox');
  if (terms) await user.click(terms);
}

const EN = { first: /first name/i, last: /last name/i, email: /email/i, password: /^password/i };
const FR = { first: /prénom/i, last: /^nom/i, email: /e-mail|courriel/i, password: /mot de passe/i };

beforeEach(() => getSessionStore().getState().signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SignupForm', () => {
  it('lists what is missing in a summary that takes focus and links to each field, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    await user.click(screen.getByRole('button', { name: enAuth.signup.submit }));
    const summary = await screen.findByRole('alert');
    expect(summary.querySelector('h2')?.textContent).toBe(enForms.summary.title);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = screen.getAllByRole('link', { name: /This field is required/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#signup-first_name',
      '#signup-last_name',
      '#signup-email',
      '#signup-password',
    ]);
    await user.click(links[2]!);
    expect(document.activeElement).toBe(screen.getByLabelText(EN.email));
    expect(screen.getByLabelText(EN.email).getAttribute('aria-invalid')).toBe('true');
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : (input as Request).url));
    expect(urls.filter((u) => u.endsWith('/api/v1/register'))).toEqual([]);
  });

  it('shows the server’s field messages in French in the French interface, on the field and in the summary', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ status: 400, message: 'Registration failed.', data: { email: ['A user with this email already exists.'] } }, 400),
    );
    renderSignup('fr');
    await fill(FR);
    await user.click(screen.getByRole('button', { name: frAuth.signup.submit }));
    const email = screen.getByLabelText(FR.email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(frForms.server.emailTaken);
    expect(screen.getByRole('link', { name: new RegExp(frForms.server.emailTaken) })).toBeInTheDocument();
    expect(screen.queryByText('A user with this email already exists.')).toBeNull();
  });

  it('translates the password rules the server names, with their numbers', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        {
          status: 400,
          message: 'Registration failed.',
          data: { password: ['This password is too short. It must contain at least 10 characters.'] },
        },
        400,
      ),
    );
    renderSignup('fr');
    await fill(FR);
    await user.click(screen.getByRole('button', { name: frAuth.signup.submit }));
    expect(await screen.findAllByText(/Ce mot de passe est trop court\. Il doit contenir au moins 10 caractères\./)).not.toHaveLength(0);
  });

  it('refuses characters a name cannot hold, and says so beside the field', async () => {
    renderSignup();
    const first = screen.getByLabelText<HTMLInputElement>(EN.first);
    await user.type(first, 'Ada<');
    expect(first.value).toBe('Ada');
    const notice = await screen.findByText(/“<” can’t be used in this field/);
    expect(first.getAttribute('aria-describedby')).toContain(notice.id);
    await user.type(first, 'h');
    await waitFor(() => expect(notice.textContent).toBe(''));
  });
});
