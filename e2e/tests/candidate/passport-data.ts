// Data of the access-passport e2e specs (passport, neuro-layout, phone-journey, reading-profile), made
// through the API: a clear job ad of a demo employer, and a fresh job seeker who filled the passport and
// applied to such a job, sharing all of it. Each test makes its own, so parallel tests never meet.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { users } from '../../fixtures';
import { bearer, makeJob, tokenOf } from '../console/hiring-data';
import { freshSeeker, pdfFile, type FreshSeeker } from './seeker-helpers';

/** Plain words, short sentences: the job search marks the ad "Clear job ad". */
export const CLEAR_AD = '<p>You answer emails from customers. You work with a small team. The interview is one short video call.</p>';

/** An active job with a clear ad (required skill: Writing) of `company`, posted by the admin; its id. */
export async function clearJob(request: APIRequestContext, title: string, company = 'Northstar Logistics'): Promise<number> {
  const admin = await tokenOf(request, users.admin);
  const job = await makeJob(request, admin, title, ['Writing'], {
    description: CLEAR_AD,
    company,
    remote: 'hybrid',
    salary: { min: 40000, max: 48000, currency: 'USD' },
    education: 'high_school',
    industry: 'Services',
  });
  return job.id;
}

export interface PassportInput {
  items: { key: string; note: string }[];
  own_words: string;
}

export interface PassportApplicant {
  seeker: FreshSeeker;
  applicationId: number;
}

/**
 * A fresh job seeker called `first`, signed in in `page`'s tab (call before its first goto), who saved
 * `passport`, applied to `jobId` with a one-page résumé and shares all of the passport with it.
 */
export async function passportApplicant(page: Page, first: string, jobId: number, passport: PassportInput): Promise<PassportApplicant> {
  const seeker = await freshSeeker(page, first);
  const headers = bearer(seeker.token);
  const saved = await page.request.put('/api/v1/me/passport', { headers, data: passport });
  expect(saved.status(), `passport of ${first}`).toBe(200);
  const applied = await page.request.post('/api/v1/me/applications', {
    headers,
    multipart: {
      job_id: String(jobId),
      file: { name: `${first.toLowerCase()}.pdf`, mimeType: 'application/pdf', buffer: pdfFile([first]) },
    },
  });
  expect(applied.status(), `application of ${first}`).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const shared = await page.request.put(`/api/v1/me/applications/${applicationId}/passport`, { headers, data: { share: 'all' } });
  expect(shared.status(), `sharing of ${first}`).toBe(200);
  return { seeker, applicationId };
}
