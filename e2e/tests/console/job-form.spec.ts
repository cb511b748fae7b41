// The job form on the one form layer (issues 9 §8 and 10): every control has a name of its own, the
// description editor shows where focus is, a place typed from the gazetteer gets its map position and is
// found by the 80-mile radius search, address fields refuse characters they cannot hold and say so.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openForm(page: Page) {
  await signInViaApi(page, users.manager);
  await page.goto('/jobs/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Job description' })).toBeVisible();
}

test.describe('job form', () => {
  test('no two controls share a name: the match weights are named as weights', async ({ page }) => {
    await openForm(page);
    for (const name of ['Industry', 'Education needed', 'Certifications'])
      await expect(page.getByLabel(name, { exact: true })).toHaveCount(1);
    for (const name of ['Skills', 'Certifications', 'Education', 'Job title', 'Industry', 'Management level'])
      await expect(page.getByRole('spinbutton', { name: `${name} weight`, exact: true })).toHaveCount(1);
    // Every labelled control of the form, by its accessible name: none twice.
    const names = await page.locator('form#job').evaluate((form) => {
      const out: string[] = [];
      for (const el of form.querySelectorAll<HTMLElement>('input:not([type=radio]):not([type=hidden]), select, textarea, [role=textbox]')) {
        const labelledBy = el.getAttribute('aria-labelledby');
        const text = labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent ?? '').join(' ');
        out.push(text.replace(/\s+/g, ' ').trim());
      }
      return out;
    });
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the description editor shows a focus outline on itself', async ({ page }) => {
    await openForm(page);
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.focus();
    await expect(editor).toBeFocused();
    const outline = await editor.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('a city from the gazetteer brings its map position, and the job is found by the Houston radius search', async ({ page }) => {
    await openForm(page);
    const title = `Dock Scheduler ${Date.now()}`;
    await page.getByLabel('Job title (required)').fill(title);
    await page.getByLabel('Company (required)').fill('Bayou Freight');
    await page.getByRole('textbox', { name: 'Job description' }).fill('Plan the loading docks.');
    await page.getByLabel('State or region').fill('TX');
    await page.getByLabel('City').fill('Houston');
    await expect(page.getByLabel('Latitude')).toHaveValue(/^29\.7/);
    await expect(page.getByLabel('Longitude')).toHaveValue(/^-95\.3/);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page).toHaveURL(at('/jobs/edit/\\d+$'));
    const res = await page.request.get(`/api/v1/search/jobs?location=houston&q=${encodeURIComponent('"Dock Scheduler"')}`);
    const titles = ((await res.json()) as { results: { title: string }[] }).results.map((r) => r.title);
    expect(titles).toContain(title);
  });

  test('without a state, cities of the same name are told apart by theirs, and choosing one fills the state too', async ({ page }) => {
    await openForm(page);
    const city = page.getByLabel('City');
    await city.fill('Houst');
    const list = await city.getAttribute('list');
    await expect(page.locator(`datalist[id="${list}"] option[value="Houston, TX"]`)).toHaveCount(1);
    await expect(page.locator(`datalist[id="${list}"] option[value="Houston, MO"]`)).toHaveCount(1);
    await city.fill('Houston, TX');
    await expect(city).toHaveValue('Houston');
    await expect(page.getByLabel('State or region')).toHaveValue('TX');
    await expect(page.getByLabel('Latitude')).toHaveValue(/^29\.7/);
  });

  test('coordinates the person typed stay when a city from the gazetteer is found; the list’s own go with their city', async ({ page }) => {
    await openForm(page);
    const latitude = page.getByLabel('Latitude');
    const longitude = page.getByLabel('Longitude');
    await latitude.fill('29.8');
    await longitude.fill('-95.4');
    const city = page.getByLabel('City');
    const list = await city.getAttribute('list');
    await page.getByLabel('State or region').fill('TX');
    await city.fill('Houston');
    // The gazetteer has answered (its option is listed); the typed coordinates are still the person's.
    await expect(page.locator(`datalist[id="${list}"] option[value="Houston"]`)).toHaveCount(1);
    await expect(latitude).toHaveValue('29.8');
    await expect(longitude).toHaveValue('-95.4');
    // Emptied, the city's come from the list; another city takes those away again.
    await latitude.fill('');
    await longitude.fill('');
    await city.fill('Dallas');
    await expect(latitude).toHaveValue(/^32\.7/);
    await city.fill('Austi');
    await expect(latitude).toHaveValue('');
    await expect(longitude).toHaveValue('');
  });

  test('address fields refuse characters they cannot hold and say so beside the field; an unknown state is named in the summary', async ({
    page,
  }) => {
    await openForm(page);
    const city = page.getByLabel('City');
    await city.fill('Houston<');
    await expect(city).toHaveValue('Houston');
    const notice = page.getByText('“<” can’t be used in this field, so it was not typed.');
    await expect(notice).toBeVisible();
    await expect(city).toHaveAttribute('aria-describedby', new RegExp((await notice.getAttribute('id')) ?? 'none'));
    await page.getByLabel('Job title (required)').fill('Any');
    await page.getByLabel('Company (required)').fill('Any Co');
    await page.getByLabel('State or region').fill('Texxas');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix these problems before saving' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /State or region: Choose a state or province from the list/ }).click();
    await expect(page.getByLabel('State or region')).toBeFocused();
  });
});
