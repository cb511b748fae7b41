import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs, testI18n } from '@tessera/ui/test-utils';
import search from '@tessera/i18n/locales/en/search.json';
import { matchBreakdown } from '../../../lib/test-fixtures.ts';
import { renderWith } from '../../../lib/test-harness.tsx';
import JobPage from './job-page.tsx';

const user = userEvent.setup({ delay: null });

const publicJob = {
  id: 5,
  title: 'Python Developer',
  company: 'Peachtree Logistics',
  description_html: '<p>Build <strong>web services</strong>.</p>',
  location: { city: 'Marietta', region: 'GA', country: 'US', latitude: 33.95, longitude: -84.55 },
  remote: 'hybrid',
  employment_type: 'full_time',
  experience_min: 2,
  experience_max: 5,
  salary: { min: 95000, max: 120000, currency: 'USD' },
  required_skills: ['Python', 'Django', 'SQL'],
  nice_skills: ['Docker'],
  certifications: [],
  education: 'bachelor',
  industry: 'Logistics',
  management_level: 'individual',
  published_at: '2026-05-01T12:00:00.000Z',
  updated_at: '2026-05-01T12:00:00.000Z',
  how_to_apply: { method: 'in_app', accepting: true, sign_in_required: true, resume_types: ['pdf', 'docx'], resume_max_bytes: 5242880 },
};
const seekerView = {
  ...publicJob,
  match: matchBreakdown({ totalScore: 64, matched_skills: ['Python', 'SQL'], missing_skills: ['Django'] }),
  match_reason: null,
  applied: true,
  application_id: 9,
  applied_at: '2026-05-03T12:00:00.000Z',
  application_status: 'screening',
  saved: false,
};

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderAt(path: string) {
  renderWith(testI18n({ search }), '/jobs/:id', path, <JobPage />);
}

const calls: Request[] = [];
let view: unknown = publicJob;

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      calls.push(input);
      const url = new URL(input.url);
      if (url.pathname === '/api/v1/search/jobs/5') return answer(view);
      if (url.pathname === '/api/v1/search/jobs/6') return answer({ detail: 'Not found.' }, 404);
      if (url.pathname === '/api/v1/me/saved-jobs/5') return input.method === 'PUT' ? answer({ job_id: 5 }) : answer(null, 204);
      return answer({ detail: 'Not found.' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signInAs(null);
});

describe('JobPage', () => {
  it('shows a visitor the job, its facts and how to apply, with sign-in remembering the page', async () => {
    signInAs(null);
    view = publicJob;
    renderAt('/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Developer' })).toBeInTheDocument();
    expect(screen.getByText('web services')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Job facts' });
    expect(within(facts).getByText('$95,000 to $120,000')).toBeInTheDocument();
    expect(within(facts).getByText('Marietta, GA, US')).toBeInTheDocument();
    expect(within(facts).getByText('2 to 5 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/login?next=%2Fjobs%2F5');
    expect(screen.queryByRole('heading', { name: 'How well you match' })).toBeNull();
  });

  it("explains a job seeker's match part by part and shows their application", async () => {
    signInAs(sessionUser({ is_user: true, user_id: 42, role_id: null }));
    view = seekerView;
    renderAt('/jobs/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'How well you match' })).toBeInTheDocument();
    expect(screen.getByText('Your match score: 64 out of 100')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your match, part by part' });
    const skills = within(table).getByRole('row', { name: /^Skills 67 40% 26.8/ });
    expect(within(skills).getByText(/Required skills count fully/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Required skills you have' }).parentElement as HTMLElement).getByText('Python'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('heading', { name: 'Required skills to add' }).parentElement as HTMLElement).getByText('Django'),
    ).toBeVisible();
    expect(screen.getByText('You applied on May 3, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' }).getAttribute('href')).toBe('/application');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('saves and unsaves the job with a toggle button', async () => {
    signInAs(sessionUser({ is_user: true, user_id: 42, role_id: null }));
    view = seekerView;
    renderAt('/jobs/5');
    const save = await screen.findByRole('button', { name: 'Save job' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT' && new URL(c.url).pathname === '/api/v1/me/saved-jobs/5')).toBe(true);
    expect(screen.getByText('Job saved. You find it with your applications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save job' })).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('asks a job seeker without a profile to add one', async () => {
    signInAs(sessionUser({ is_user: true, user_id: 42, role_id: null }));
    view = {
      ...seekerView,
      match: null,
      match_reason: 'no_profile',
      applied: false,
      application_id: null,
      applied_at: null,
      application_status: null,
    };
    renderAt('/jobs/5');
    expect(await screen.findByText(/You have no profile yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('says calmly when the job is not open', async () => {
    signInAs(null);
    renderAt('/jobs/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'This job is not open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job search' }).getAttribute('href')).toBe('/searchJobs');
  });
});
