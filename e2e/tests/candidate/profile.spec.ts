// The job seeker's profile: /profile in sections (edit, skills as tokens, positions, résumé upload with
// the refusals explained) and /profilev2 one step at a time; axe on both.
import { expect, test } from '@playwright/test';
import { applyTextSpacing, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';
import { freshSeeker, pdfFile } from './seeker-helpers';

test.describe('/profile', () => {
  test('a new job seeker fills in the profile section by section, and it is kept', async ({ page }) => {
    await freshSeeker(page, 'Robin');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Your profile is 0% complete')).toBeVisible();
    await expectNoAxeViolations(page);

    // About you
    const about = page.getByRole('region', { name: 'About you' });
    await about.getByRole('button', { name: 'Edit About you' }).click();
    await expect(about.getByLabel('Headline')).toBeFocused();
    await about.getByLabel('Headline').fill('QA Tester');
    await about.getByLabel('City').fill('Decatur');
    await about.getByLabel('Phone number').fill('+1 (404) 555-abc0100');
    // Letters cannot be typed in the phone number (SPEC §5 key-blocking).
    await expect(about.getByLabel('Phone number')).toHaveValue('+1 (404) 555-0100');
    await expectNoAxeViolations(page);
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(about.getByRole('status').filter({ hasText: 'About you: saved.' })).toBeVisible();
    await expect(about.getByText('QA Tester')).toBeVisible();
    await expect(about.getByRole('button', { name: 'Edit About you' })).toBeFocused();

    // Skills: Enter adds, the Add button adds, each has its own Remove button.
    const skills = page.getByRole('region', { name: 'Skills' });
    await skills.getByRole('button', { name: 'Edit Skills' }).click();
    const input = skills.getByLabel('Your skills', { exact: true });
    await input.fill('SQL');
    await input.press('Enter');
    await input.fill('Manual Testing');
    await skills.getByRole('button', { name: 'Add to Your skills' }).click();
    await input.fill('sql');
    await input.press('Enter');
    await expect(skills.getByText('sql is already in the list.')).toBeVisible();
    await skills.getByRole('button', { name: 'Remove SQL' }).click();
    await expect(input).toBeFocused();
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('status').filter({ hasText: 'Skills: saved.' })).toBeVisible();
    await expect(skills.getByRole('listitem')).toHaveText(['Manual Testing']);

    // Experience: a position that is not finished yet.
    const experience = page.getByRole('region', { name: 'Experience' });
    await experience.getByRole('button', { name: 'Edit Experience' }).click();
    await experience.getByLabel('Years of work experience').fill('3');
    await experience.getByRole('button', { name: 'Add a position' }).click();
    const position = experience.getByRole('group', { name: 'Position 1' });
    await expect(position.getByLabel('Job title')).toBeFocused();
    await position.getByLabel('Job title').fill('Software Tester');
    await position.getByLabel('Employer').fill('Peachtree Analytics');
    await experience.getByRole('button', { name: 'Save' }).click();
    // Missing months are explained before anything is sent.
    await expect(position.getByText('Add the month you started.')).toBeVisible();
    await position.getByLabel('Started').fill('2022-03');
    await position.getByLabel('I work here now').check();
    await experience.getByRole('button', { name: 'Save' }).click();
    await expect(experience.getByRole('status').filter({ hasText: 'Experience: saved.' })).toBeVisible();
    await expect(experience.getByText('Software Tester at Peachtree Analytics')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'About you' }).getByText('QA Tester')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skills' }).getByText('Manual Testing')).toBeVisible();
    await expect(page.getByText('Your profile is 50% complete')).toBeVisible();
  });

  test('uploads a PDF résumé with progress; a renamed text file and an unreadable PDF are refused with a message', async ({ page }) => {
    const seeker = await freshSeeker(page, 'Casey');
    await page.goto('/profile');
    const resume = page.getByRole('region', { name: 'Résumé' });
    await expect(resume.getByText('There is no résumé on your profile yet.')).toBeVisible();
    const field = resume.getByLabel('Choose your résumé');

    // A text file renamed to .pdf: explained as soon as it is chosen, nothing is sent.
    await field.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text, not a PDF.\n') });
    await expect(resume.getByRole('alert')).toContainText('not a real PDF');
    await expect(resume.getByRole('button', { name: 'Upload résumé' })).toBeDisabled();
    // The server refuses it too, by its content (415).
    const direct = await page.request.post('/api/v1/me/resume', {
      headers: { authorization: `Bearer ${seeker.token}` },
      multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text, not a PDF.\n') } },
    });
    expect(direct.status()).toBe(415);
    expect(((await direct.json()) as { detail: string }).detail).toMatch(/Only PDF and Word/);

    // Looks like a PDF to the browser, but the server cannot read it: its message is shown.
    await field.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nnot really a pdf') });
    await resume.getByRole('button', { name: 'Upload résumé' }).click();
    await expect(resume.getByRole('alert')).toContainText('could not be read');

    // A real PDF.
    await field.setInputFiles({
      name: 'Casey Tester CV.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile(['Casey Tester', 'Skills: SQL, testing']),
    });
    await expect(resume.getByText(/Chosen: Casey Tester CV\.pdf/)).toBeVisible();
    await resume.getByRole('button', { name: 'Upload résumé' }).click();
    await expect(resume.getByRole('status').filter({ hasText: 'is now the résumé' })).toHaveText(
      'Casey Tester CV.pdf is now the résumé on your profile.',
    );
    await expect(resume.getByText('Casey Tester CV.pdf', { exact: true })).toBeVisible();
    await expect(resume.getByText(/^PDF · /)).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await resume.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('Casey Tester CV.pdf');
  });
});

test.describe('/profilev2', () => {
  test('goes through the profile one step at a time, with a progress indicator', async ({ page }) => {
    await freshSeeker(page, 'Sam');
    await page.goto('/profilev2');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile, step by step' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Profile steps' });
    await expect(steps.getByRole('link')).toHaveCount(7);
    await expect(steps.getByRole('link', { name: /About you/ })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Headline').fill('Warehouse Associate');
    await page.getByLabel('City').fill('Houston');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\?step=skills$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Skills' })).toBeFocused();
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await expect(steps.getByRole('link', { name: /About you.*\(filled in\)/ })).toBeVisible();

    await page.getByLabel('Your skills', { exact: true }).fill('Forklift');
    await page.getByLabel('Your skills', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Step 3 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByText('Step 4 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Experience' })).toBeFocused();
    await expectNoAxeViolations(page);

    // The same profile as /profile.
    await page.getByRole('link', { name: 'See the whole profile on one page' }).click();
    await expect(page.getByRole('region', { name: 'Skills' }).getByText('Forklift')).toBeVisible();
    await expect(page.getByRole('region', { name: 'About you' }).getByText('Warehouse Associate')).toBeVisible();
  });
});

test('on a 390 px phone under the text-spacing override (WCAG 1.4.12), /profile is no wider than the screen and clips no text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, users.seeker);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await applyTextSpacing(page);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.ui-visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const clips = (style.overflowX === 'hidden' || style.overflowX === 'clip') && el.scrollWidth > el.clientWidth + 1;
      if (r.right > window.innerWidth + 1 || clips)
        found.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(r.right)} sw ${el.scrollWidth}/${el.clientWidth}`);
    }
    return found.slice(0, 15);
  });
  expect(problems).toEqual([]);
});
