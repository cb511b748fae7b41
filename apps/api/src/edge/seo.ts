// What search engines and link previews read (issue 16): the head of the HTML the server sends for a
// public job page or a content page (title, description, canonical address, language alternates,
// social-sharing metadata and, on a job page, schema.org JobPosting data), robots.txt and sitemap.xml
// per tenant host. A crawler that runs no JavaScript still sees the title and the description.
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalisePathname, routes } from '@tessera/routes/manifest';
import { publicOrigin, requestLanguage, type AppContext } from '../context.ts';
import { jobs, newsPosts, SITE_LANGUAGES, SITE_PAGES, type SiteLanguage, type SitePage } from '../db/schema.ts';
import { resolveTheme } from '../services/theme.ts';
import { latestPublished, postText } from '../services/news.ts';
import { publicPage } from '../services/site-pages.ts';

type JobRow = typeof jobs.$inferSelect;

const NEWS_TITLES: Record<SiteLanguage, string> = { en: 'News', fr: 'Actualités', esp: 'Noticias' };
const PRESS_TITLES: Record<SiteLanguage, string> = { en: 'Press releases', fr: 'Communiqués de presse', esp: 'Comunicados de prensa' };

/** What the edge puts in a page's <head>, and the status it answers with. */
export interface PageHead {
  status: number;
  title?: string;
  /** HTML of the extra head elements (already escaped). */
  head: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: no "<" can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The language a link asks for (?lang=fr|esp|es|en), else the reader's Accept-Language. */
export function pageLanguage(req: FastifyRequest): SiteLanguage {
  const asked = new URL(req.url, 'http://x').searchParams.get('lang');
  if (asked === 'es') return 'esp';
  if (asked && (SITE_LANGUAGES as readonly string[]).includes(asked)) return asked as SiteLanguage;
  return requestLanguage(req);
}

const HREFLANG: Record<SiteLanguage, string> = { en: 'en', fr: 'fr', esp: 'es' };

function metaTags(input: {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  image?: string | undefined;
  type?: string;
}): string {
  const { title, description, canonical, siteName } = input;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...SITE_LANGUAGES.map(
      (l) => `<link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeHtml(`${canonical}?lang=${HREFLANG[l]}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${input.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta name="twitter:card" content="${input.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  ];
  if (input.image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(input.image)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(input.image)}" />`,
    );
  return tags.join('\n    ');
}

function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

const EMPLOYMENT: Record<JobRow['employmentType'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** schema.org JobPosting of an active job (Google's required and recommended properties where the job has them). */
export function jobPostingData(job: JobRow, canonical: string, logo: string | undefined) {
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (job.city) address.addressLocality = job.city;
  if (job.region) address.addressRegion = job.region;
  if (job.country) address.addressCountry = job.country;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml || `<p>${escapeHtml(job.descriptionText || job.title)}</p>`,
    datePosted: (job.publishedAt ?? job.createdAt).toISOString(),
    hiringOrganization: { '@type': 'Organization', name: job.company, ...(logo ? { logo } : {}) },
    identifier: { '@type': 'PropertyValue', name: job.company, value: String(job.id) },
    employmentType: EMPLOYMENT[job.employmentType],
    directApply: true,
    url: canonical,
  };
  if (job.remote !== 'remote' || job.city || job.region) data.jobLocation = { '@type': 'Place', address };
  if (job.remote === 'remote') {
    data.jobLocationType = 'TELECOMMUTE';
    if (job.country) {
      let name = job.country;
      try {
        name = COUNTRY_NAMES.of(job.country.toUpperCase()) ?? job.country;
      } catch {
        // A country that is not a region code keeps its text.
      }
      data.applicantLocationRequirements = { '@type': 'Country', name };
    }
  }
  if (job.salaryMin !== null || job.salaryMax !== null) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'YEAR' };
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax) {
      value.minValue = job.salaryMin;
      value.maxValue = job.salaryMax;
    } else {
      value.value = job.salaryMin ?? job.salaryMax;
    }
    data.baseSalary = { '@type': 'MonetaryAmount', currency: job.salaryCurrency, value };
  }
  return data;
}

function siteNameOf(req: FastifyRequest): string {
  return resolveTheme(req.tenant.theme).title || req.tenant.name;
}

