import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { staffApplication } from '../../../components/hiring/fixtures.ts';
import { renderPage, stubFetch } from '../../../components/hiring/test-harness.tsx';
import type { ComparedApplication } from '../../../components/hiring/types.ts';
import ComparePage from './compare-page.tsx';

const user = userEvent.setup({ delay: null });

function compared(id: number, name: string, score: number): ComparedApplication {
  const a = staffApplication();
  return {
    id,
    job: a.job,
    weights: a.match.weights,
    candidate: { ...a.candidate, user_id: 100 + id, name },
    status: 'applied',
    score_total: score,
    match: { ...a.match, totalScore: score },
    years_experience: 3,
    education: 'bachelor',
    management_level: 'individual',
    industry: 'Software',
    skills: ['SQL'],
    certifications: [],
    created_at: a.created_at,
  };
}

const people: Record<string, ComparedApplication> = {
  '1': compared(1, 'Ada Lovelace', 80),
  '2': compared(2, 'Ben Ade', 60),
  '3': compared(3, 'Cy Dee', 40),
};

beforeEach(() => signInAs(sessionUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ComparePage', () => {
  it('shows the chosen applicants side by side and removes one through the address', async () => {
    const calls = stubFetch((call) => {
      if (call.path !== '/api/v1/applications/compare') return undefined;
      const ids = (new URLSearchParams(call.search).get('ids') ?? '').split(',');
      return { json: { same_job: true, results: ids.map((id) => people[id]) } };
    });
    const { router } = renderPage('/compareApplicants', '/compareApplicants?ids=1,2,3', <ComparePage />);
    const table = await screen.findByRole('table', { name: '3 applicants side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => within(h).getByRole('link').textContent),
    ).toEqual(['Ada Lovelace', 'Ben Ade', 'Cy Dee']);
    expect(within(table).getByRole('rowheader', { name: 'Score part: Skills' })).toBeInTheDocument();
    expect(within(table).getByText('(highest)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Cy Dee' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('ids')).toBe('1,2'));
    expect(await screen.findByRole('table', { name: '2 applicants side by side' })).toBeInTheDocument();
    expect(screen.getByText('Cy Dee was removed from the comparison.')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?ids=1%2C2');
  });

  it('explains what to do with fewer than two, without asking the server', async () => {
    const calls = stubFetch();
    renderPage('/compareApplicants', '/compareApplicants?ids=5', <ComparePage />);
    expect(await screen.findByText('Only one applicant is chosen. Choose at least two to compare them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the chosen application' }).getAttribute('href')).toBe('/applications/5');
    expect(calls).toHaveLength(0);
  });
});
