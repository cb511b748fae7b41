// The tenant-written public pages (issue 16): /about, /pricing, the three privacy policies and the
// terms. Each page has, per language, at most one draft and every published version (kept, with its
// date). Until a tenant publishes a page in a language, the default text of site-page-defaults.ts shows
// (version 0). Versions count a page's publications in any language, so the terms and the privacy
// policy a job seeker accepted are one number each (legal_acceptances).
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../jobs/queue.ts';
import { legalAcceptances, sitePageDrafts, sitePageVersions, type SiteLanguage, type SitePage } from '../db/schema.ts';
import { detail, fieldError, nonFieldError } from '../errors.ts';
import type { Tenant } from './tenants.ts';
import { markdownText, renderMarkdown } from './markdown.ts';
import { defaultPageMarkdown, PAGE_TITLES, type SupportContact } from './site-page-defaults.ts';

export const LEGAL_PAGES = ['terms-of-service', 'privacy-policy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
/** Pages that show an effective date and keep earlier versions readable. */
export const isLegalPage = (page: SitePage): boolean => page.startsWith('privacy-policy') || page === 'terms-of-service';
export const MARKDOWN_MAX = 50_000;

/** The tenant's support contacts from its dictionary (`tenant.support_email`, `tenant.support_phone`). */
export async function supportContact(
  ctx: Pick<AppContext, 'tenants'>,
  tenant: Pick<Tenant, 'id' | 'name'>,
  language: SiteLanguage,
): Promise<SupportContact> {
  const words = await ctx.tenants.dictionary(tenant.id, language);
  return {
    name: words['tenant.name'] ?? tenant.name,
    email: words['tenant.support_email'] ?? '',
    phone: words['tenant.support_phone'] ?? '',
  };
}

export interface PageVersionRef {
  version: number;
  published_at: string | null;
}

export interface PublicPage {
  page: SitePage;
  language: SiteLanguage;
  title: string;
  version: number;
  published_at: string | null;
  legal: boolean;
  html: string;
  description: string;
  /** Earlier published versions in this language, newest first (legal pages only). */
  versions: PageVersionRef[];
}

/** Checks a Markdown body: present, not blank, not too long. */
export function checkMarkdown(markdown: string, field = 'markdown'): string {
  if (markdown.trim() === '') throw fieldError(field, 'This field may not be blank.');
  if (markdown.length > MARKDOWN_MAX) throw fieldError(field, `Ensure this field has no more than ${MARKDOWN_MAX} characters.`);
  return markdown;
}

async function versionsIn(db: Db, tenantId: number, page: SitePage, language: SiteLanguage) {
  return db
    .select()
    .from(sitePageVersions)
    .where(and(eq(sitePageVersions.tenantId, tenantId), eq(sitePageVersions.page, page), eq(sitePageVersions.language, language)))
    .orderBy(desc(sitePageVersions.version));
}

/** The published page in a language (a given version, else the latest), or the default text. */
export async function publicPage(
  ctx: Pick<AppContext, 'db' | 'tenants'>,
  tenant: Pick<Tenant, 'id' | 'name' | 'createdAt'>,
  page: SitePage,
  language: SiteLanguage,
  version?: number,
): Promise<PublicPage> {
  const rows = await versionsIn(ctx.db, tenant.id, page, language);
  const legal = isLegalPage(page);
  const title = PAGE_TITLES[page][language];
  let markdown: string;
  let current: { version: number; published_at: string | null };
  if (version !== undefined && version !== 0) {
    const row = rows.find((r) => r.version === version);
    if (!row) throw detail(404, 'This version of the page does not exist.');
    markdown = row.markdown;
    current = { version: row.version, published_at: row.publishedAt.toISOString() };
  } else if (rows[0] && version === undefined) {
    markdown = rows[0].markdown;
    current = { version: rows[0].version, published_at: rows[0].publishedAt.toISOString() };
  } else {
    // The default text: in force since the tenant was created.
    markdown = defaultPageMarkdown(page, language, await supportContact(ctx, tenant, language));
    current = { version: 0, published_at: tenant.createdAt.toISOString() };
  }
  const versions: PageVersionRef[] = legal
    ? [
        ...rows.map((r) => ({ version: r.version, published_at: r.publishedAt.toISOString() })),
        { version: 0, published_at: tenant.createdAt.toISOString() },
      ].filter((v) => v.version !== current.version)
    : [];
  return {
    page,
    language,
    title,
    ...current,
    legal,
    html: renderMarkdown(markdown),
    description: markdownText(markdown).slice(0, 160),
    versions,
  };
}

export interface AdminPage {
  page: SitePage;
  language: SiteLanguage;
  title: string;
  draft_markdown: string | null;
  draft_updated_at: string | null;
  published_markdown: string;
  published_version: number;
  published_at: string | null;
  history: PageVersionRef[];
}

export async function adminPage(
  ctx: Pick<AppContext, 'db' | 'tenants'>,
  tenant: Pick<Tenant, 'id' | 'name' | 'createdAt'>,
  page: SitePage,
  language: SiteLanguage,
): Promise<AdminPage> {
  const [draft] = await ctx.db
    .select()
    .from(sitePageDrafts)
    .where(and(eq(sitePageDrafts.tenantId, tenant.id), eq(sitePageDrafts.page, page), eq(sitePageDrafts.language, language)));
  const rows = await versionsIn(ctx.db, tenant.id, page, language);
  const latest = rows[0];
  return {
    page,
    language,
    title: PAGE_TITLES[page][language],
    draft_markdown: draft?.markdown ?? null,
    draft_updated_at: draft?.updatedAt.toISOString() ?? null,
    published_markdown: latest?.markdown ?? defaultPageMarkdown(page, language, await supportContact(ctx, tenant, language)),
    published_version: latest?.version ?? 0,
    published_at: latest?.publishedAt.toISOString() ?? null,
    history: rows.map((r) => ({ version: r.version, published_at: r.publishedAt.toISOString() })),
  };
}

export async function saveDraft(
  db: Db,
  tenantId: number,
  page: SitePage,
  language: SiteLanguage,
  markdown: string,
  userId: number,
): Promise<void> {
  checkMarkdown(markdown);
  await db
    .insert(sitePageDrafts)
    .values({ tenantId, page, language, markdown, updatedBy: userId })
    .onConflictDoUpdate({
      target: [sitePageDrafts.tenantId, sitePageDrafts.page, sitePageDrafts.language],
      set: { markdown, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** Publishes the draft of a page in a language as the page's next version; the draft is gone after. */
export async function publishDraft(db: Db, tenantId: number, page: SitePage, language: SiteLanguage, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    // One publication of a page at a time per tenant: the version number is the next one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_page:${tenantId}:${page}`}))`);
    const [draft] = await tx
      .select()
      .from(sitePageDrafts)
      .where(and(eq(sitePageDrafts.tenantId, tenantId), eq(sitePageDrafts.page, page), eq(sitePageDrafts.language, language)));
    if (!draft) throw detail(409, 'There is no draft to publish. Save a draft first.');
    const [top] = await tx
      .select({ v: max(sitePageVersions.version) })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.tenantId, tenantId), eq(sitePageVersions.page, page)));
    const version = (top?.v ?? 0) + 1;
    await tx.insert(sitePageVersions).values({
      tenantId,
      page,
      language,
      version,
      markdown: draft.markdown,
      html: renderMarkdown(draft.markdown),
      publishedBy: userId,
    });
    await tx
      .delete(sitePageDrafts)
      .where(and(eq(sitePageDrafts.tenantId, tenantId), eq(sitePageDrafts.page, page), eq(sitePageDrafts.language, language)));
    return version;
  });
}