function httpLogo(req: FastifyRequest): string | undefined {
  const logo = resolveTheme(req.tenant.theme).logo;
  return /^https?:\/\//.test(logo) ? logo : undefined;
}

const JOB_PAGE = /^\/(?:jobs|jobs_view)\/(\d{1,9})$/i;
const NEWS_POST = /^\/news\/(\d{1,9})$/i;

/**
 * The head of a page the edge sends: a public job page (404 for a draft, paused or unknown job, 410 for
 * a closed one, with no structured data) or a content page; null for every other page.
 */
export function createPageHead(ctx: Pick<AppContext, 'db' | 'tenants'>) {
  return async function pageHead(req: FastifyRequest, pathname: string): Promise<PageHead | null> {
    const path = normalisePathname(pathname);
    const origin = publicOrigin(req);
    const job = JOB_PAGE.exec(path);
    if (job) {
      const id = Number(job[1]);
      const [row] = await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.tenantId, req.tenant.id)));
      if (!row || row.status !== 'active') {
        const gone = row && (row.status === 'closed' || row.status === 'Offered');
        return { status: gone ? 410 : 404, head: '<meta name="robots" content="noindex" />' };
      }
      const canonical = `${origin}/jobs/${row.id}`;
      const title = `${row.title} — ${row.company}`;
      const description = shorten(row.descriptionText || `${row.title}, ${row.company}`);
      const head = [
        metaTags({ title, description, canonical, siteName: siteNameOf(req), type: 'article', image: httpLogo(req) }),
        `<script type="application/ld+json">${jsonForScript(jobPostingData(row, canonical, httpLogo(req)))}</script>`,
      ].join('\n    ');
      return { status: 200, title: `${title} · ${siteNameOf(req)}`, head };
    }
    const feeds = [
      `<link rel="alternate" type="application/rss+xml" title="RSS" href="${escapeHtml(`${origin}/news/rss.xml`)}" />`,
      `<link rel="alternate" type="application/atom+xml" title="Atom" href="${escapeHtml(`${origin}/news/atom.xml`)}" />`,
    ];
    const post = NEWS_POST.exec(path);
    if (post) {
      const [row] = await ctx.db
        .select()
        .from(newsPosts)
        .where(
          and(
            eq(newsPosts.id, Number(post[1])),
            eq(newsPosts.tenantId, req.tenant.id),
            isNotNull(newsPosts.publishedAt),
            lte(newsPosts.publishedAt, new Date()),
          ),
        );
      if (!row) return { status: 404, head: '<meta name="robots" content="noindex" />' };
      const canonical = `${origin}/news/${row.id}`;
      const image = row.imageUrl ? (row.imageUrl.startsWith('/') ? `${origin}${row.imageUrl}` : row.imageUrl) : httpLogo(req);
      return {
        status: 200,
        title: `${row.title} · ${siteNameOf(req)}`,
        head: [
          metaTags({ title: row.title, description: shorten(row.summary), canonical, siteName: siteNameOf(req), type: 'article', image }),
          ...feeds,
        ].join('\n    '),
      };
    }
    if (path.toLowerCase() === '/news' || path.toLowerCase() === '/news/pressrelease') {
      const language = pageLanguage(req);
      const title = path.toLowerCase() === '/news' ? NEWS_TITLES[language] : PRESS_TITLES[language];
      const canonical = `${origin}${path.toLowerCase()}`;
      return {
        status: 200,
        title: `${title} · ${siteNameOf(req)}`,
        head: [
          metaTags({ title, description: `${title} — ${siteNameOf(req)}`, canonical, siteName: siteNameOf(req), image: httpLogo(req) }),
          ...feeds,
        ].join('\n    '),
      };
    }
    const page = path.slice(1).toLowerCase();
    if ((SITE_PAGES as readonly string[]).includes(page)) {
      const language = pageLanguage(req);
      const found = await publicPage(ctx, req.tenant, page as SitePage, language);
      const canonical = `${origin}/${page}`;
      return {
        status: 200,
        title: `${found.title} · ${siteNameOf(req)}`,
        head: metaTags({ title: found.title, description: found.description, canonical, siteName: siteNameOf(req), image: httpLogo(req) }),
      };
    }
    return null;
  };
}

