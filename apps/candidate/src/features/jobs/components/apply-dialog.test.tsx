import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork, type Handler, type Language } from '../../../lib/test-harness.tsx';
import { myApplication, pdfFile, profileWithResume } from '../../../lib/test-fixtures.ts';
import { ApplyDialog } from './apply-dialog.tsx';

const RESUME = {
  file_name: 'sam.pdf',
  file_path: 'resume/sam.pdf',
  size: 2048,
  content_type: 'application/pdf' as const,
  uploaded_at: '2026-03-01T10:00:00.000Z',
  has_text: true,
};

/** The dialog, open, with a profile that has (or has not) a résumé, and the apply call answered by `apply`. */
function openDialog(apply: Handler, options: { resume?: boolean; language?: Language } = {}) {
  const calls = stubNetwork(
    (call) => (call.path === '/api/v1/me/profile' ? { json: profileWithResume(options.resume === false ? null : RESUME) } : undefined),
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
    fireEvent.change(input, { target: { files: [pdfFile()] } });
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
    fireEvent.change(screen.getByRole('textbox', { name: 'Cover letter (optional)' }), { target: { value: '  I would love to help.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const where = await screen.findByTestId('elsewhere');
    expect(where.textContent).toBe('/thankYou {"jobTitle":"Data Analyst","jobId":5,"applicationId":77}');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: '5', cover_letter: 'I would love to help.' });
  });

  it('uploads another résumé when asked to', async () => {
    const calls = openDialog(() => ({ status: 201, json: myApplication() }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Upload a different résumé for this job' }));
    await chooseFile('Résumé file');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: '5', file: 'cv.pdf' });
  });

  it('409: says the job seeker already applied, with a way to their applications', async () => {
    openDialog(() => ({ status: 409, json: { detail: 'You have already applied to this job.' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You have already applied to this job.');
    expect(screen.getByRole('link', { name: 'See your applications' }).getAttribute('href')).toBe('/application');
  });

  it('409 in French: the French words, never the server’s English', async () => {
    openDialog(() => ({ status: 409, json: { detail: 'You have already applied to this job.' } }), { language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer la candidature' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('This file is larger than 5 MB. Choose a smaller file, for example by saving it again as PDF.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Résumé file').getAttribute('aria-invalid')).toBe('true');
  });

  it('415: not a real PDF or Word file, in Spanish', async () => {
    openDialog(() => ({ status: 415, json: { detail: 'Only PDF and Word (.docx) files can be used as a résumé.' } }), {
      resume: false,
      language: 'esp',
    });
    await chooseFile(/^Archivo/);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(document.body.textContent).toContain('Este archivo no es un PDF'));
    expect(document.body.textContent).not.toContain('Only PDF and Word');
  });

  it('400 on job_id: the job stopped taking applications; 400 on file: it could not be read', async () => {
    openDialog(() => ({ status: 400, json: { job_id: ['This job is no longer taking applications.'] } }), { language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer la candidature' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cette offre n’accepte plus de candidatures.');
    cleanup();
    openDialog(() => ({ status: 400, json: { file: ['This file could not be read.'] } }), { resume: false });
    await chooseFile('Résumé file');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/This file could not be read\. It may be damaged/)).toBeTruthy();
  });
});
