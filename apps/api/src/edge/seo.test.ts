// What search engines read (issue 16): the job page's head in the HTML the server sends (title,
// description, canonical, language alternates, social-sharing metadata, schema.org JobPosting that
// validates against Google's required and recommended properties), 404/410 without structured data for
// jobs that are not public, content pages' titles, robots.txt and a sitemap of exactly the active jobs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { createTenant, insertJobs } from '../test/job-fixtures.ts';
import { request, startApp, type TestApp } from '../test/helpers.ts';

const HOST = 'seo.localhost';
let root: string;
let t: TestApp;
let tenantId: number;
let ids: { onsite: number; remote: number; draft: number; paused: number; closed: number; other: number };

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tessera</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tessera-seo-'));
  for (const app of ['candidate', 'console', 'helpdesk']) {
    mkdirSync(join(root, 'apps', app, 'dist'), { recursive: true });
    writeFileSync(join(root, 'apps', app, 'dist', 'index.html'), INDEX);
  }
  t = await startApp({ repoRoot: root });
  const db = t.app.database.db;
  tenantId = await createTenant(db, 'seo', HOST);
  const otherTenant = await createTenant(db, 'seo-other', 'seo-other.localhost');
  const [onsite, remote, draft, paused, closed] = await insertJobs(db, tenantId, [
    {
      title: 'Line Cook </script><script>alert(1)</script>',
      company: 'Harbor & Co',
      descriptionHtml: '<p>Cook <strong>fresh</strong> food for 200 guests a night.</p>',
      descriptionText: 'Cook fresh food for 200 guests a night.',
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      salaryMin: 38000,
      salaryMax: 45000,
      employmentType: 'part_time',
    },
    { title: 'Remote Support Agent', company: 'Helpful Inc', descriptionText: 'Answer questions.', remote: 'remote', country: 'CA' },
    { title: 'Draft job', status: 'draft', publishedAt: null },
    { title: 'Paused job', status: 'paused' },
    { title: 'Closed job', status: 'closed' },
  ]);
  const [other] = await insertJobs(db, otherTenant, [{ title: 'Elsewhere' }]);
  ids = { onsite: onsite!, remote: remote!, draft: draft!, paused: paused!, closed: closed!, other: other! };
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) => request(t, { path, host: HOST, headers });

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/**
 * The problems of a JobPosting against schema.org and Google's job posting rules: the required
 * properties (title, description, datePosted, hiringOrganization, jobLocation — or a remote job's
 * jobLocationType TELECOMMUTE with applicantLocationRequirements) and the recommended ones when present
 * (baseSalary, employmentType, identifier, directApply, validThrough).
 */
function jobPostingProblems(d: Record<string, any>): string[] {
  const p: string[] = [];
  if (!/^https?:\/\/schema\.org\/?$/.test(d['@context'])) p.push('@context');
  if (d['@type'] !== 'JobPosting') p.push('@type');
  if (typeof d.title !== 'string' || d.title.trim() === '') p.push('title');
  if (typeof d.description !== 'string' || d.description.trim() === '') p.push('description');
  if (typeof d.datePosted !== 'string' || !ISO_DATE.test(d.datePosted)) p.push('datePosted');
  const org = d.hiringOrganization;
  if (!org || org['@type'] !== 'Organization' || typeof org.name !== 'string' || org.name === '') p.push('hiringOrganization');
  const remote = d.jobLocationType === 'TELECOMMUTE';
  if (remote) {
    const req = d.applicantLocationRequirements;
    if (!req || !['Country', 'State', 'AdministrativeArea'].includes(req['@type']) || !req.name) p.push('applicantLocationRequirements');
  } else {
    const addr = d.jobLocation?.address;
    if (d.jobLocation?.['@type'] !== 'Place' || addr?.['@type'] !== 'PostalAddress') p.push('jobLocation');
    else if (!addr.addressCountry || !(addr.addressLocality || addr.addressRegion)) p.push('jobLocation.address');
  }
  if (d.employmentType !== undefined && ![d.employmentType].flat().every((e: string) => EMPLOYMENT_TYPES.includes(e)))
    p.push('employmentType');
  if (d.baseSalary !== undefined) {
    const s = d.baseSalary;
    const v = s?.value;
    const amount =
      typeof v?.value === 'number' || (typeof v?.minValue === 'number' && typeof v?.maxValue === 'number' && v.minValue <= v.maxValue);
    if (
      s['@type'] !== 'MonetaryAmount' ||
      !/^[A-Z]{3}$/.test(s.currency) ||
      v?.['@type'] !== 'QuantitativeValue' ||
      !UNITS.includes(v.unitText) ||
      !amount
    )
      p.push('baseSalary');
  }
  if (d.identifier !== undefined && (d.identifier['@type'] !== 'PropertyValue' || !d.identifier.value)) p.push('identifier');
  if (d.directApply !== undefined && typeof d.directApply !== 'boolean') p.push('directApply');
  if (d.validThrough !== undefined && !ISO_DATE.test(d.validThrough)) p.push('validThrough');
  return p;
}

