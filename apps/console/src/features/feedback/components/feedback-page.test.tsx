import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNameContext } from '@tessera/ui/app-context';
import { sessionUser, signInAs, testI18n } from '@tessera/ui/test-utils';
import feedback from '@tessera/i18n/locales/en/feedback.json';
import FeedbackPage from './feedback-page.tsx';

const user = userEvent.setup({ delay: null });

interface TestSender {
  user_id: number | null;
  name: string | null;
  email: string | null;
  is_guest: boolean;
}
const guest: TestSender = { user_id: null, name: null, email: 'jo@example.org', is_guest: true };
const seeker: TestSender = { user_id: 9, name: 'Sam Seeker', email: 'seeker@demo.test', is_guest: false };

function nsatRow(id: number, rating: -1 | 0 | 1, feed: string, sender = seeker) {
  return { id, rating, feed, page: '/searchJobs', sender, created_at: '2026-03-01T10:00:00Z', answer: null };
}

const careerRow = {
  id: 5,
  feedback_type: 'Questions',
  description: 'Interview tips?',
  page: '/application',
  sender: seeker,
  created_at: '2026-03-02T10:00:00Z',
  answer: null,
};

let requests: URL[];
/** Answers sent (POST .../answer): path and JSON body. */
let answers: { path: string; body: unknown }[];
/** How the fake server answers an answer: 200 with the item, or this status. */
let answerStatus: number;
/** The career row's answer once the fake server stored one. */
let careerAnswer: unknown;

