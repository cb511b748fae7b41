// A corporate partner's staff (DECISIONS 19, issue 11 §1): they hire like an employer and, beyond that,
// see the job seekers linked to their organisation. The demo's Keystone Cares Foundation has
// corporate@demo.test (hiring manager) and Sofia Rossi linked; Diego Ramirez is Open Doors' and stays out
// of sight. Side bar → Job seekers → a linked job seeker's page, axe-clean in en, fr and esp.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, seedSession, sessionFor, signInViaApi, users } from '../../fixtures';

async function signInAs(page: Page, email: string, language: 'en' | 'fr' | 'esp'): Promise<void> {
  const session = await sessionFor(page, email);
  session.state.languageName = language;
  await seedSession(page, session);
}

const JOB_SEEKERS = { en: 'Job seekers', fr: 'Candidats', esp: 'Candidatos' } as const;

for (const language of ['en', 'fr', 'esp'] as const) {
  test(`a corporate partner’s manager finds the job seekers linked to it from the side bar (${language})`, async ({ page }) => {
    await signInAs(page, users.corporate, language);
    await page.goto('/homepage');
    const link = page.locator('nav a[href="/jobSeekers"]');
    await expect(link).toHaveAccessibleName(new RegExp(JOB_SEEKERS[language]));
    await link.click();
    await expect(page).toHaveURL(/\/jobSeekers$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: /Sofia Rossi/ })).toBeVisible();
    await expect(page.getByText(/Diego Ramirez/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await table.getByRole('link', { name: /Sofia Rossi/ }).click();
    await expect(page).toHaveURL(/\/jobSeekers\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Sofia Rossi/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an employer’s manager has no job seekers page, nor a side-bar entry for it', async ({ page }) => {
  await signInViaApi(page, users.manager);
  await page.goto('/homepage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('nav a[href="/jobSeekers"]')).toHaveCount(0);
  await page.goto('/jobSeekers');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a corporate partner’s manager opens no partner reports (those stay the skilling and non-profit partners’)', async ({ page }) => {
  await signInViaApi(page, users.corporate);
  await page.goto('/nppreport');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
