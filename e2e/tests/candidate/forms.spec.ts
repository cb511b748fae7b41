// The one form layer seen from the candidate app (issues 9 §9 and 10): sign-up errors in the reader's
// language, profile and address fields that refuse what they cannot hold and say so, states from the
// reference list, and an error summary that takes focus and leads to each field.
import { expect, test } from '@playwright/test';
import { ORIGIN, PASSWORD, expectNoAxeViolations, users } from '../../fixtures';
import { freshSeeker } from './seeker-helpers';

for (const [locale, labels, taken] of [
  [
    'fr-FR',
    { first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Créer le compte' },
    'Un compte existe déjà avec cette adresse e-mail.',
  ],
  [
    'es-ES',
    { first: 'Nombre', last: 'Apellidos', email: 'Correo electrónico', password: 'Contraseña', submit: 'Crear cuenta' },
    'Ya existe una cuenta con este correo electrónico.',
  ],
] as const) {
  test(`sign-up: the server's refusal is shown in the interface language (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale, baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto('/signup/candidate');
    await page.getByLabel(labels.first, { exact: true }).fill('Ada');
    await page.getByLabel(labels.last, { exact: true }).fill('Lovelace');
    await page.getByLabel(labels.email, { exact: true }).fill(users.seeker);
    await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('checkbox').check();
    const answer = page.waitForResponse('**/api/v1/register');
    await page.getByRole('button', { name: labels.submit, exact: true }).click();
    expect((await answer).status()).toBe(400);
    const summary = page.getByRole('alert').filter({ hasText: taken });
    await expect(summary).toBeFocused();
    await expect(page.getByText('A user with this email already exists.')).toHaveCount(0);
    await summary.getByRole('link', { name: new RegExp(taken) }).click();
    await expect(page.getByLabel(labels.email, { exact: true })).toBeFocused();
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });
}

test('profile: fields refuse what they cannot hold and say so; the state comes from the reference list', async ({ page }) => {
  await freshSeeker(page, 'Kim');
  await page.goto('/profile');
  const about = page.getByRole('region', { name: 'About you' });
  await about.getByRole('button', { name: 'Edit About you' }).click();
  const headline = about.getByLabel('Headline');
  await headline.fill('Tester <b>');
  await expect(headline).toHaveValue('Tester b');
  await expect(about.getByText('“<”, “>” can’t be used in this field, so it was not typed.')).toBeVisible();
  const city = about.getByLabel('City');
  await city.fill('Decatur@');
  await expect(city).toHaveValue('Decatur');
  await expect(about.getByText('“@” can’t be used in this field, so it was not typed.')).toBeVisible();
  await about.getByLabel('Country').fill('US');
  // The reference list offers the states by code and name.
  const list = await about.getByLabel('State or region').getAttribute('list');
  await expect(page.locator(`datalist[id="${list}"] option[value="GA"]`)).toHaveText('Georgia');
  await about.getByLabel('State or region').fill('Georgiaa');
  await expectNoAxeViolations(page);
  await about.getByRole('button', { name: 'Save' }).click();
  const summary = about.getByRole('alert').filter({ hasText: 'This section was not saved' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /State or region: Choose a state or province from the list/ }).click();
  await expect(about.getByLabel('State or region')).toBeFocused();
  await about.getByLabel('State or region').fill('Georgia');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('status').filter({ hasText: 'About you: saved.' })).toBeVisible();
  await expect(about.getByText('Decatur, Georgia, US')).toBeVisible();
});
