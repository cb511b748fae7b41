import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubFetch } from '../../../components/hiring/test-harness.tsx';
import type { StaffApplicationList } from '../../../components/hiring/types.ts';
import ApplicationsPage from './applications-page.tsx';

const user = userEvent.setup({ delay: null });

const counts = {
  all: 3,
  applied: 2,
  screening: 1,
  interview: 0,
  offered: 0,
  withdrawn: 0,
  hired: 0,
  declined: 0,
  'on-hold': 0,
  rejected: 0,
};

function page(results: StaffApplicationList['results'], total = results.length): StaffApplicationList {
  return { results, counts, count: total, page: 1, page_size: 20, total_pages: Math.ceil(total / 20) };
}

const row = (id: number, name: string, status: 'applied' | 'screening', score: number) => ({
  id,
  job: { id: 3, title: 'Data Analyst', company: 'Brightpath', status: 'active' as const },
  candidate: { user_id: 100 + id, name, email: `${id}@demo.test`, headline: 'Analyst', city: 'Atlanta' },
  status,
  score_total: score,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
});

beforeEach(() => signInAs(sessionUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ApplicationsPage', () => {
  it('lists applications with links, status chips with counts, and filters through the address', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/v1/jobs') return { json: { results: [], counts: {}, count: 0, page: 1, page_size: 100, total_pages: 0 } };
      if (call.path !== '/api/v1/applications') return undefined;
      const status = new URLSearchParams(call.search).get('status');
      return status === 'screening'
        ? { json: page([row(2, 'Ben Ade', 'screening', 40)]) }
        : { json: page([row(1, 'Ada Lovelace', 'applied', 80), row(2, 'Ben Ade', 'screening', 40)]) };
    });
    const { router } = renderPage('/applications', '/applications', <ApplicationsPage />);
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/applications/1');
    expect(screen.getByText('Showing 1 to 2 of 2 applications.')).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: /^Screening ?: 1$/ });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /^All ?: 3$/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?status=screening'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull());
    expect(screen.getByRole('button', { name: /^Screening ?: 1$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.path === '/api/v1/applications').at(-1)?.search).toContain('status=screening');
  });

  it('says so when nothing matches', async () => {
    stubFetch((call) => (call.path === '/api/v1/applications' ? { json: page([]) } : { json: { results: [], count: 0 } }));
    renderPage('/applications', '/applications?q=nobody', <ApplicationsPage />);
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search applications' }).value).toBe('nobody');
  });

  it('program staff filter by organisation through the address; organisation staff get no such filter', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/v1/organisations')
        return {
          json: {
            results: [
              { id: 5, name: 'Northstar Logistics', kind: 'employer', status: 'approved' },
              { id: 7, name: 'Bridgeway Skills Academy', kind: 'skilling_partner', status: 'approved' },
            ],
            count: 2,
            page: 1,
            page_size: 100,
            total_pages: 1,
          },
        };
      if (call.path === '/api/v1/applications') return { json: page([row(1, 'Ada Lovelace', 'applied', 80)]) };
      return { json: { results: [], counts: {}, count: 0, page: 1, page_size: 100, total_pages: 0 } };
    });
    const { router } = renderPage('/applications', '/applications', <ApplicationsPage />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Organisation' });
    await screen.findByRole('option', { name: 'Bridgeway Skills Academy (skilling partner)' });
    await user.selectOptions(select, '7');
    await waitFor(() => expect(router.state.location.search).toBe('?organisation=7'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/applications').at(-1)?.search).toContain('organisation=7'));
    cleanup();
    signInAs(sessionUser({ role_id: 1, email: 'manager@demo.test' }));
    renderPage('/applications', '/applications?organisation=7', <ApplicationsPage />);
    await screen.findByRole('table', { name: 'Applications' });
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/v1/applications').at(-1)?.search).not.toContain('organisation');
  });
});
