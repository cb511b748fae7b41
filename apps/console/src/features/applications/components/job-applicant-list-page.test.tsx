import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubFetch } from '../../../components/hiring/test-harness.tsx';
import type { JobApplicant, JobApplicantList } from '../../../components/hiring/types.ts';
import JobApplicantListPage from './job-applicant-list-page.tsx';

const user = userEvent.setup({ delay: null });

const parts = { skills: 80, certification: 100, education: 50, job_title: 100, industry: 0, management_level: 100 };
const applicant = (id: number, rank: number, name: string, score: number): JobApplicant => ({
  id,
  rank,
  candidate: { user_id: 100 + id, name, email: `${id}@demo.test`, headline: '', city: '' },
  status: 'applied',
  score_total: score,
  score_parts: parts,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
});

const answer: JobApplicantList = {
  job: {
    id: 3,
    title: 'Data Analyst',
    company: 'Brightpath',
    status: 'active',
    weights: { skills: 50, certification: 5, education: 10, jobTitle: 15, industry: 10, mgmtLevel: 10 },
  },
  results: [applicant(11, 1, 'Ada Lovelace', 84), applicant(12, 2, 'Ben Ade', 64), applicant(13, 3, 'Cy Dee', 25)],
  counts: { all: 3, applied: 3, screening: 0, interview: 0, offered: 0, withdrawn: 0, hired: 0, declined: 0, 'on-hold': 0, rejected: 0 },
  count: 3,
  page: 1,
  page_size: 20,
  total_pages: 1,
};

beforeEach(() => signInAs(sessionUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('JobApplicantListPage', () => {
  it('ranks applicants with their score parts and the job weights, and compares the chosen ones', async () => {
    stubFetch((call) => (call.path === '/api/v1/jobs/3/applicants' ? { json: answer } : undefined));
    const { router } = renderPage('/jobs/:id/applicantlist', '/jobs/3/applicantlist', <JobApplicantListPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranked applicants: Data Analyst' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applicants ranked by match score' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['1', '84', '80', '100', '50', '0']));
    expect(within(table).getByRole('columnheader', { name: /Skills\s*50%/ })).toBeInTheDocument();
    const compare = screen.getByRole('button', { name: 'Compare chosen applicants' });
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    await user.click(compare);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least two applicants to compare.');
    await user.click(screen.getByRole('checkbox', { name: 'Choose Ada Lovelace to compare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Cy Dee to compare' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Choose Cy Dee to compare' }).checked).toBe(true);
    expect(screen.getByText('Chosen: 2 of 4.')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('compare')).toBe('11,13'));
    await user.click(screen.getByRole('button', { name: 'Compare chosen applicants' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/compareApplicants?ids=11,13'));
  });
});
