// Advanced search (issue 15): a partner recruiter searches their pool with filters kept in the address,
// saves the search with a notification, a linked job seeker comes to match it (her profile changes
// through the API), and the recruiter is notified; the page is axe clean in en, fr and esp and works by
// keyboard.
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations, seedSession, sessionFor, signInViaApi, users } from '../../fixtures';
import { bearer, tokenOf } from './hiring-data';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// Linked to the recruiter's partner (Bridgeway Skills Academy) in the demo seed.
const MEI = 'mei.chen@demo.test';

test('a recruiter saves a search with a notification; a job seeker comes to match; the recruiter is told', async ({ page }) => {
  const skill = `Zetaskill${Date.now()}`;
  await signInViaApi(page, users.recruiter);
  await page.goto('/advancedSearch');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced search' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search job seekers' });
  await filters.getByLabel('Has any of these skills').fill(skill);
  await filters.getByLabel('Has any of these skills').press('Enter');
  await expect(page).toHaveURL(new RegExp(`skills_any=${skill}`));
  await expect(page.getByText('No job seekers match these filters.')).toBeVisible();

  const save = page.getByRole('region', { name: 'Save this search' });
  await save.getByLabel('Name of the search').fill(`Zeta people ${skill}`);
  await save.getByLabel('Notify me when new people match').check();
  await save.getByRole('button', { name: 'Save search' }).press('Enter');
  await expect(save.getByRole('status')).toHaveText(`Saved “Zeta people ${skill}”.`);
  await expect(page.getByRole('button', { name: `Run “Zeta people ${skill}”` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Mei adds the skill to her profile (through the API): she now matches.
  const meiToken = await tokenOf(page.request, MEI);
  const put = await page.request.put('/api/v1/me/profile', { headers: bearer(meiToken), data: { skills: ['User Research', skill] } });
  expect(put.status()).toBe(200);

  // The saved search looks every minute; the recruiter gets one notification.
  const recruiterToken = await tokenOf(page.request, users.recruiter);
  await baseExpect
    .poll(
      async () => {
        const res = await page.request.get('/api/v1/notifications/all', { headers: bearer(recruiterToken) });
        return JSON.stringify(await res.json());
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toContain(`1 new job seekers match your saved search “Zeta people ${skill}”`);

  // Running the saved search shows her.
  await page.reload();
  await page.getByRole('button', { name: `Run “Zeta people ${skill}”` }).click();
  await expect(page.getByRole('table')).toContainText('Mei Chen');
});

for (const lang of ['en', 'fr', 'esp'] as const) {
  test(`/advancedSearch is axe clean in ${lang}`, async ({ page }) => {
    const session = await sessionFor(page, users.admin);
    session.state.languageName = lang;
    await seedSession(page, session);
    await page.goto('/advancedSearch?skills_any=sql');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
