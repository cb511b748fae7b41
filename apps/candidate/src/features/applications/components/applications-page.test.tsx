import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork, type Handler } from '../../../lib/test-harness.tsx';
import { myApplication } from '../../../lib/test-fixtures.ts';
import ApplicationsPage from './applications-page.tsx';

const user = userEvent.setup({ delay: null });

const interview = myApplication({
  id: 41,
  status: 'interview',
  status_label: 'invited to interview',
  history: [
    {
      from_status: null,
      to_status: 'applied',
      reason: null,
      reason_code: null,
      changed_by: { user_id: 9, name: 'Sam Seeker' },
      created_at: '2026-03-02T15:00:00.000Z',
    },
    {
      from_status: 'applied',
      to_status: 'screening',
      reason: null,
      reason_code: null,
      changed_by: null,
      created_at: '2026-03-04T15:00:00.000Z',
    },
    {
      from_status: 'screening',
      to_status: 'interview',
      reason: null,
      reason_code: null,
      changed_by: null,
      created_at: '2026-03-06T15:00:00.000Z',
    },
  ],
});
const offered = myApplication({
  id: 42,
  job: { ...interview.job, id: 6, title: 'Support Engineer' },
  status: 'offered',
  status_label: 'offer made',
  can_decline: true,
});
const closed = myApplication({
  id: 43,
  job: { ...interview.job, id: 7, title: 'Report Writer', accepting: false },
  status: 'rejected',
  status_label: 'not selected',
  can_withdraw: false,
  history: [
    {
      from_status: null,
      to_status: 'applied',
      reason: null,
      reason_code: null,
      changed_by: { user_id: 9, name: 'Sam Seeker' },
      created_at: '2026-03-02T15:00:00.000Z',
    },
    {
      from_status: 'applied',
      to_status: 'rejected',
      reason: null,
      reason_code: 'job_closed',
      changed_by: null,
      created_at: '2026-03-08T15:00:00.000Z',
    },
  ],
});
const list = (results: unknown[]) => ({ results, count: results.length, page: 1, page_size: 10, total_pages: results.length ? 1 : 0 });

function show(applications: unknown[], saved: unknown[] = [], extra?: Handler) {
  const calls = stubNetwork(
    (call) => (call.method === 'GET' && call.path === '/api/v1/me/applications' ? { json: list(applications) } : undefined),
    (call) => (call.method === 'GET' && call.path === '/api/v1/me/saved-jobs' ? { json: list(saved) } : undefined),
    ...(extra ? [extra] : []),
  );
  return calls;
}

beforeEach(() => signInAs(sessionUser({ is_user: true, role_id: null, name: 'Sam Seeker' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ApplicationsPage and ApplicationCard', () => {
  it('shows each application with its status in plain words, what it means, its history and its actions', async () => {
    show([interview, offered, closed]);
    renderPage('/application', '/application', <ApplicationsPage />);
    expect(await screen.findByText('3 applications')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Data Analyst' });
    expect(within(card).getByText('Invited to interview')).toBeInTheDocument();
    expect(within(card).getByText('The employer wants to meet you. They will contact you about a time.')).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('You applied'),
      expect.stringContaining('Status changed to: Being reviewed'),
      expect.stringContaining('Status changed to: Invited to interview'),
    ]);
    expect(within(card).getByRole('button', { name: 'Withdraw for Data Analyst' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Decline the offer/ })).toBeNull();
    const offer = screen.getByRole('article', { name: 'Support Engineer' });
    expect(within(offer).getByRole('button', { name: 'Decline the offer for Support Engineer' })).toBeInTheDocument();
    // A job close: the reason in the reader's words, and no actions left.
    const ended = screen.getByRole('article', { name: 'Report Writer' });
    expect(within(ended).getByText('The job was closed.')).toBeInTheDocument();
    expect(within(ended).getByText('This job no longer takes applications.')).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('in Spanish, the status and the job close are in Spanish', async () => {
    show([closed]);
    renderPage('/application', '/application', <ApplicationsPage />, 'esp');
    const ended = await screen.findByRole('article', { name: 'Report Writer' });
    expect(within(ended).getByText('La oferta se cerró.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('The job was closed');
  });

  it('withdraws after asking, then says so', async () => {
    const withdrawn = { ...interview, status: 'withdrawn', can_withdraw: false };
    let current: unknown[] = [interview];
    const calls = stubNetwork(
      (call) => (call.method === 'GET' && call.path === '/api/v1/me/applications' ? { json: list(current) } : undefined),
      (call) => (call.method === 'GET' && call.path === '/api/v1/me/saved-jobs' ? { json: list([]) } : undefined),
      (call) => {
        if (call.method !== 'POST' || call.path !== '/api/v1/me/applications/41/withdraw') return undefined;
        current = [withdrawn];
        return { json: withdrawn };
      },
    );
    renderPage('/application', '/application', <ApplicationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw for Data Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application for Data Analyst?' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'I took another job.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText('Your application for Data Analyst was withdrawn.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'I took another job.' });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Data Analyst' }).textContent).toContain('Withdrawn'));
  });

  it('points to the search when there is nothing yet', async () => {
    show([]);
    renderPage('/application', '/application', <ApplicationsPage />);
    expect(await screen.findByText('You have not applied to any jobs yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse jobs' })[0]?.getAttribute('href')).toBe('/searchJobs');
  });
});
