// Every ready page of the route manifest, opened by a user who may open it, in en, fr and esp, on both
// tenants, checked by axe (WCAG 2.0, 2.1 and 2.2, A and AA): 0 violations. A page joins by being ready in
// packages/routes (nothing to add here). Users sign in through the API (no form), and each user keeps one
// page for all the routes they open. One test per tenant, language and visitor, so the workers share the
// walk evenly (fullyParallel) instead of each taking a whole tenant and language.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { routes, type RouteEntry } from '@tessera/routes/manifest';
import type { RoleName } from '@tessera/routes/roles';
import { ACME, AXE_SCRIPT_PATH, axeViolations, onOrigin, ORIGIN, PASSWORD, seedSession, sessionFor } from '../../fixtures';

interface Tenant {
  name: string;
  origin: string;
  /** A demo account per role this tenant has (README "Demo accounts"). */
  accounts: Partial<Record<RoleName, string>>;
}

const tenants: Tenant[] = [
  {
    name: 'demo',
    origin: ORIGIN,
    accounts: {
      admin: 'admin@demo.test',
      hiring_manager: 'manager@demo.test',
      recruiter: 'recruiter@demo.test',
      auditor: 'auditor@demo.test',
      hiring_member: 'member@demo.test',
      recruiter_member: 'recruiter.member@demo.test',
      concierge_member: 'concierge@demo.test',
      program_manager: 'programs@demo.test',
      job_seeker: 'seeker@demo.test',
    },
  },
  { name: 'acme', origin: ACME, accounts: { admin: 'admin@acme.test', job_seeker: 'seeker@acme.test' } },
];

const languages = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'fr-FR', lang: 'fr' },
  { locale: 'es-ES', lang: 'es' },
] as const;

/** Who opens a page: nobody for public and guest pages, a job seeker for private ones, else a role of the entry. */
function visitorOf(entry: RouteEntry, tenant: Tenant): RoleName | null | undefined {
  if (entry.guard === 'public' || entry.guard === 'guest') return null;
  if (entry.guard === 'private')
    return entry.app === 'candidate' ? 'job_seeker' : (['admin', 'job_seeker'] as const).find((r) => tenant.accounts[r]);
  return entry.roles?.find((r) => tenant.accounts[r]);
}

interface Ids {
  job: number;
  application: number;
  seeker: number;
  news: number;
}

async function getJson<T>(request: APIRequestContext, origin: string, path: string, token?: string): Promise<T | null> {
  const o = onOrigin(origin, path, token ? { authorization: `Bearer ${token}` } : {});
  const res = await request.get(o.url, { headers: o.headers });
  return res.ok() ? ((await res.json()) as T) : null;
}

/** The tenant's newest published news post; one is published (by its admin) when the tenant has none. */
async function newsPostOf(request: APIRequestContext, tenant: Tenant, token: string): Promise<number> {
  type List = { results: { id: number }[] };
  const existing = (await getJson<List>(request, tenant.origin, '/api/v1/site/news'))?.results[0]?.id;
  if (existing) return existing;
  const o = onOrigin(tenant.origin, '/api/v1/site/admin/news', { authorization: `Bearer ${token}` });
  const res = await request.post(o.url, {
    headers: o.headers,
    data: {
      kind: 'news',
      language: 'en',
      title: 'Our spring hiring fair',
      summary: 'Meet the employers of the program.',
      markdown: 'Doors open at **10 am**.',
      published: true,
    },
  });
  return res.ok() ? ((await res.json()) as { id: number }).id : 0;
}

/** Ids of the tenant's own records for the pages with a parameter (none: 0, the page's not-found state). */
async function idsOf(request: APIRequestContext, tenant: Tenant): Promise<Ids> {
  const t = onOrigin(tenant.origin, '/api/v1/token');
  const res = await request.post(t.url, { headers: t.headers, data: { username: tenant.accounts.admin, password: PASSWORD } });
  const token = ((await res.json()) as { access: string }).access;
  type List<T> = { results: T[] };
  const jobs = await getJson<List<{ id: number }>>(request, tenant.origin, '/api/v1/search/jobs');
  const apps = await getJson<List<{ id: number }>>(request, tenant.origin, '/api/v1/applications', token);
  const seekers = await getJson<List<{ user_id: number }>>(request, tenant.origin, '/api/v1/jobseekers', token);
  return {
    job: jobs?.results[0]?.id ?? 0,
    application: apps?.results[0]?.id ?? 0,
    seeker: seekers?.results[0]?.user_id ?? 0,
    news: await newsPostOf(request, tenant, token),
  };
}

function addressOf(entry: RouteEntry, ids: Ids): string {
  if (entry.path.startsWith('/applications/')) return entry.path.replace(':id', String(ids.application));
  if (entry.path.startsWith('/jobSeekers/')) return entry.path.replace(':id', String(ids.seeker));
  if (entry.path.startsWith('/news/')) return entry.path.replace(':id', String(ids.news));
  return entry.path.replace(':id', String(ids.job));
}

async function pageFor(browser: Browser, locale: string, tenant: Tenant, role: RoleName | null): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: tenant.origin });
  await context.addInitScript({ path: AXE_SCRIPT_PATH });
  const page = await context.newPage();
  const email = role ? tenant.accounts[role] : undefined;
  if (email) await seedSession(page, await sessionFor(page, email, PASSWORD, tenant.origin));
  return page;
}

const ready = routes.filter((r) => r.ready);

/** The ready pages of a tenant grouped by who opens them (a page no account of the tenant may open is left out). */
function pagesByVisitor(tenant: Tenant): Map<RoleName | null, RouteEntry[]> {
  const byVisitor = new Map<RoleName | null, RouteEntry[]>();
  for (const entry of ready) {
    const who = visitorOf(entry, tenant);
    if (who === undefined) continue;
    byVisitor.set(who, [...(byVisitor.get(who) ?? []), entry]);
  }
  return byVisitor;
}

test('the walk opens nearly every ready page', () => {
  const walked = new Set(tenants.flatMap((tenant) => [...pagesByVisitor(tenant).values()].flat().map((e) => e.path)));
  expect(walked.size).toBeGreaterThanOrEqual(ready.length - 5);
});

for (const tenant of tenants) {
  for (const [who, entries] of pagesByVisitor(tenant)) {
    for (const { locale, lang } of languages) {
      test(`${entries.length} ready pages on ${tenant.name} as ${who ?? 'a visitor'}, in ${lang}, have no WCAG 2.2 AA violations`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(60_000 + entries.length * 30_000);
        const ids = await idsOf(request, tenant);
        const problems: string[] = [];
        const page = await pageFor(browser, locale, tenant, who);
        for (const entry of entries) {
          const address = addressOf(entry, ids);
          await test.step(address, async () => {
            await page.goto(address);
            const heading = page.getByRole('heading', { level: 1 }).first();
            const shown = await heading.waitFor({ state: 'visible', timeout: 15_000 }).then(
              () => true,
              () => false,
            );
            if (!shown) {
              problems.push(`${address}: no page heading`);
              return;
            }
            await expect(page.getByRole('status', { name: /loading|chargement|cargando/i })).toHaveCount(0, { timeout: 15_000 });
            const htmlLang = await page.locator('html').getAttribute('lang');
            if (htmlLang !== lang) problems.push(`${address}: html lang ${htmlLang}`);
            for (const v of await axeViolations(page)) {
              problems.push(`${address}: ${v.id} ${v.help} ${JSON.stringify(v.nodes.slice(0, 3))}`);
            }
          });
        }
        await page.context().close();
        expect(problems).toEqual([]);
      });
    }
  }
}
