// The access passport (issue 17 §1), end to end: a job seeker fills the passport, applies to two jobs of
// two employers sharing different parts, each employer sees exactly what was shared, the job seeker sees
// who viewed it and changes a choice; axe on every step, then in French and Spanish.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInViaApi, users } from '../../fixtures';
import { bearer } from '../console/hiring-data';
import { clearJob, passportApplicant } from './passport-data';
import { freshSeeker, pdfFile } from './seeker-helpers';

/** The staff member's page in a context of their own. */
async function staffPage(browser: Browser, email: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signInViaApi(page, email);
  return page;
}

const RESUME = { name: 'pat-resume.pdf', mimeType: 'application/pdf', buffer: pdfFile(['Pat Tester', 'Support writer']) };

async function applyThroughDialog(
  page: Page,
  jobId: number,
  title: string,
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  // The first application uploads a résumé, which becomes the profile's; the next ones send that one.
  const profileResume = dialog.getByRole('radio', { name: /Send the résumé on my profile/ });
  const file = dialog.getByLabel('Résumé file');
  await expect(profileResume.or(file)).toBeVisible();
  if (await profileResume.isVisible()) await profileResume.check();
  else await file.setInputFiles(RESUME);
  await choose(dialog);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/thankYou$/);
}

test.describe('the access passport', () => {
  test('filled once, shared differently with two employers, each seeing exactly what was shared', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const northTitle = `Passport support writer ${stamp}`;
    const ledgerTitle = `Passport claims writer ${stamp}`;
    const north = await clearJob(page.request, northTitle, 'Northstar Logistics');
    const ledger = await clearJob(page.request, ledgerTitle, 'Ledgerline Finance');
    const seeker = await freshSeeker(page, 'Pat');

    // The passport, in the profile.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Access passport' });
    await expect(section.getByText('You have not added anything yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Edit Access passport' }).click();
    await expect(section.getByRole('checkbox', { name: 'Written messages rather than phone calls' })).toBeFocused();
    await section.getByRole('checkbox', { name: 'Extra time' }).check();
    await section.getByLabel('Details for “Extra time” (optional)').fill('Half as long again for written tasks.');
    await section.getByRole('checkbox', { name: 'The interview questions in advance' }).check();
    await section.getByRole('checkbox', { name: 'Working from home' }).check();
    await section.getByLabel('In your own words').fill('I think best when I can read the question.');
    await expectNoAxeViolations(page);
    await section.getByRole('button', { name: 'Save passport' }).click();
    await expect(section.getByRole('status')).toHaveText('Your access passport is saved.');
    await expect(section.getByRole('button', { name: 'Edit Access passport' })).toBeFocused();
    await expect(section.getByText('Extra time: Half as long again for written tasks.')).toBeVisible();
    await expect(section.getByText('Nobody has seen what you shared yet.')).toBeVisible();

    // Northstar gets only the extra time; Ledgerline everything.
    await applyThroughDialog(page, north, northTitle, async (dialog) => {
      await dialog.getByRole('radio', { name: 'Share some of it' }).check();
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog.getByText('Choose at least one thing to share, or share nothing.')).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Extra time' }).check();
      await expect(dialog.getByText('Extra time: Half as long again for written tasks.')).toBeVisible();
      await expect(dialog.getByText('Working from home')).toHaveCount(1); // the choice, not the preview
    });
    await applyThroughDialog(page, ledger, ledgerTitle, async (dialog) => {
      await dialog.getByRole('radio', { name: 'Share all of it' }).check();
      await expect(dialog.getByText('I think best when I can read the question.')).toBeVisible();
    });

    const mine = await page.request.get('/api/v1/me/applications?page_size=50', { headers: bearer(seeker.token) });
    const apps = ((await mine.json()) as { results: { id: number; job: { id: number } }[] }).results;
    const northApp = apps.find((a) => a.job.id === north)!.id;
    const ledgerApp = apps.find((a) => a.job.id === ledger)!.id;

    const manager = await staffPage(browser, users.manager);
    await manager.goto(`/applications/${northApp}`);
    const shown = manager.getByRole('region', { name: 'Access passport' });
    await expect(shown.getByText('Extra time: Half as long again for written tasks.')).toBeVisible();
    await expect(shown.getByText('Working from home')).toHaveCount(0);
    await expect(shown.getByText('The interview questions in advance')).toHaveCount(0);
    await expect(shown.getByText('I think best when I can read the question.')).toHaveCount(0);
    await expectNoAxeViolations(manager);
    // Another employer's application is not theirs to open.
    await manager.goto(`/applications/${ledgerApp}`);
    await expect(manager.getByRole('region', { name: 'Access passport' })).toHaveCount(0);

    const manager2 = await staffPage(browser, users.manager2);
    await manager2.goto(`/applications/${ledgerApp}`);
    const all = manager2.getByRole('region', { name: 'Access passport' });
    await expect(all.getByText('Working from home')).toBeVisible();
    await expect(all.getByText('The interview questions in advance')).toBeVisible();
    await expect(all.getByText('I think best when I can read the question.')).toBeVisible();
    await expectNoAxeViolations(manager2);

    // The job seeker sees who viewed it, and stops sharing with Northstar.
    await page.goto('/profile');
    const views = page.getByRole('list', { name: 'Who has seen what you shared' });
    await expect(views.getByRole('listitem')).toHaveCount(2);
    await expect(views.getByText(/\(Northstar Logistics\) saw it for Passport support writer/)).toBeVisible();
    await expect(views.getByText(/\(Ledgerline Finance\) saw it for Passport claims writer/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/application');
    const card = page.getByRole('article', { name: northTitle });
    await card.getByText('Access passport: what you share with Northstar Logistics').click();
    await expect(card.getByRole('radio', { name: 'Share some of it' })).toBeChecked();
    await expectNoAxeViolations(page);
    await card.getByRole('radio', { name: 'Share nothing' }).check();
    await card.getByRole('button', { name: 'Save what you share with Northstar Logistics' }).click();
    await expect(card.getByRole('status')).toHaveText('Saved. Northstar Logistics sees only what you chose.');

    await manager.goto(`/applications/${northApp}`);
    await expect(
      manager
        .getByRole('region', { name: 'Access passport' })
        .getByText('The candidate has not shared anything from their access passport with this application.'),
    ).toBeVisible();
    await manager.context().close();
    await manager2.context().close();
  });

  for (const { locale, title, edit, summary } of [
    {
      locale: 'fr-FR',
      title: 'Passeport d’accessibilité',
      edit: 'Modifier Passeport d’accessibilité',
      summary: 'Passeport d’accessibilité : ce que vous partagez avec Northstar Logistics',
    },
    {
      locale: 'es-ES',
      title: 'Pasaporte de accesibilidad',
      edit: 'Editar Pasaporte de accesibilidad',
      summary: 'Pasaporte de accesibilidad: lo que comparte con Northstar Logistics',
    },
  ]) {
    test(`in ${locale}: the passport, the sharing and the employer's view have no WCAG 2.2 AA violations`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const jobTitle = `Passport ${locale} ${Date.now()}`;
      const job = await clearJob(page.request, jobTitle, 'Northstar Logistics');
      const { applicationId: appId } = await passportApplicant(page, 'Alex', job, {
        items: [
          { key: 'quiet_room', note: '' },
          { key: 'breaks', note: '10' },
        ],
        own_words: 'Merci / gracias.',
      });

      await page.goto('/profile');
      const section = page.getByRole('region', { name: title });
      await section.getByRole('button', { name: edit }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expectNoAxeViolations(page);
      await page.goto('/application');
      await page.getByText(summary).click();
      await expect(page.getByRole('radio').nth(2)).toBeChecked();
      await expectNoAxeViolations(page);

      const manager = await staffPage(browser, users.manager, locale);
      await manager.goto(`/applications/${appId}`);
      await expect(manager.getByRole('region', { name: title }).getByText('Merci / gracias.')).toBeVisible();
      await expectNoAxeViolations(manager);
      await manager.context().close();
      await context.close();
    });
  }
});
