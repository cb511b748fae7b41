// Issue 16, done when: a news post appears on /news and in the feed; a contact message reaches the
// helpdesk and its answer reaches the outbox. Also: the concierge contact modal's phone and email.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, latestMail, linkTo, ORIGIN, signInViaApi, uniqueEmail, users } from '../../fixtures';

test('the admin publishes a news post: it is on /news, at its own address and in the RSS and Atom feeds', async ({ browser, request }) => {
  const title = `Hiring fair ${Date.now()}`;
  const admin = await browser.newContext({ baseURL: ORIGIN });
  const page = await admin.newPage();
  await signInViaApi(page, users.admin);
  await page.goto('/siteNews');
  await expect(page.getByRole('heading', { level: 1, name: 'News and press releases' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill('Meet 30 employers downtown on April 4.');
  await page.getByLabel('Text (Markdown)').fill('Bring your **résumé**. Doors open at 10 am.');
  await page.getByLabel('Published (visible on the site)').check();
  await page.getByRole('button', { name: 'Save the post' }).click();
  await expect(page.locator('#main').getByRole('status')).toHaveText('Saved and published.');
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await admin.close();

  const visitor = await browser.newPage({ baseURL: ORIGIN });
  await visitor.goto('/news');
  await expect(visitor.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const link = visitor.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(visitor);
  await link.click();
  await expect(visitor).toHaveURL(/\/news\/\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('résumé', { exact: true })).toBeVisible();
  await expectNoAxeViolations(visitor);
  const address = new URL(visitor.url()).pathname;
  await visitor.close();

  const rss = await request.get('/news/rss.xml');
  expect(rss.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  expect(await rss.text()).toContain(`<title>${title}</title>`);
  expect(await rss.text()).toContain(`${address}</link>`);
  const atom = await request.get('/news/atom.xml');
  expect(await atom.text()).toContain(`<title>${title}</title>`);
  // The post's own address carries its title in the HTML the server sends.
  const html = await (await request.get(address)).text();
  expect(html).toContain(`<title>${title} · `);
});

test('a contact message reaches the helpdesk, its answer reaches the outbox, and its unsubscribe link turns those emails off', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('contact');
  const question = `Can partners post jobs? ${Date.now()}`;
  const visitor = await browser.newPage({ baseURL: ORIGIN, locale: 'es-ES' });
  await visitor.goto('/contact-us');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'support@demo.test' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '+1 404 555 0100' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel('Su nombre').fill('Lucía Gómez');
  await visitor.getByLabel('Su correo electrónico').fill('lucia!@example.org');
  await visitor.getByLabel('Tema').selectOption('partner');
  await visitor.getByLabel('Su mensaje').fill(question);
  await visitor.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(visitor.getByText('¡Introduzca un correo electrónico válido!').first()).toBeVisible();
  await visitor.getByLabel('Su correo electrónico').fill(email);
  await visitor.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Gracias. Su mensaje llegó' })).toBeVisible();
  const receipt = await latestMail(email, /Recibimos su mensaje/);
  expect(receipt.text).toContain(question);
  await visitor.close();

  const desk = await browser.newPage({ baseURL: ORIGIN });
  await signInViaApi(desk, users.concierge);
  await desk.goto('/helpdesk');
  await expect(desk.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  await desk.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: email }).click();
  const pane = desk.getByRole('article', { name: email });
  await expect(pane.getByText(question)).toBeVisible();
  const reply = pane.getByRole('textbox', { name: 'Your reply' });
  await reply.fill('Yes: partners post jobs from their team page.');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  const answer = await latestMail(email, /Una respuesta a su mensaje/);
  expect(answer.text).toContain('Yes: partners post jobs from their team page.');
  await desk.close();

  // The answer carries a one-click unsubscribe (RFC 8058) and a link to the preferences page.
  const headers = (answer as unknown as { headers: Record<string, string> }).headers;
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const prefs = await browser.newPage({ baseURL: ORIGIN, locale: 'es-ES' });
  await prefs.goto(linkTo(answer, '/unsubscribeConfirm'));
  await expect(prefs.getByRole('heading', { level: 1, name: 'Sus preferencias de correo' })).toBeVisible();
  const kind = prefs.getByRole('checkbox', { name: 'Respuestas a mis mensajes de contacto' });
  await expect(kind).toBeChecked();
  await expectNoAxeViolations(prefs);
  // The mail client's one click turns this kind of email off.
  const oneClick = new URL(/^<([^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
  const click = await prefs.request.post(`${oneClick.pathname}${oneClick.search}`, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(click.status()).toBe(200);
  await prefs.reload();
  await expect(kind).not.toBeChecked();
  // And the page turns it back on.
  await kind.check();
  await prefs.getByRole('button', { name: 'Guardar mis opciones' }).click();
  await expect(prefs.getByRole('status').filter({ hasText: 'Sus opciones se guardaron.' })).toBeVisible();
  await prefs.close();
});

test('the side bar’s help and contact modal shows the tenant’s support phone and email', async ({ page }) => {
  await signInViaApi(page, users.manager);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Help and contact' }).click();
  const modal = page.getByRole('dialog', { name: 'Contact us' });
  await expect(modal.getByRole('link', { name: '+1 404 555 0100' })).toHaveAttribute('href', 'tel:+14045550100');
  await expect(modal.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
});
