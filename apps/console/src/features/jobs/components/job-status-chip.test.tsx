import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '@tessera/ui/test-utils';
import jobs from '@tessera/i18n/locales/en/jobs.json';
import { JobStatusFilter } from './job-status-chip.tsx';
import { jobsHref } from './jobs-page.tsx';

afterEach(cleanup);

describe('JobStatusFilter', () => {
  it('links each status with its count, in the theme colour of that status, the chosen one marked', () => {
    const counts = { all: 10, draft: 2, active: 5, paused: 1, closed: 1, Offered: 1, sourced: 3 };
    const router = createMemoryRouter(
      [{ path: '*', element: <JobStatusFilter value="paused" counts={counts} hrefFor={(s) => jobsHref(s, 'data')} /> }],
      { initialEntries: ['/jobs?status=paused&q=data'] },
    );
    render(
      <I18nextProvider i18n={testI18n({ jobs })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Show jobs by status' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.dataset.status,
      a.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['All: 10', '/jobs?q=data', 'all', null],
      ['Active: 5', '/jobs?status=active&q=data', 'active', null],
      ['Draft: 2', '/jobs?status=draft&q=data', 'draft', null],
      ['✓Paused: 1', '/jobs?status=paused&q=data', 'paused', 'true'],
      ['Offered: 1', '/jobs?status=Offered&q=data', 'Offered', null],
      ['Closed: 1', '/jobs?status=closed&q=data', 'closed', null],
      // SPEC §3: the filter also offers the jobs with a sourced applicant.
      ['Sourced: 3', '/jobs?status=sourced&q=data', 'sourced', null],
    ]);
  });

  it('builds list addresses without defaults', () => {
    expect(jobsHref('all', '')).toBe('/jobs');
    expect(jobsHref('active', 'qa tester', 3)).toBe('/jobs?status=active&q=qa+tester&page=3');
  });
});
