import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { staffApplication } from '../../../components/hiring/fixtures.ts';
import { renderPage, stubFetch, type Call } from '../../../components/hiring/test-harness.tsx';
import type { StaffApplication } from '../../../components/hiring/types.ts';
import ApplicationPage from './application-page.tsx';

const user = userEvent.setup({ delay: null });

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@tessera/ui/toasts', () => ({ toast: { error: toastError, info: vi.fn(), success: vi.fn(), warn: vi.fn(), dismiss: vi.fn() } }));

/** Serves the application; a status change answers with `after`'s result, which later reads return too. */
function show(application: StaffApplication, after?: (call: Call) => StaffApplication | { status: number; json: unknown } | undefined) {
  let current = application;
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/v1/applications/7') return { json: current };
    if (call.method === 'POST' && call.path === '/api/v1/applications/7/status' && after) {
      const answer = after(call);
      if (answer && 'status' in answer && typeof answer.status === 'number') return answer;
      current = answer as StaffApplication;
      return { json: current };
    }
    return undefined;
  });
  renderPage('/applications/:id', '/applications/7', <ApplicationPage />);
  return calls;
}

beforeEach(() => signInAs(sessionUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ApplicationPage', () => {
  it('shows the candidate, the match in words and numbers, and only the allowed next steps', async () => {
    show(staffApplication());
    expect(await screen.findByRole('heading', { level: 1, name: 'Application of Aisha Bello' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aisha.bello@demo.test' }).getAttribute('href')).toBe('mailto:aisha.bello@demo.test');
    expect(screen.getByText('72 out of 100.')).toBeInTheDocument();
    expect(screen.getByText('Required skills they have: 2 of 3.', { exact: false })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Match score, part by part' });
    const skills = within(table).getByRole('row', { name: /^Skills/ });
    expect(skills.textContent).toContain('67 of 100');
    expect(skills.textContent).toContain('50%');
    expect(skills.textContent).toContain('33.5');
    const steps = screen.getByRole('list', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to screening', 'Move to interview', 'Put on hold', 'Reject']);
    expect(screen.queryByRole('button', { name: /undo/i })).toBeNull();
  });

  it('confirms a move, sends it, announces it and grows the history', async () => {
    const calls = show(staffApplication(), () =>
      staffApplication({
        status: 'screening',
        allowed_next: ['interview', 'on-hold', 'rejected'],
        history: [
          ...staffApplication().history,
          {
            from_status: 'applied',
            to_status: 'screening',
            reason: null,
            changed_by: { user_id: 1, name: 'Ada Admin' },
            created_at: '2026-01-06T10:00:00Z',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Move to screening' }));
    expect(screen.getByRole('heading', { name: 'Please confirm' })).toBe(document.activeElement);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, move to Screening' }));
    expect(await screen.findByText('Status changed to Screening.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'screening' });
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('By Ada Admin', { exact: false })).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, then sends the reason', async () => {
    const calls = show(staffApplication(), (call) =>
      staffApplication({
        status: 'rejected',
        previous_status: 'applied',
        reason: (call.body as { reason: string }).reason,
        allowed_next: ['applied'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Yes, move to Rejected' }));
    expect(screen.getByText('Write why you are rejecting this application.')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: 'Reason for rejecting (required)' });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(reason);
    await user.type(reason, 'Needs more SQL experience.');
    await user.click(screen.getByRole('button', { name: 'Yes, move to Rejected' }));
    expect(await screen.findByText('Reason: Needs more SQL experience.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'rejected', reason: 'Needs more SQL experience.' });
    expect(screen.getByRole('button', { name: 'Undo: back to Applied' })).toBeInTheDocument();
  });

  it('offers undo for on-hold; a refused change is explained in the reader’s words, not the server’s', async () => {
    show(staffApplication({ status: 'on-hold', previous_status: 'interview', allowed_next: ['interview', 'rejected'] }), () => ({
      status: 400,
      json: { status: ['An application cannot go from "on-hold" to "interview".'] },
    }));
    const steps = await screen.findByRole('list', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject']);
    await user.click(screen.getByRole('button', { name: 'Undo: back to Interview' }));
    await user.click(screen.getByRole('button', { name: 'Yes, go back to Interview' }));
    // (The page's other sections, unanswered by this stub, may show alerts of their own.)
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'This change is not possible any more: someone may have changed the application meanwhile. Reload the page to see its status.',
      ),
    );
  });

  it('in French and Spanish: a refused reopening on a closed job and a missing reason, never in the server’s English', async () => {
    const closed = staffApplication({
      status: 'rejected',
      previous_status: 'interview',
      reason: null,
      reason_code: 'job_closed',
      allowed_next: ['interview'],
      job: { id: 3, title: 'Data Analyst', company: 'Brightpath Analytics', status: 'closed' },
      history: [
        {
          from_status: null,
          to_status: 'applied',
          reason: null,
          changed_by: { user_id: 21, name: 'Aisha Bello' },
          created_at: '2026-01-05T10:00:00Z',
        },
        {
          from_status: 'applied',
          to_status: 'rejected',
          reason: null,
          reason_code: 'job_closed',
          changed_by: { user_id: 2, name: 'Maya Manager' },
          created_at: '2026-01-09T10:00:00Z',
        },
      ],
    });
    let answer: { status: number; json: unknown } = {
      status: 400,
      json: { status: ['The job is closed, so this application cannot be reopened.'] },
    };
    stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/v1/applications/7') return { json: closed };
      if (call.method === 'POST' && call.path === '/api/v1/applications/7/status') return answer;
      return undefined;
    });
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />, 'fr');
    expect(await screen.findByText('Close parce que l’offre a été fermée.')).toBeInTheDocument();
    expect(screen.getByText('L’offre a été fermée.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Annuler : revenir à/ }));
    await user.click(screen.getByRole('button', { name: /^Oui, revenir à/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'L’offre est fermée : cette candidature ne peut pas être rouverte.',
      ),
    );
    expect(document.body.textContent).not.toContain('cannot be reopened');
    cleanup();
    // A rejection the server refuses for want of a reason.
    answer = { status: 400, json: { reason: ['A rejection needs a reason.'] } };
    stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/v1/applications/7') return { json: staffApplication() };
      if (call.method === 'POST' && call.path === '/api/v1/applications/7/status') return answer;
      return undefined;
    });
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />, 'esp');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await user.clear(screen.getByRole('textbox', { name: /Motivo/ }));
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), ' ');
    await user.clear(screen.getByRole('textbox', { name: /Motivo/ }));
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'x');
    await user.click(screen.getByRole('button', { name: /^Sí, pasar a/ }));
    await waitFor(() => expect(document.body.textContent).toContain('Escriba por qué descarta esta candidatura.'));
    expect(document.body.textContent).not.toContain('A rejection needs a reason.');
  });

  it('shows read-only roles no status actions and no note form', async () => {
    signInAs(sessionUser({ role_id: 3, name: 'Avery Auditor' }));
    show(staffApplication({ allowed_next: [], can_manage: false }));
    expect(await screen.findByText('You can read this application. Your role cannot change its status or add notes.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Next steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: /reject|move to/i })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New note' })).toBeNull();
    // The job-seeker page is not for role 3 (SPEC §6), so there is no link to it.
    expect(screen.queryByRole('link', { name: /job-seeker page/i })).toBeNull();
  });

  it('asks the file endpoint for the résumé by its path, and says "Something went wrong." when it fails', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/v1/applications/7') return { json: staffApplication() };
      if (call.path === '/api/v1/user/file/download') return { status: 404, json: { detail: 'File not found.' } };
      return undefined;
    });
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />);
    await user.click(await screen.findByRole('button', { name: 'Download résumé of Aisha Bello' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/v1/user/file/download')?.body).toEqual({ file_path: 'resume/abc.pdf' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Something went wrong.'));
  });

  it('shows the newest 20 notes with the total, and older ones a page at a time', async () => {
    const note = (n: number) => ({
      id: n,
      author: { user_id: 2, name: 'Rafael Recruiter' },
      body: `Note ${n}`,
      created_at: '2026-01-05T10:00:00Z',
    });
    const newest = Array.from({ length: 20 }, (_, i) => note(25 - i));
    const calls = stubFetch((call) => {
      if (call.path === '/api/v1/applications/7') return { json: staffApplication({ notes: newest, notes_count: 25 }) };
      if (call.path === '/api/v1/applications/7/notes') {
        // Page 2 starts with the last note of page 1 (as after someone added one): it is shown once.
        return { json: { results: [note(6), ...[5, 4, 3, 2, 1].map(note)], count: 26, page: 2, page_size: 20, total_pages: 2 } };
      }
      return undefined;
    });
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />);
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older notes' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(calls.find((c) => c.path === '/api/v1/applications/7/notes')?.search).toBe('?page=2&page_size=20');
    expect(within(list).getAllByRole('listitem').at(-1)?.textContent).toContain('Note 1');
    expect(screen.queryByRole('button', { name: 'Show older notes' })).toBeNull();
  });

  it('adds a note, which shows at once at the top of the list', async () => {
    const notes: StaffApplication['notes'] = [];
    stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/v1/applications/7')
        return { json: staffApplication({ notes, notes_count: notes.length }) };
      if (call.method === 'POST' && call.path === '/api/v1/applications/7/notes') {
        const note = {
          id: 90,
          author: { user_id: 2, name: 'Rafael Recruiter' },
          body: (call.body as { body: string }).body,
          created_at: '2026-01-06T10:00:00Z',
        };
        notes.unshift(note);
        return { status: 201, json: note };
      }
      return undefined;
    });
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'New note' }));
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Call back on Monday.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Call back on Monday.')).toBeInTheDocument();
    expect(screen.queryByText('No notes yet.')).toBeNull();
  });

  it('says when the application does not exist', async () => {
    stubFetch();
    renderPage('/applications/:id', '/applications/7', <ApplicationPage />);
    expect(await screen.findByText(/We could not find this application/)).toBeInTheDocument();
  });
});