function answer(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  if (url.pathname === '/api/v1/feedback/nsat') {
    const rating = url.searchParams.get('rating');
    const rows =
      rating === '-1' ? [nsatRow(3, -1, 'Too slow', guest)] : [nsatRow(page * 10 + 1, 1, `Great, page ${page}`), nsatRow(2, 0, '')];
    return { results: rows, count: rating === '-1' ? 1 : 12, page, page_size: 10, total_pages: rating === '-1' ? 1 : 2 };
  }
  const type = url.searchParams.get('feedback_type');
  if (type === 'Others') return { results: [], count: 0, page: 1, page_size: 10, total_pages: 0 };
  return { results: [{ ...careerRow, answer: careerAnswer }], count: 1, page: 1, page_size: 10, total_pages: 1 };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  answers = [];
  answerStatus = 200;
  careerAnswer = null;
  signInAs(sessionUser());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      requests.push(url);
      if (input.method === 'POST') {
        const body = (await input.json()) as { answer: string };
        answers.push({ path: url.pathname, body });
        if (answerStatus === 409) return json(409, { detail: 'This feedback has already been answered.' });
        if (answerStatus !== 200) return json(answerStatus, { detail: 'Internal server error.' });
        const answered = {
          text: body.answer,
          answered_by: { user_id: 2, name: 'Connie Concierge' },
          answered_at: '2026-03-04T09:30:00Z',
          delivery: 'notification',
        };
        if (url.pathname.includes('/career/')) careerAnswer = answered;
        return json(
          200,
          url.pathname.includes('/career/')
            ? { ...careerRow, answer: answered }
            : { ...nsatRow(3, -1, 'Too slow', guest), answer: { ...answered, delivery: 'email' } },
        );
      }
      return json(200, answer(url));
    }),
  );
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage(at = '/feedback') {
  const router = createMemoryRouter([{ path: '/feedback', element: <FeedbackPage /> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={testI18n({ feedback })}>
        <AppNameContext.Provider value="console">
          <RouterProvider router={router} />
        </AppNameContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('FeedbackPage', () => {
  it('lists ratings and career-connector feedback, newest first as the API gives them', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    const ratings = await screen.findByRole('table', { name: 'Experience ratings' });
    const rows = within(ratings)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      ['Like', 'Great, page 1', '/searchJobs', 'Sam Seeker (seeker@demo.test)'],
      ['Neutral', 'No comment', '/searchJobs', 'Sam Seeker (seeker@demo.test)'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Experience ratings' })).getByRole('status').textContent).toBe('12 entries');
    const career = await screen.findByRole('table', { name: 'Career-connector feedback' });
    expect(within(career).getByText('Interview tips?')).toBeInTheDocument();
    expect(within(career).getByText('Questions')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Career-connector feedback' })).getByRole('status').textContent).toBe('1 entry');
  });

  it('filters by rating through the address and marks guests', async () => {
    const router = renderPage();
    await screen.findByRole('table', { name: 'Experience ratings' });
    await user.selectOptions(screen.getByLabelText('Rating'), '-1');
    await waitFor(() => expect(screen.getByText('jo@example.org (guest)')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?rating=-1');
    expect(requests.some((u) => u.pathname === '/api/v1/feedback/nsat' && u.searchParams.get('rating') === '-1')).toBe(true);
    const section = screen.getByRole('region', { name: 'Experience ratings' });
    expect(within(section).getByRole('status').textContent).toBe('1 entry');
  });

  it('pages by page number', async () => {
    const router = renderPage();
    await screen.findByText('Great, page 1');
    const pager = screen.getByRole('navigation', { name: 'Pages of Experience ratings' });
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: /Previous page/ }).disabled).toBe(true);
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: /Next page/ }));
    await screen.findByText('Great, page 2');
    expect(router.state.location.search).toBe('?ratings_page=2');
    expect(within(screen.getByRole('navigation', { name: 'Pages of Experience ratings' })).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('filters career-connector feedback by type through the address, and back to all types', async () => {
    const router = renderPage();
    const career = await screen.findByRole('table', { name: 'Career-connector feedback' });
    expect(within(career).getByText('Interview tips?')).toBeInTheDocument();
    const select = screen.getByLabelText<HTMLSelectElement>('Type');
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['All types', 'Complaints', 'Suggestions', 'Questions', 'Others']);

    await user.selectOptions(select, 'Others');
    expect(await screen.findByText('No feedback matches this filter yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=Others');
    expect(requests.some((u) => u.pathname === '/api/v1/feedback/career' && u.searchParams.get('feedback_type') === 'Others')).toBe(true);
    expect(screen.queryByRole('table', { name: 'Career-connector feedback' })).toBeNull();
    // The ratings list keeps its own filter.
    expect(requests.filter((u) => u.pathname === '/api/v1/feedback/nsat').every((u) => !u.searchParams.has('feedback_type'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Type'), '');
    expect(await screen.findByRole('table', { name: 'Career-connector feedback' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const last = requests.filter((u) => u.pathname === '/api/v1/feedback/career').at(-1);
    expect(last?.searchParams.has('feedback_type')).toBe(false);
  });

  it('says when a filter matches nothing', async () => {
    renderPage('/feedback?type=Others');
    expect(await screen.findByText('No feedback matches this filter yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Career-connector feedback' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Type').value).toBe('Others');
  });

  it('offers a retry when a list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ detail: 'Your role does not allow this.' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(within(alerts[0]!).getByText('This list could not be loaded.')).toBeInTheDocument();
    expect(within(alerts[0]!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('answers career-connector feedback from the Answer dialog: required text, sent, shown in the row, focus on the answer', async () => {
    renderPage();
    const career = await screen.findByRole('table', { name: 'Career-connector feedback' });
    expect(within(career).getByRole('columnheader', { name: 'Answer' })).toBeInTheDocument();
    const open = within(career).getByRole('button', { name: /^Answer the feedback of Sam Seeker \(seeker@demo\.test\) from / });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Answer feedback' });
    expect(within(dialog).getByText('From: Sam Seeker (seeker@demo.test)')).toBeInTheDocument();
    expect(within(dialog).getByText('Type: Questions')).toBeInTheDocument();
    expect(within(dialog).getByText('Interview tips?')).toBeInTheDocument();
    const box = within(dialog).getByLabelText<HTMLTextAreaElement>('Your answer');
    expect(document.activeElement).toBe(box);
    expect(
      within(dialog).getByText('Sam Seeker gets it as a notification on the site. An answer cannot be changed once it is sent.'),
    ).toBeVisible();

    // Nothing written: refused in the dialog, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByText('Write an answer first.')).toBeInTheDocument();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(answers).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Yes: write to the help chat and we will set a time.  ');
    expect(within(dialog).getByText('55 of 2000 characters used.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer feedback' })).toBeNull());
    expect(answers).toEqual([
      { path: '/api/v1/feedback/career/5/answer', body: { answer: 'Yes: write to the help chat and we will set a time.' } },
    ]);

    const cell = document.getElementById('fbp-answer-career-5') as HTMLElement;
    expect(within(cell).getByText('Yes: write to the help chat and we will set a time.')).toBeInTheDocument();
    expect(within(cell).getByText(/^Answered by Connie Concierge, /)).toBeInTheDocument();
    expect(within(cell).getByText('Sent as a notification.')).toBeInTheDocument();
    expect(within(cell).queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(cell));
  });

  it('tells that a guest is emailed, and Cancel sends nothing and puts focus back on the Answer button', async () => {
    renderPage('/feedback?rating=-1');
    const ratings = await screen.findByRole('table', { name: 'Experience ratings' });
    const open = await within(ratings).findByRole('button', { name: /^Answer the feedback of jo@example\.org \(guest\) from / });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Answer feedback' });
    expect(within(dialog).getByText('Rating: Dislike')).toBeInTheDocument();
    expect(within(dialog).getByText('It is emailed to jo@example.org. An answer cannot be changed once it is sent.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your answer'));
    await user.type(within(dialog).getByLabelText('Your answer'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer feedback' })).toBeNull());
    expect(answers).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(open));
    // Opening again starts from an empty answer.
    await user.click(open);
    expect(((await screen.findByRole('dialog', { name: 'Answer feedback' })).querySelector('textarea') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('says so when someone else answered first (409), and leaves only Close', async () => {
    answerStatus = 409;
    renderPage();
    const career = await screen.findByRole('table', { name: 'Career-connector feedback' });
    await user.click(within(career).getByRole('button', { name: /^Answer the feedback of Sam Seeker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer feedback' });
    await user.clear(within(dialog).getByLabelText('Your answer'));
    await user.type(within(dialog).getByLabelText('Your answer'), 'Late answer');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone already answered this feedback. The list now shows their answer.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send answer' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer feedback' })).toBeNull());
  });

  it('keeps the answer and says so when it could not be sent', async () => {
    answerStatus = 500;
    renderPage();
    const career = await screen.findByRole('table', { name: 'Career-connector feedback' });
    await user.click(within(career).getByRole('button', { name: /^Answer the feedback of Sam Seeker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer feedback' });
    await user.clear(within(dialog).getByLabelText('Your answer'));
    await user.type(within(dialog).getByLabelText('Your answer'), 'Kept text');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The answer could not be sent. Please try again.');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Your answer').value).toBe('Kept text');
    expect(within(dialog).getByRole('button', { name: 'Send answer' })).toBeInTheDocument();
  });
});
