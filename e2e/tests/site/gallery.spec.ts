// Issue 16, DECISIONS 25: /demo_paginator, the public gallery of the shared components, the pager first.
// The pagers are used by keyboard; each component's states are shown and checked by axe, in en, fr and esp,
// on both tenants. Also: the preferences page opened from an account email (which cannot be turned off).
import { expect, test, type Browser } from '@playwright/test';
import { ACME, expectNoAxeViolations, latestMail, linkTo, onOrigin, ORIGIN, uniqueEmail } from '../../fixtures';

const languages = [
  { locale: 'en-US', heading: 'Interface components' },
  { locale: 'fr-FR', heading: "Composants de l'interface" },
  { locale: 'es-ES', heading: 'Componentes de la interfaz' },
] as const;

async function galleryIn(browser: Browser, locale: string, origin = ORIGIN) {
  const context = await browser.newContext({ locale, baseURL: origin });
  const page = await context.newPage();
  await page.goto('/demo_paginator');
  return page;
}

test('the pagers of the gallery work from the keyboard, in place and by address', async ({ browser }) => {
  const page = await galleryIn(browser, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Interface components' })).toBeVisible();

  // In place: the buttons keep focus, the list and the announced status change.
  const buttons = page.getByRole('navigation', { name: 'Pages of the sample list' });
  const list = page.getByRole('list', { name: 'Sample list changed in place' });
  await expect(buttons.getByText('Page 1 of 9')).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const next = buttons.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(buttons.getByText('Page 2 of 9')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toHaveText('Sample row 6');
  await expect(next).toBeFocused();
  await page.keyboard.press('Space');
  await expect(buttons.getByText('Page 3 of 9')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(buttons.getByRole('button', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(buttons.getByText('Page 2 of 9')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(5);

  // By address: a link to the next page; the page has its own address, and the first page has no "previous".
  const links = page.getByRole('navigation', { name: 'Pages of the linked sample list' });
  await expect(links.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await links.getByRole('link', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo_paginator\?page=2$/);
  await expect(links.getByText('Page 2 of 9')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample list with its own addresses' }).getByRole('listitem').first()).toHaveText(
    'Sample row 6',
  );
  await page.goto('/demo_paginator?page=9');
  await expect(links.getByText('Page 9 of 9')).toBeVisible();
  await expect(links.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sample list with its own addresses' }).getByRole('listitem')).toHaveText([
    'Sample row 41',
    'Sample row 42',
  ]);
  // A list that fits on one page shows no pager.
  await expect(page.getByRole('navigation', { name: 'Pages of a short list' })).toHaveCount(0);
  await page.context().close();
});

test('the gallery shows each component in its states: form errors, dialog, menu, toast, download, loading', async ({ browser }) => {
  const page = await galleryIn(browser, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Interface components' })).toBeVisible();

  // A field with its error, announced with it.
  await expect(page.getByRole('textbox', { name: 'Field with an error' })).toHaveAccessibleDescription(
    'Enter an email address such as name@example.com.',
  );
  // The form's checks: the summary takes focus and links to the fields.
  await page.getByRole('button', { name: 'Check the form' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Fill in this field.' }).first();
  await expect(summary).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Choose at least one way to answer.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Your email' }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await page.getByRole('checkbox', { name: 'By email' }).check();
  await page.getByRole('button', { name: 'Check the form' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Every field is filled in correctly.' })).toBeVisible();

  // The dialog: opened and closed from the keyboard, focus back on its button.
  const open = page.getByRole('button', { name: 'Open the dialog' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'An example dialog' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The menu: opened, one choice taken.
  const menu = page.getByRole('button', { name: 'Menu of choices' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Second choice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You chose: Second choice' })).toBeVisible();

  // A toast.
  await page.getByRole('button', { name: 'Show a success' }).click();
  await expect(page.getByText('Done: the example worked.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The download button saves the file under its name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the sample list (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('sample-list.csv');
  await expect(page.getByRole('status').filter({ hasText: 'Saved as sample-list.csv.' })).toBeVisible();

  // Loading, empty and error states.
  await page.getByRole('radio', { name: 'Waiting for data' }).check();
  await expect(page.getByRole('status', { name: 'Waiting for the sample list' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Empty' }).check();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.getByRole('radio', { name: 'Failed' }).check();
  await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

for (const { locale, heading } of languages) {
  for (const origin of [ORIGIN, ACME]) {
    test(`the gallery in ${locale} on ${new URL(origin).hostname} has no axe violations`, async ({ browser }) => {
      const page = await galleryIn(browser, locale, origin);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
}

test('an account email carries the preferences link; the page says account email always goes, in every language, on both tenants', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  for (const origin of [ORIGIN, ACME]) {
    const email = uniqueEmail('account-prefs');
    const reg = onOrigin(origin, '/api/v1/register');
    const res = await request.post(reg.url, {
      headers: reg.headers,
      form: { email, password: 'Brand-New-Secret-7', first_name: 'Pat', last_name: 'Prefs', user_type: 'candidate' },
    });
    expect(res.status()).toBe(201);
    const mail = await latestMail(email, /Confirm your email/);
    const headers = (mail as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = linkTo(mail, '/unsubscribeConfirm');
    for (const [locale, title, kind] of [
      ['en-US', 'Your email preferences', 'Account and security emails (they cannot be turned off)'],
      ['fr-FR', "Vos préférences d'e-mail", 'E-mails de compte et de sécurité'],
      ['es-ES', 'Sus preferencias de correo', 'Correos de cuenta y seguridad'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL: origin });
      const page = await context.newPage();
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(kind).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    }
  }
});
