// Issue 11 §4: personal settings (/setting), the organisation's settings (/settingsV2), the first-run
// checklist (/onboarding) and the staff member's day (/homepage), each checked by axe.
import { expect, test, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, signInViaApi, uniqueEmail, users } from '../../fixtures';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d1c2b30000000049454e44ae426082',
    'hex',
  ),
]);

/** A new job seeker (registered through the API), signed in on `page`. */
async function newSeeker(page: Page, first = 'Nova'): Promise<string> {
  const email = uniqueEmail('settings');
  const res = await page.request.post('/api/v1/register', {
    multipart: { email, password: 'Correct-Horse-42', first_name: first, last_name: 'Seeker', user_type: 'candidate' },
  });
  expect(res.status()).toBe(201);
  await signInViaApi(page, email, 'Correct-Horse-42');
  return email;
}

test.describe('/setting', () => {
  test('a person reaches Settings from the profile menu, changes name, mail choices and photo', async ({ page }) => {
    await newSeeker(page);
    await page.goto('/application');
    const button = page.getByRole('banner').getByRole('button', { name: /account menu/i });
    await button.click();
    await page.getByRole('link', { name: /^settings$/i }).click();
    await expect(page).toHaveURL(at('/setting$'));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/setpassword');
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Noor');
    await page.getByRole('checkbox', { name: 'News about applications' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Noor Seeker/ })).toBeVisible();

    // Kept on the server: a reload shows the same choices.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Noor');
    await expect(page.getByRole('checkbox', { name: 'News about applications' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Results of file imports' })).not.toBeChecked();

    // A photo: a wrong file is refused before sending; an image is shown.
    await page.getByLabel('Choose an image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'not a PNG, JPEG, WebP or GIF' })).toBeVisible();
    await page.getByLabel('Choose an image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The image is saved.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove: Your photo' }).click();
    await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  });

  test('the chosen language becomes the interface language', async ({ page }) => {
    await newSeeker(page, 'Lena');
    await page.goto('/setting');
    await page.getByLabel('Preferred language').selectOption('fr');
    // Still English until saved.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoAxeViolations(page);
  });
});

test.describe('/settingsV2', () => {
  test("a partner's organisation admin edits the profile in two languages and sets a logo", async ({ page }) => {
    await signInViaApi(page, users.recruiter2);
    await page.goto('/settingsV2');
    await expect(page.getByRole('heading', { level: 1, name: 'Organisation settings' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Open Doors Network');
    await expectNoAxeViolations(page);
    await page.getByLabel('Description in French').fill('Nous accompagnons les personnes vers l’emploi.');
    await page.getByLabel('Locations').fill('Houston, TX\nAtlanta, GA');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Description in French')).toHaveValue('Nous accompagnons les personnes vers l’emploi.');
    await expect(page.getByLabel('Locations')).toHaveValue('Houston, TX\nAtlanta, GA');
    // Partners post no jobs: no default hiring team.
    await expect(page.getByRole('group', { name: 'Default hiring team' })).toHaveCount(0);

    await page.getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Logo of Open Doors Network' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an employer's admin chooses the default hiring team; a bad website is shown on its field", async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/settingsV2');
    const team = page.getByRole('group', { name: 'Default hiring team' });
    await expect(team).toBeVisible();
    await team.getByRole('checkbox').first().check();
    await page.getByLabel('Website').fill('ftp://northstar');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('link', { name: /Website/ }).first()).toBeVisible();
    await page.getByLabel('Website').fill('https://northstar.example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Default hiring team' }).getByRole('checkbox').first()).toBeChecked();
  });

  test('a hiring member is not the organisation admin', async ({ page }) => {
    await signInViaApi(page, users.member);
    await page.goto('/settingsV2');
    await expect(page).toHaveURL(at('/unauthorized$'));
  });
});

test.describe('/onboarding', () => {
  test("a new job seeker's checklist is ticked from their profile, links to it, and stays hidden once dismissed", async ({ page }) => {
    await newSeeker(page, 'Ona');
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(page.getByText('0 of 2 steps done.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Set your job preferences' })).toHaveAttribute('href', '/profile#pf-preferences');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Hide this checklist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The checklist is hidden.' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('You hid this checklist.')).toBeVisible();
    await page.getByRole('button', { name: 'Show the checklist again' }).click();
    await expect(page.getByRole('button', { name: 'Hide this checklist' })).toBeVisible();
  });

  test("an employer's admin sees the organisation steps, the first job already done", async ({ page }) => {
    await signInViaApi(page, users.manager2);
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 2, name: /Post your first job/ })).toBeVisible();
    const firstJob = page.getByRole('listitem').filter({ hasText: 'Post your first job' });
    await expect(firstJob.getByText('Done', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: "Complete your organisation's profile" })).toHaveAttribute('href', '/settingsV2');
    await expectNoAxeViolations(page);
  });
});

test.describe('/homepage', () => {
  test('program staff see organisations waiting for approval and applications waiting', async ({ page }) => {
    await signInViaApi(page, users.admin);
    await page.goto('/homepage');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /organisations? waiting for approval/ })).toBeVisible();
    await expect(page.getByText(/Sunrise Staffing \(employer\)/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /waiting for a first review/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('employer staff open an application waiting for them; no approvals', async ({ page }) => {
    await signInViaApi(page, users.manager);
    await page.goto('/homepage');
    await expect(page.getByRole('heading', { level: 2, name: /waiting for a first review/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /waiting for approval/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole('region', { name: /waiting for a first review/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
  });
});

test.describe('/dashboard', () => {
  test("employer staff see their organisation's figures, and new applicants count from the last visit", async ({ page }) => {
    await signInViaApi(page, users.manager2);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Figures' })).toBeVisible();
    const stages = page.getByRole('table', { name: 'Applications by stage' });
    await expect(stages.getByRole('row')).toHaveCount(10);
    await expect(page.getByText(/new applicants since your last visit/)).toBeVisible();
    await expectNoAxeViolations(page);
    // The visit is marked: coming back, nobody new has applied since.
    await expect
      .poll(async () => {
        await page.reload();
        return page
          .getByText(/new applicants since your last visit/)
          .locator('xpath=preceding-sibling::p[1]')
          .textContent();
      })
      .toBe('0');
  });
});
