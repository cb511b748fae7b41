import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { testI18n } from '@tessera/ui/test-utils';
import search from '@tessera/i18n/locales/en/search.json';
import { renderWith } from '../../../lib/test-harness.tsx';
import SearchPage from './search-page.tsx';

const card = (id: number, title: string) => ({
  id,
  title,
  company: 'Peachtree Logistics',
  city: 'Marietta',
  region: 'GA',
  country: 'US',
  remote: 'onsite',
  employment_type: 'full_time',
  experience_min: 2,
  experience_max: 5,
  salary: { min: 95000, max: 120000, currency: 'USD' },
  required_skills: ['Python', 'SQL'],
  published_at: '2026-05-01T12:00:00.000Z',
  distance_miles: 17.4,
  snippet: 'Build web services.',
});

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderAt(path: string) {
  return renderWith(testI18n({ search }), '/searchJobs', path, <SearchPage />).router;
}

const calls: URL[] = [];

beforeEach(() => {
  getSessionStore().getState().signOut();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      const url = new URL(input.url);
      calls.push(url);
      if (url.searchParams.get('q') === 'nothing')
        return answer({ results: [], count: 0, count_capped: false, page: 1, page_size: 20, total_pages: 0 });
      const page = Number(url.searchParams.get('page') ?? 1);
      return answer({
        results: [card(page * 10, `Python Developer ${page}`)],
        count: 21,
        count_capped: false,
        page,
        page_size: 20,
        total_pages: 2,
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('searches with the filters of the address and announces the count', async () => {
    renderAt('/searchJobs?q=python&location=atlanta&experience=2-5&remote=onsite,remote&page=2');
    expect(await screen.findByRole('heading', { level: 3, name: 'Python Developer 2' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('21 jobs found. Showing 21 to 21.');
    const sent = calls.at(-1) as URL;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'python',
      location: 'atlanta',
      experience: '2-5',
      remote: 'onsite,remote',
      page: '2',
      page_size: '20',
    });
    // The form shows the same filters.
    expect(screen.getByLabelText<HTMLInputElement>('Keywords').value).toBe('python');
    expect(screen.getByLabelText<HTMLSelectElement>('Location').value).toBe('atlanta');
    expect(screen.getByLabelText<HTMLInputElement>('2 to 5 years').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Remote').checked).toBe(true);
    const article = screen.getByRole('article');
    expect(within(article).getByText('$95,000 to $120,000')).toBeInTheDocument();
    expect(within(article).getByText('17.4 miles away')).toBeInTheDocument();
  });

  it('puts every filter in the address when Search is pressed, starting again at page 1', async () => {
    const router = renderAt('/searchJobs?page=2');
    await screen.findByRole('heading', { level: 3, name: 'Python Developer 2' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Keywords'), ' nurse ');
    await user.selectOptions(screen.getByLabelText('Location'), 'houston');
    await user.click(screen.getByLabelText('More than 8 years'));
    await user.click(screen.getByLabelText('Hybrid'));
    await user.click(screen.getByLabelText('Contract'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=nurse&location=houston&experience=over-8&remote=hybrid&employment_type=contract'),
    );
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('nurse'));
  });

  it('pages with real links that keep the filters', async () => {
    renderAt('/searchJobs?q=python');
    await screen.findByRole('heading', { level: 3, name: 'Python Developer 1' });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/searchJobs?q=python&page=2');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows a calm empty state with ways out', async () => {
    renderAt('/searchJobs?q=nothing&location=houston');
    expect(await screen.findByRole('heading', { level: 3, name: 'No jobs match this search yet.' })).toBeInTheDocument();
    // Issue 17 §4: the sentence once; the live region gives the count.
    expect(screen.getAllByText('No jobs match this search yet.')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('0 jobs found.');
    expect(screen.getByRole('link', { name: 'search anywhere instead of one area,' }).getAttribute('href')).toBe('/searchJobs?q=nothing');
    expect(screen.getByRole('link', { name: 'or see all job locations.' }).getAttribute('href')).toBe('/globallocations');
  });

  it('clears every filter', async () => {
    const router = renderAt('/searchJobs?q=python&remote=remote');
    await screen.findByRole('heading', { level: 3, name: 'Python Developer 1' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Keywords').value).toBe('');
  });
});
