// Partners put job seekers forward (issue 11 §1): a partner recruiter puts a linked job seeker forward for
// an employer's job from the job seeker's page; the job seeker agrees on their profile (where they also see
// their partner links); the employer's hiring manager sees who referred them. axe finds nothing on each page.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';
import { pdfFile } from '../candidate/seeker-helpers';
import { bearer, makeJob, tokenOf } from './hiring-data';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const MEI = 'mei.chen@demo.test';

test('a partner puts a linked job seeker forward; she agrees; the employer sees the referral', async ({ page, browser }) => {
  const job = await makeJob(page.request, await tokenOf(page.request, users.manager), `Route Planner ${Date.now()}`);
  const meiToken = await tokenOf(page.request, MEI);
  // Agreeing applies with the résumé on her profile.
  const upload = await page.request.post('/api/v1/me/resume', {
    headers: bearer(meiToken),
    multipart: { file: { name: 'mei-chen.pdf', mimeType: 'application/pdf', buffer: pdfFile(['Mei Chen', 'User Research']) } },
  });
  expect(upload.status()).toBe(201);
  const mei = (await (await page.request.get('/api/v1/user/session', { headers: bearer(meiToken) })).json()) as { user_id: number };

  // The partner (Bridgeway Skills Academy) puts her forward, by keyboard.
  await signInViaApi(page, users.recruiter);
  await page.goto(`/jobSeekers/${mei.user_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Put forward for a job' });
  await section.getByLabel('Job', { exact: true }).selectOption({ label: `${job.title} — Northstar Logistics` });
  await section.getByLabel('Message to the job seeker (optional)').fill('Your research skills fit this team.');
  await section.getByRole('button', { name: 'Put forward' }).press('Enter');
  await expect(section.getByRole('status')).toHaveText(`Mei Chen has been asked about ${job.title}.`);
  await expect(section.getByText(`${job.title} — Northstar Logistics, by Bridgeway Skills Academy`)).toBeVisible();
  await expectNoAxeViolations(page);

  // She sees the request and her partner on her profile, and agrees.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await signInViaApi(seekerPage, MEI);
  await seekerPage.goto('/profile');
  const partners = seekerPage.getByRole('region', { name: 'Partners' });
  await expect(partners).toContainText(`Bridgeway Skills Academy would like to put you forward for ${job.title} at Northstar Logistics.`);
  await expect(partners).toContainText('Your research skills fit this team.');
  await expect(partners.getByRole('button', { name: 'Leave this partner Bridgeway Skills Academy' })).toBeVisible();
  await expectNoAxeViolations(seekerPage);
  await partners.getByRole('button', { name: `Yes, apply ${job.title} at Northstar Logistics` }).click();
  await expect(partners.getByRole('status')).toHaveText(`You applied to ${job.title}. You can follow it in My jobs.`);
  await seekerContext.close();

  // The employer's hiring manager sees who referred her.
  const mine = (await (await page.request.get('/api/v1/me/put-forwards', { headers: bearer(meiToken) })).json()) as {
    results: { job: { id: number }; application_id: number | null }[];
  };
  const applicationId = mine.results.find((r) => r.job.id === job.id)?.application_id;
  expect(applicationId).toEqual(expect.any(Number));
  await signInViaApi(page, users.manager);
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application of Mei Chen' })).toBeVisible();
  await expect(page.getByText('Referred by Bridgeway Skills Academy')).toBeVisible();
  await expectNoAxeViolations(page);
});