/** Public pages of the manifest with a fixed address (no parameters), built so far. */
function publicStaticPaths(): string[] {
  const skip = new Set([
    '/404',
    '/unauthorized',
    '/home',
    '/verifyEmail',
    '/passwordResetDone',
    '/confirmPasswordReset',
    '/thankYou',
    '/unsubscribeConfirm',
  ]);
  return routes.filter((r) => r.ready && r.guard === 'public' && !r.path.includes(':') && !skip.has(r.path)).map((r) => r.path);
}

/** Page addresses search engines should leave alone: private and role pages, and the API. */
function privatePrefixes(): string[] {
  const out = new Set<string>(['/api/', '/ws/', '/apps/']);
  for (const r of routes) {
    if (r.guard === 'public' || r.guard === 'guest') continue;
    const fixed = r.path.split('/:')[0] ?? r.path;
    if (fixed !== '' && fixed !== '/jobs') out.add(fixed);
  }
  return [...out].sort();
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** RSS 2.0 and Atom feeds of the tenant's published posts (news and press releases), newest first. */
async function feed(ctx: Pick<AppContext, 'db'>, req: FastifyRequest, format: 'rss' | 'atom'): Promise<string> {
  const origin = publicOrigin(req);
  const siteName = siteNameOf(req);
  const title = `${siteName} — ${NEWS_TITLES.en}`;
  const posts = await latestPublished(ctx.db, req.tenant.id);
  const updated = (posts[0]?.updatedAt ?? req.tenant.createdAt).toISOString();
  if (format === 'rss') {
    const items = posts.map((p) => {
      const link = `${origin}/news/${p.id}`;
      return `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>
      <category>${p.kind === 'pressrelease' ? 'Press release' : 'News'}</category>
      <description>${xml(p.summary)}</description>
    </item>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(`${origin}/news`)}</link>
    <description>${xml(title)}</description>
    <atom:link href="${xml(`${origin}/news/rss.xml`)}" rel="self" type="application/rss+xml" />
    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
  }
  const entries = posts.map((p) => {
    const link = `${origin}/news/${p.id}`;
    return `  <entry>
    <title>${xml(p.title)}</title>
    <link href="${xml(link)}" />
    <id>${xml(link)}</id>
    <published>${(p.publishedAt ?? p.createdAt).toISOString()}</published>
    <updated>${p.updatedAt.toISOString()}</updated>
    <summary>${xml(p.summary)}</summary>
    <content type="text">${xml(postText(p))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${xml(title)}</title>
  <link href="${xml(`${origin}/news`)}" />
  <link href="${xml(`${origin}/news/atom.xml`)}" rel="self" />
  <id>${xml(`${origin}/news`)}</id>
  <updated>${updated}</updated>
  <author><name>${xml(siteName)}</name></author>
${entries.join('\n')}
</feed>
`;
}

/** GET /robots.txt, /sitemap.xml and the news feeds of the tenant host of the request. */
export function registerSeo(app: FastifyInstance, ctx: Pick<AppContext, 'db'>): void {
  app.get('/robots.txt', async (req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...privatePrefixes().map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${publicOrigin(req)}/sitemap.xml`,
      '',
    ];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/news/rss.xml', async (req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/rss+xml; charset=utf-8')
      .send(await feed(ctx, req, 'rss')),
  );
  app.get('/news/atom.xml', async (req, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/atom+xml; charset=utf-8')
      .send(await feed(ctx, req, 'atom')),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = publicOrigin(req);
    const active = await ctx.db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(eq(jobs.tenantId, req.tenant.id), eq(jobs.status, 'active')))
      .orderBy(desc(jobs.updatedAt));
    const posts = await ctx.db
      .select({ id: newsPosts.id, updatedAt: newsPosts.updatedAt })
      .from(newsPosts)
      .where(and(eq(newsPosts.tenantId, req.tenant.id), isNotNull(newsPosts.publishedAt), lte(newsPosts.publishedAt, new Date())))
      .orderBy(desc(newsPosts.publishedAt));
    const entries = [
      ...publicStaticPaths().map((p) => `  <url><loc>${xml(`${origin}${p}`)}</loc></url>`),
      ...active.map((j) => `  <url><loc>${xml(`${origin}/jobs/${j.id}`)}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`),
      ...posts.map((p) => `  <url><loc>${xml(`${origin}/news/${p.id}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.w3.org/2000/sitemaps/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  });
}
