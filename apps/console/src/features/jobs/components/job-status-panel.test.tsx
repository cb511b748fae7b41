import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import commonEsp from '@tessera/i18n/locales/esp/common.json';
import jobsEsp from '@tessera/i18n/locales/esp/jobs.json';
import commonFr from '@tessera/i18n/locales/fr/common.json';
import jobsFr from '@tessera/i18n/locales/fr/jobs.json';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { stubFetch } from '../../../components/hiring/test-harness.tsx';
import type { StaffJob } from '../api/types.ts';
import { JobStatusPanel } from './job-status-panel.tsx';

const user = userEvent.setup({ delay: null });

vi.mock('@tessera/ui/toasts', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), warn: vi.fn(), dismiss: vi.fn() } }));

function job(patch: Partial<StaffJob> = {}): StaffJob {
  return {
    id: 7,
    title: 'QA Tester',
    description: '<p>x</p>',
    description_text: 'x',
    company: 'Clearview',
    location: { city: 'Houston', region: 'TX', country: 'USA', latitude: 29.76, longitude: -95.37 },
    remote: 'hybrid',
    employment_type: 'contract',
    experience_min: 1,
    experience_max: 3,
    salary: { min: 40000, max: 48000, currency: 'USD' },
    required_skills: ['Manual testing'],
    nice_skills: [],
    certifications: [],
    education: 'associate',
    industry: 'Software',
    management_level: 'individual',
    weights: { skills: 50, certification: 10, education: 10, jobTitle: 10, industry: 10, mgmtLevel: 10 },
    status: 'active',
    hiring_team: [],
    history: [],
    history_count: 0,
    allowed_next: ['paused', 'closed', 'Offered'],
    applications: { total: 0, open: 0 },
    can_edit: true,
    created_by: null,
    published_at: null,
    created_at: '',
    updated_at: '',
    ...patch,
  };
}

function renderPanel(value: StaffJob, language: 'fr' | 'esp') {
  const i18n = createInstance();
  const resources = { fr: { common: commonFr, jobs: jobsFr }, esp: { common: commonEsp, jobs: jobsEsp } };
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', 'jobs'],
    defaultNS: 'common',
    resources: { [language]: resources[language] },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <JobStatusPanel job={value} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInAs(sessionUser());
  // jsdom has no modal dialogs.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function')
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  if (typeof HTMLDialogElement.prototype.close !== 'function')
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('JobStatusPanel', () => {
  it('explains a refused move in French, not in the server’s English', async () => {
    stubFetch((call) =>
      call.path === '/api/v1/jobs/7/status' ? { status: 400, json: { status: ['A job cannot go from "paused" to "paused".'] } } : undefined,
    );
    renderPanel(job(), 'fr');
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce changement n’est pas possible depuis le statut actuel de l’offre. Rechargez la page pour le voir.',
    );
  });

  it('says in Spanish that a job needs a description before it is published', async () => {
    stubFetch((call) =>
      call.path === '/api/v1/jobs/7/status'
        ? { status: 400, json: { status: ['Add a description before the job is published.'] } }
        : undefined,
    );
    renderPanel(job({ status: 'draft', description: '', description_text: '', allowed_next: ['active', 'closed'] }), 'esp');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Añada una descripción antes de publicar la oferta.');
  });

  it('tells what job seekers read when a job is closed without a reason, in the reader’s language', async () => {
    stubFetch();
    renderPanel(job({ applications: { total: 3, open: 2 } }), 'fr');
    await user.click(screen.getByRole('button', { name: 'Fermer l’offre' }));
    expect(
      screen.getByText('Sans motif, les candidats sont informés que l’offre a été fermée, chacun dans sa langue.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('The job was closed.');
  });
});