describe('a public job page, as a crawler without JavaScript reads it', () => {
  it('carries a JobPosting that validates, with the pay, the employer and the address', async () => {
    const res = await page(`/jobs/${ids.onsite}`);
    expect(res.status).toBe(200);
    const [data, ...more] = jsonLd(res.text);
    expect(more).toEqual([]);
    expect(jobPostingProblems(data!)).toEqual([]);
    expect(data).toMatchObject({
      title: 'Line Cook </script><script>alert(1)</script>',
      hiringOrganization: { name: 'Harbor & Co' },
      employmentType: 'PART_TIME',
      jobLocation: { address: { addressLocality: 'Atlanta', addressRegion: 'GA', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { minValue: 38000, maxValue: 45000, unitText: 'YEAR' } },
      identifier: { value: String(ids.onsite) },
      directApply: true,
    });
    // The title cannot close the data block: only one script element, and no stray one.
    expect(res.text.match(/<script/g)).toHaveLength(1);
  });

  it('marks a remote job as telecommuting with the country it hires in', async () => {
    const [data] = jsonLd((await page(`/jobs_view/${ids.remote}`)).text);
    expect(jobPostingProblems(data!)).toEqual([]);
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } });
  });

  it('has its title, description, canonical address, language alternates and sharing metadata in the HTML', async () => {
    const res = await page(`/jobs_view/${ids.onsite}?utm_source=x`);
    const html = res.text;
    expect(html).toContain('<title>Line Cook &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Harbor &amp; Co · ');
    expect(html).toContain('<meta name="description" content="Cook fresh food for 200 guests a night." />');
    const canonical = `http://${HOST}/jobs/${ids.onsite}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    for (const [lang, q] of [
      ['en', 'en'],
      ['fr', 'fr'],
      ['es', 'es'],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${canonical}?lang=${q}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Line Cook &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Harbor &amp; Co" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('answers 404 for draft, paused, unknown and other tenants’ jobs and 410 for a closed one, with no structured data', async () => {
    for (const [id, status] of [
      [ids.draft, 404],
      [ids.paused, 404],
      [999999, 404],
      [ids.other, 404],
      [ids.closed, 410],
    ] as const) {
      const res = await page(`/jobs/${id}`);
      expect(res.status, String(id)).toBe(status);
      expect(jsonLd(res.text)).toEqual([]);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('content pages', () => {
  it('have the page title and description of the reader’s language in the HTML', async () => {
    const fr = await page('/privacy-policy', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.text).toContain('<title>Politique de confidentialité des candidats · ');
    const es = await page('/about?lang=es');
    expect(es.text).toContain('<title>Quiénes somos · ');
    expect(es.text).toMatch(/<meta name="description" content="Tenant seo es un programa/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and private pages and names the sitemap of the host', async () => {
    const res = await request(t, { path: '/robots.txt', host: HOST });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).not.toMatch(/Disallow: \/jobs\s/);
    expect(res.text).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
  });

  it('the sitemap lists the public pages and exactly the active jobs of the tenant, and follows changes', async () => {
    const locs = async () =>
      [...(await request(t, { path: '/sitemap.xml', host: HOST })).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const jobLocs = (all: string[]) => all.filter((l) => /\/jobs\/\d+$/.test(l)).sort();
    let all = await locs();
    expect(all).toContain(`http://${HOST}/about`);
    expect(all).toContain(`http://${HOST}/searchJobs`);
    expect(all).not.toContain(`http://${HOST}/dashboard`);
    expect(jobLocs(all)).toEqual([`http://${HOST}/jobs/${ids.onsite}`, `http://${HOST}/jobs/${ids.remote}`].sort());
    // Closing a job takes it out at once.
    await t.app.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, ids.remote));
    all = await locs();
    expect(jobLocs(all)).toEqual([`http://${HOST}/jobs/${ids.onsite}`]);
    await t.app.database.db.update(jobs).set({ status: 'active' }).where(eq(jobs.id, ids.remote));
  });
});
