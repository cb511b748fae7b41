// Bulk imports (issue 13): a partner uploads a ZIP of résumés (a duplicate, one broken), watches the
// progress, opens the result from the notification and sees exact counts; an imported job seeker claims
// the account from the email and consents, and only then appears to the employer; a hiring manager uploads
// the template spreadsheet and gets drafts. axe finds nothing on the pages and the dialog (en, fr, esp).
import { crc32 } from 'node:zlib';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, latestMail, linkTo, PASSWORD, signInViaApi, uniqueEmail, users } from '../../fixtures';
import { pdfFile } from '../candidate/seeker-helpers';
import { bearer, makeJob, tokenOf } from './hiring-data';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

/** A ZIP of named files, stored (no compression). */
function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const size = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const resume = (name: string, email: string) =>
  pdfFile([
    name,
    `${email} +1 404 555 0199`,
    'Location: Atlanta, GA, US',
    'Experience',
    'Inventory clerk at Metro Supply, 2018 - present',
    'Education',
    'High school diploma, Grady High School',
    'Skills',
    'Excel, Forklift, Inventory',
  ]);

async function openResultFromBell(page: Page, message: RegExp) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: message }).first().click();
}

test('a partner imports a ZIP of résumés, follows it, and reads the exact result; the imported person claims and consents', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const ada = { name: 'Ada Quinn', email: uniqueEmail('ada.quinn') };
  const ben = { name: 'Ben Okafor', email: uniqueEmail('ben.okafor') };
  const adaPdf = resume(ada.name, ada.email);
  const zip = zipOf({
    [`cohort-${stamp}/ada.pdf`]: adaPdf,
    [`cohort-${stamp}/ada-copy.pdf`]: adaPdf,
    [`cohort-${stamp}/ben.pdf`]: resume(ben.name, ben.email),
    [`cohort-${stamp}/broken.pdf`]: Buffer.from('%PDF-1.7\nthis file was cut off'),
  });

  await signInViaApi(page, users.recruiter);
  await page.goto('/jobSeekers');
  await page.getByRole('link', { name: 'Upload résumés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload résumés' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the problem is said at the field, which takes focus.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const input = page.getByLabel('Résumés (PDF, .docx, or a ZIP of them)');
  await expect(page.getByText('Choose at least one file.')).toBeVisible();
  await expect(input).toBeFocused();

  await input.setInputFiles({ name: `cohort-${stamp}.zip`, mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Upload', exact: true }).press('Enter');
  const progress = page.getByRole('region', { name: /Upload finished|Reading the files|Waiting to be read/ });
  await expect(progress.getByRole('status')).toHaveText('4 of 4 read. 2 new · 1 already known · 1 skipped');
  await expect(page.getByRole('heading', { name: 'Upload finished' })).toBeVisible();
  await expect(progress.getByRole('progressbar')).toHaveAttribute('value', '4');
  // The progress survives a reload (the token is kept in the session).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload finished' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The notification opens the résumé result dialog with each file labelled.
  await openResultFromBell(page, /Your résumé upload is done: 2 new job seekers, 1 already known, 1 files skipped/);
  const result = page.getByRole('dialog', { name: 'Résumé upload result' });
  await expect(result.getByText('2 successes · 1 already exists · 1 not parsed')).toBeVisible();
  const row = (file: string) => result.getByRole('row').filter({ has: page.getByRole('rowheader', { name: file, exact: true }) });
  await expect(row('ada.pdf')).toContainText('Success');
  await expect(row('ben.pdf')).toContainText('Success');
  await expect(row('ada-copy.pdf')).toContainText('Already exists');
  await expect(row('broken.pdf')).toContainText('Not parsed');
  await expect(row('broken.pdf')).toContainText('could not be read');
  await expect(result.getByRole('combobox', { name: 'Show' })).toHaveValue('token');
  await expectNoAxeViolations(page);
  await result.getByRole('combobox', { name: 'Show' }).selectOption('15');
  await expect(result.getByText(/2 successes/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();

  // Ada applies (through the API) before she agrees: the employer does not see her yet.
  const job = await makeJob(page.request, await tokenOf(page.request, users.manager), `Stock Keeper ${stamp}`);
  const mail = await latestMail(ada.email, /added your résumé/);
  expect(mail.text).toContain('Bridgeway Skills Academy imported your résumé');
  const seeker = await browser.newContext();
  const seekerPage = await seeker.newPage();
  await seekerPage.goto(linkTo(mail, '/confirmPasswordReset'));
  const newPassword = `${PASSWORD}-ada`;
  const fields = seekerPage.locator('input[type="password"]');
  await fields.first().fill(newPassword);
  if ((await fields.count()) > 1) await fields.nth(1).fill(newPassword);
  await seekerPage
    .getByRole('main')
    .getByRole('button', { name: /save|reset|set|submit|change/i })
    .click();
  await expect(seekerPage).toHaveURL(/\/passwordResetDone$/);
  const adaToken = await tokenOf(page.request, ada.email, newPassword);
  const applied = await page.request.post('/api/v1/me/applications', { headers: bearer(adaToken), multipart: { job_id: String(job.id) } });
  expect(applied.status()).toBe(201);
  const managerToken = await tokenOf(page.request, users.manager);
  const applicants = async () =>
    (await (await page.request.get(`/api/v1/jobs/${job.id}/applicants?page_size=100`, { headers: bearer(managerToken) })).text()).includes(
      ada.email,
    );
  expect(await applicants()).toBe(false);

  // She checks what was imported on her profile and agrees.
  await signInViaApi(seekerPage, ada.email, newPassword);
  await seekerPage.goto('/profile');
  const consent = seekerPage.getByRole('region', { name: 'Your account was made from your résumé' });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(seekerPage);
  await consent.getByRole('button', { name: 'I agree: show my profile to employers' }).click();
  await expect(consent.getByRole('status')).toHaveText('Thank you. Employers of the program can now see your profile.');
  await seeker.close();
  await expect.poll(applicants).toBe(true);

  // The partner sees she has claimed.
  const status = (await (
    await page.request.get('/api/v1/recruiter/bulk/resume/dataprocess/status?duration=15', {
      headers: bearer(await tokenOf(page.request, users.recruiter)),
    })
  ).json()) as { data: { summary: { newly_created_files: { resume_file: string; claimed: boolean }[] } } };
  expect(status.data.summary.newly_created_files.find((f) => f.resume_file === 'ada.pdf')?.claimed).toBe(true);
});

test('a hiring manager uploads the template spreadsheet and gets drafts', async ({ page }) => {
  const stamp = Date.now();
  await signInViaApi(page, users.manager);
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'Upload job files' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload job files' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The template, downloaded from the page, filled in and sent back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template (Français)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('jobs-template-fr.csv');
  const template = (await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const heading = template.split('\r\n')[0] as string;
  expect(heading.startsWith('Intitulé,Description,Ville')).toBe(true);
  const columns = heading.split(',').length;
  const row = (title: string, skills: string) =>
    [title, 'Count and store parts.', 'Houston', 'TX', 'US', 'onsite', 'full_time', '1', '3', '', '', 'USD', skills]
      .concat(Array(columns - 13).fill(''))
      .join(',');
  const csv = [
    heading,
    row(`Parts Counter ${stamp}`, 'Excel; Inventory'),
    row(`Bin Checker ${stamp}`, 'Forklift'),
    row('', 'no title'),
  ].join('\r\n');

  await page
    .getByLabel('Job files (CSV, XLSX, PDF or .docx)')
    .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Upload finished' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upload finished' }).getByRole('status')).toHaveText(
    '3 of 3 read. 2 draft jobs · 1 not read',
  );
  await page.getByRole('button', { name: 'See the result' }).click();
  const result = page.getByRole('dialog', { name: 'Job file upload result' });
  await expect(result.getByRole('row').filter({ hasText: 'jobs.csv (row 4)' })).toContainText('Not parsed');
  await expect(result.getByRole('row').filter({ hasText: 'jobs.csv (row 2)' })).toContainText('Success');
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: 'Close the upload result' }).click();

  await page.goto(`/jobs?status=draft&q=${encodeURIComponent(`Parts Counter ${stamp}`)}`);
  await expect(page.getByRole('link', { name: `Parts Counter ${stamp}`, exact: true })).toBeVisible();
});

test('the upload page and the result dialog read in French and Spanish, axe-clean', async ({ browser }) => {
  for (const lang of ['fr', 'esp'] as const) {
    const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'es-ES' });
    const page = await context.newPage();
    await signInViaApi(page, users.recruiterMember);
    const w =
      lang === 'fr'
        ? {
            title: 'Envoyer des CV',
            files: 'CV (PDF, .docx, ou un ZIP)',
            submit: 'Envoyer',
            done: 'Envoi terminé',
            see: 'Voir le résultat',
            dialog: 'Résultat de l’envoi des CV',
            show: 'Afficher',
            label: 'Non lu',
          }
        : {
            title: 'Cargar currículums',
            files: 'Currículums (PDF, .docx o un ZIP)',
            submit: 'Cargar',
            done: 'Carga terminada',
            see: 'Ver el resultado',
            dialog: 'Resultado de la carga de currículums',
            show: 'Mostrar',
            label: 'No leído',
          };
    await page.goto('/jobSeekers/bulkUpload');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expectNoAxeViolations(page);
    // A file that only claims to be a PDF: it is read, and listed as not parsed with its reason.
    await page
      .getByLabel(w.files)
      .setInputFiles({ name: `notes-${lang}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.done })).toBeVisible();
    await page.getByRole('button', { name: w.see }).click();
    const result = page.getByRole('dialog', { name: w.dialog });
    await expect(result.getByRole('combobox', { name: w.show })).toBeVisible();
    await expect(result.getByRole('row').filter({ hasText: `notes-${lang}.pdf` })).toContainText(w.label);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await context.close();
  }
});
