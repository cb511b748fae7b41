import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubFetch } from '../../../components/hiring/test-harness.tsx';
import settings from '@tessera/i18n/locales/en/settings.json';
import HomepagePage from './homepage-page.tsx';

beforeEach(() => signInAs(sessionUser({ role_id: 1, email: 'manager@demo.test', name: 'Mia Manager' })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const day = {
  applications_waiting: [],
  applications_waiting_count: 0,
  jobs_closing_soon: [
    { id: 4, title: 'Night Picker', company: 'Northstar Logistics', closes_on: '2026-12-01' },
    { id: 9, title: 'Day Picker', company: 'Northstar Logistics', closes_on: '2026-12-03' },
  ],
  jobs_closing_soon_count: 3,
  approvals_pending: null,
  approvals_pending_count: null,
};

describe('HomepagePage', () => {
  it('lists the jobs closing within a week, soonest first, each a link to the job, with the day as given', async () => {
    stubFetch((call) => (call.path === '/api/v1/staff/today' ? { json: day } : undefined));
    renderPage('/homepage', '/homepage', <HomepagePage />, 'en', { settings });
    const section = (await screen.findByRole('heading', { name: '3 jobs closing within a week' })).closest('section')!;
    const links = within(section).getAllByRole('link');
    expect(links[0]!.textContent).toBe('Night Picker at Northstar Logistics, closes Dec 1, 2026');
    expect(links[0]!.getAttribute('href')).toBe('/jobs/edit/4');
    expect(within(section).getByRole('link', { name: 'See every open job' }).getAttribute('href')).toBe('/jobs?status=active');
  });

  it('says so when no job closes soon', async () => {
    stubFetch((call) =>
      call.path === '/api/v1/staff/today' ? { json: { ...day, jobs_closing_soon: [], jobs_closing_soon_count: 0 } } : undefined,
    );
    renderPage('/homepage', '/homepage', <HomepagePage />, 'en', { settings });
    expect(await screen.findByText('No job of yours closes within a week.')).toBeInTheDocument();
  });
});
