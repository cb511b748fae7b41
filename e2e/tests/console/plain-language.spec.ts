// Plain-language job ads (issue 17 §2), end to end: a manager writes a job ad, the panel scores it while
// it is written and points at what stops people applying, the manager fixes each finding, publishes the
// job with the "Clear job ad" mark, and a visitor's search filtered to clear ads finds it; axe throughout.
import { expect as baseExpect, test } from '@playwright/test';
import { at, expectNoAxeViolations, signInViaApi, users } from '../../fixtures';

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a manager writes a job ad, fixes the findings, publishes it with the mark, and the clear-ads filter finds it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInViaApi(page, users.manager);
  await page.goto('/jobs/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Plain language' });
  await expect(panel.getByRole('status')).toHaveText('Write the description to see how easy it is to read.');

  await page.getByLabel('Job title (required)').fill(`Rockstar support writer ${stamp}`);
  await page.getByLabel('Company (required)').fill('Northstar Logistics');
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await editor.fill('We need a self-starter to leverage our synergy.');
  const findings = panel.getByRole('list', { name: 'What to fix' });
  await expect(findings.getByText('“synergy” is jargon')).toBeVisible();
  await expect(findings.getByText('Say “working together” instead.')).toBeVisible();
  await expect(findings.getByText('“rockstar” says little about the job')).toBeVisible();
  await expect(findings.getByText('No pay is given')).toBeVisible();
  await expect(findings.getByText('The interview is not described')).toBeVisible();
  await expect(findings.getByRole('blockquote').first()).toHaveText('We need a self-starter to leverage our synergy.');
  await expect(panel.getByRole('status')).toContainText(
    /Reading ease: \d+ out of 100, .* \(English, Flesch reading ease\)\. \d+ things to fix\./,
  );
  await expectNoAxeViolations(page);

  // Each finding fixed.
  await page.getByLabel('Job title (required)').fill(`Support writer ${stamp}`);
  await editor.fill('You answer emails from customers. You work with a small team. The interview is one short video call.');
  await page.getByLabel('Lowest yearly salary').fill('40000');
  await page.getByLabel('Highest yearly salary').fill('48000');
  await expect(panel.getByRole('status')).toContainText('This ad is clear: once saved, it shows the “Clear job ad” mark.');
  await expect(findings).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(at('/jobs/edit/\\d+$'));
  const jobId = Number(/\/jobs\/edit\/(\d+)$/.exec(page.url())?.[1]);

  // A visitor keeps only clear job ads and finds it, with its mark.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/searchJobs?q=${stamp}`);
  await visitor.getByRole('checkbox', { name: 'Only clear job ads' }).check();
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(/clear=true/);
  const card = visitor.getByRole('article', { name: `Support writer ${stamp}` });
  await expect(card.getByText('Clear job ad')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await card.getByRole('link', { name: `Support writer ${stamp}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  // The results stay on screen (with their own mark and filter) until the job's page has loaded.
  await expect(visitor.getByRole('heading', { level: 1, name: `Support writer ${stamp}` })).toBeVisible();
  await expect(visitor.getByText('Clear job ad')).toBeVisible();
  await visitor.context().close();
});
