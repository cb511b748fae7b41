import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork } from '../../../lib/test-harness.tsx';
import ThankYouPage from './thank-you-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ThankYouPage', () => {
  it('after applying: names the job, says what happens next, and links to the applications, the search and the job', async () => {
    signInAs(sessionUser({ is_user: true, role_id: null }));
    stubNetwork();
    renderPage('/thankYou', '/thankYou', <ThankYouPage />, 'en', { jobTitle: 'Data Analyst', jobId: 5, applicationId: 77 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for applying for Data Analyst' })).toBeInTheDocument();
    expect(screen.getByText('Your application for Data Analyst was received.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See your applications' }).getAttribute('href')).toBe('/application');
    expect(screen.getByRole('link', { name: 'Find more jobs' }).getAttribute('href')).toBe('/searchJobs');
    expect(screen.getByRole('link', { name: 'Back to the job' }).getAttribute('href')).toBe('/jobs/5');
  });

  it('opened on its own by a visitor: a general thank-you, no applications link, and in French', async () => {
    signInAs(null);
    stubNetwork();
    renderPage('/thankYou', '/thankYou', <ThankYouPage />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre candidature' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir vos candidatures' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Revenir à l’offre' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Trouver d’autres offres' }).getAttribute('href')).toBe('/searchJobs');
  });
});
