import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork } from '../../../lib/test-harness.tsx';
import { SavedJobs } from './saved-jobs.tsx';

const user = userEvent.setup({ delay: null });

const job = (id: number, title: string, accepting = true) => ({
  job: {
    id,
    title,
    company: 'Peachtree Analytics',
    city: 'Atlanta',
    region: 'GA',
    country: 'US',
    remote: 'onsite',
    employment_type: 'full_time',
    accepting,
  },
  saved_at: '2026-03-02T15:00:00.000Z',
});

beforeEach(() => signInAs(sessionUser({ is_user: true, role_id: null })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SavedJobs', () => {
  it('lists saved jobs with a link each, says which stopped taking applications, and removes one', async () => {
    let saved = [job(5, 'Data Analyst'), job(6, 'Report Writer', false)];
    const calls = stubNetwork((call) => {
      if (call.method === 'GET' && call.path === '/api/v1/me/saved-jobs')
        return { json: { results: saved, count: saved.length, page: 1, page_size: 10, total_pages: 1 } };
      if (call.method === 'DELETE' && call.path === '/api/v1/me/saved-jobs/5') {
        saved = saved.filter((s) => s.job.id !== 5);
        return { status: 204 };
      }
      return undefined;
    });
    const onMessage = vi.fn();
    renderPage('/application', '/application', <SavedJobs searchHref="/searchJobs" onMessage={onMessage} />);
    expect((await screen.findByRole('link', { name: 'Data Analyst' })).getAttribute('href')).toBe('/jobs/5');
    const closed = screen.getByRole('link', { name: 'Report Writer' }).closest('li') as HTMLElement;
    expect(within(closed).getByText('This job no longer takes applications.')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Data Analyst' }).closest('li') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('Data Analyst was removed from your saved jobs.'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/me/saved-jobs/5')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Data Analyst' })).toBeNull());
  });

  it('says when removing fails, and points to the search when nothing is saved', async () => {
    stubNetwork((call) =>
      call.method === 'GET'
        ? { json: { results: [job(5, 'Data Analyst')], count: 1, page: 1, page_size: 10, total_pages: 1 } }
        : { status: 500, json: { detail: 'Internal server error.' } },
    );
    const onMessage = vi.fn();
    renderPage('/application', '/application', <SavedJobs searchHref="/searchJobs" onMessage={onMessage} />, 'fr');
    await user.click(await screen.findByRole('button', { name: /Retirer/ }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith(expect.stringContaining('Data Analyst')));
    expect(onMessage.mock.calls[0]?.[0]).not.toContain('Internal server error');
    cleanup();
    stubNetwork((call) =>
      call.method === 'GET' ? { json: { results: [], count: 0, page: 1, page_size: 10, total_pages: 0 } } : undefined,
    );
    renderPage('/application', '/application', <SavedJobs searchHref="/searchJobs" onMessage={onMessage} />);
    expect(await screen.findByText('You have no saved jobs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/searchJobs');
  });
});
