import userEvent from '@testing-library/user-event';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork, type Handler, type Language } from '../../../lib/test-harness.tsx';
import { myApplication, pdfFile, profileWithResume } from '../../../lib/test-fixtures.ts';
import { ApplyDialog } from './apply-dialog.tsx';

const user = userEvent.setup({ delay: null });

const RESUME = {
  file_name: 'sam.pdf',
  file_path: 'resume/sam.pdf',
  size: 2048,
  content_type: 'application/pdf' as const,
  uploaded_at: '2026-03-01T10:00:00.000Z',
  has_text: true,
};

const PASSPORT = {
  items: [
    { key: 'extra_time', note: 'Half as long again.' },
    { key: 'remote_work', note: '' },
  ],
  own_words: 'I like the questions written down.',
  updated_at: '2026-03-01T10:00:00.000Z',
};

/** The dialog, open, with a profile that has (or has not) a résumé, and the apply call answered by `apply`. */
function openDialog(apply: Handler, options: { resume?: boolean; language?: Language; passport?: typeof PASSPORT } = {}) {
  const calls = stubNetwork(
    (call) => (call.path === '/api/v1/me/profile' ? { json: profileWithResume(options.resume === false ? null : RESUME) } : undefined),
    (call) =>
      call.path === '/api/v1/me/passport' ? { json: options.passport ?? { items: [], own_words: '', updated_at: null } } : undefined,
    (call) =>
      call.method === 'PUT' && call.path === '/api/v1/me/applications/77/passport'
        ? {
            json: {
              application_id: 77,
              share: 'some',
              keys: ['extra_time'],
              locked: false,
              shared: { share: 'some', items: [], own_words: null },
              updated_at: null,
            },
          }
        : undefined,
    (call) => (call.method === 'POST' && call.path === '/api/v1/me/applications' ? apply(call) : undefined),
  );
  renderPage(
    '/jobs/:id',
    '/jobs/5',
    <ApplyDialog jobId={5} jobTitle="Data Analyst" open onClose={() => undefined} />,
    options.language ?? 'en',
  );
  return calls;
}

/** Chooses a PDF in the file field and waits for the browser-side check to accept it. */
async function chooseFile(label: RegExp | string) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    await user.upload(input, [pdfFile()]);
  });
  await waitFor(() => expect(document.body.textContent).toMatch(/cv\.pdf \(/));
}

beforeEach(() => signInAs(sessionUser({ is_user: true, role_id: null })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ApplyDialog', () => {
  it('sends the profile résumé with the cover letter, then goes to /thankYou with the job', async () => {
    const calls = openDialog(() => ({ status: 201, json: myApplication({ id: 77 }) }));
    expect(await screen.findByRole('radio', { name: 'Send the résumé on my profile (sam.pdf)' })).toHaveProperty('checked', true);
    await user.clear(screen.getByRole('textbox', { name: 'Cover letter (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Cover letter (optional)' }), '  I would love to help.  ');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const where = await screen.findByTestId('elsewhere');
    expect(where.textContent).toBe('/thankYou {"jobTitle":"Data Analyst","jobId":5,"applicationId":77}');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: '5', cover_letter: 'I would love to help.' });
  });

  it('uploads another résumé when asked to', async () => {
    const calls = openDialog(() => ({ status: 201, json: myApplication() }));
    await user.click(await screen.findByRole('radio', { name: 'Upload a different résumé for this job' }));
    await chooseFile('Résumé file');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: '5', file: 'cv.pdf' });
  });

  it('409: says the job seeker already applied, with a way to their applications', async () => {
    openDialog(() => ({ status: 409, json: { detail: 'You have already applied to this job.' } }));
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You have already applied to this job.');
    expect(screen.getByRole('link', { name: 'See your applications' }).getAttribute('href')).toBe('/application');
  });

  it('409 in French: the French words, never the server’s English', async () => {
    openDialog(() => ({ status: 409, json: { detail: 'You have already applied to this job.' } }), { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Envoyer la candidature' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vous avez déjà postulé à cette offre.');
    expect(alert.textContent).not.toContain('already applied');
  });

  it('413: the file is too big, said under the file field', async () => {
    openDialog(
      () => ({
        status: 413,
        json: { detail: 'The file is larger than 5 MB. Choose a smaller file (for example, save it again as PDF) and try again.' },
      }),
      { resume: false },
    );
    await chooseFile('Résumé file');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('This file is larger than 5 MB. Choose a smaller file, for example by saving it again as PDF.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Résumé file').getAttribute('aria-invalid')).toBe('true');
  });

  it('415: not a real PDF or Word file, in Spanish', async () => {
    openDialog(() => ({ status: 415, json: { detail: 'Only PDF and Word (.docx) files can be used as a résumé.' } }), {
      resume: false,
      language: 'esp',
    });
    await chooseFile(/^Archivo/);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(document.body.textContent).toContain('Este archivo no es un PDF'));
    expect(document.body.textContent).not.toContain('Only PDF and Word');
  });

  it('400 on job_id: the job stopped taking applications; 400 on file: it could not be read', async () => {
    openDialog(() => ({ status: 400, json: { job_id: ['This job is no longer taking applications.'] } }), { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Envoyer la candidature' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cette offre n’accepte plus de candidatures.');
    cleanup();
    openDialog(() => ({ status: 400, json: { file: ['This file could not be read.'] } }), { resume: false });
    await chooseFile('Résumé file');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/This file could not be read\. It may be damaged/)).toBeInTheDocument();
  });

  it('shares what the job seeker chose from the passport with this employer, after the application is in', async () => {
    const calls = openDialog(() => ({ status: 201, json: myApplication({ id: 77 }) }), { passport: PASSPORT });
    const some = await screen.findByRole('radio', { name: 'Share some of it' });
    expect(screen.getByRole('radio', { name: 'Share nothing' })).toHaveProperty('checked', true);
    await user.click(some);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Choose at least one thing to share, or share nothing.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Extra time' }));
    // The preview is exactly what the employer will see.
    expect(screen.getByText(': Half as long again.')).toBeVisible();
    expect(screen.queryByText('I like the questions written down.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('elsewhere');
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/me/applications/77/passport');
    expect(put?.body).toEqual({ share: 'some', keys: ['extra_time'] });
  });

  it('offers to fill in an empty passport and shares nothing', async () => {
    const calls = openDialog(() => ({ status: 201, json: myApplication({ id: 77 }) }));
    expect(await screen.findByRole('link', { name: 'Fill in your access passport' })).toHaveProperty('pathname', '/profile');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('elsewhere');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