export async function discardDraft(db: Db, tenantId: number, page: SitePage, language: SiteLanguage): Promise<void> {
  await db
    .delete(sitePageDrafts)
    .where(and(eq(sitePageDrafts.tenantId, tenantId), eq(sitePageDrafts.page, page), eq(sitePageDrafts.language, language)));
}

/** The current version of each legal page (0 while the default text is in force). */
export async function currentLegalVersions(
  db: Db | Tx,
  tenantId: number,
): Promise<Record<LegalPage, { version: number; published_at: string | null }>> {
  const rows = await db
    .select({ page: sitePageVersions.page, v: max(sitePageVersions.version), at: max(sitePageVersions.publishedAt) })
    .from(sitePageVersions)
    .where(and(eq(sitePageVersions.tenantId, tenantId), sql`${sitePageVersions.page} in ('terms-of-service', 'privacy-policy')`))
    .groupBy(sitePageVersions.page);
  const out: Record<LegalPage, { version: number; published_at: string | null }> = {
    'terms-of-service': { version: 0, published_at: null },
    'privacy-policy': { version: 0, published_at: null },
  };
  for (const r of rows) {
    const at = r.at as Date | string | null;
    out[r.page as LegalPage] = { version: r.v ?? 0, published_at: at ? new Date(at).toISOString() : null };
  }
  return out;
}

/** The legal pages whose current version this job seeker has not accepted. */
export async function pendingAcceptances(db: Db, tenantId: number, userId: number) {
  const current = await currentLegalVersions(db, tenantId);
  const accepted = await db
    .select({ page: legalAcceptances.page, version: legalAcceptances.version })
    .from(legalAcceptances)
    .where(and(eq(legalAcceptances.tenantId, tenantId), eq(legalAcceptances.userId, userId)));
  return LEGAL_PAGES.filter((page) => !accepted.some((a) => a.page === page && a.version === current[page].version)).map((page) => ({
    page,
    ...current[page],
  }));
}

/**
 * Records that a job seeker accepts the given versions. Each must be the page's current version: a
 * page changed meanwhile is refused (409), so nobody accepts a text they were not shown.
 */
export async function acceptLegal(
  db: Db | Tx,
  tenantId: number,
  userId: number,
  versions: Partial<Record<LegalPage, number>>,
): Promise<void> {
  const current = await currentLegalVersions(db, tenantId);
  const rows = LEGAL_PAGES.flatMap((page) => {
    const v = versions[page];
    if (v === undefined) return [];
    if (v !== current[page].version) throw detail(409, 'This text has changed since you opened it. Please read the current version.');
    return [{ tenantId, userId, page, version: v }];
  });
  if (rows.length === 0) throw nonFieldError('Choose the terms or the privacy policy to accept.');
  await db.insert(legalAcceptances).values(rows).onConflictDoNothing();
}
