// The tenant's news posts and press releases (issue 16): written by the admin in Markdown (sanitised
// here), public once published, paged newest first, each at /news/{id}, and in RSS and Atom feeds.
import { and, count, desc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newsPosts, type NewsKind, type SiteLanguage } from '../db/schema.ts';
import { detail, ValidationError } from '../errors.ts';
import { markdownText, renderMarkdown } from './markdown.ts';
import { pageMeta, type Paging } from './staff-views.ts';

type PostRow = typeof newsPosts.$inferSelect;

export const NEWS_LIMITS = { title: 200, summary: 500, markdown: 50_000, imageUrl: 2000, imageAlt: 300 };
const SAFE_IMAGE = /^(https:\/\/[^\s/][^\s]*|\/(?!\/)[^\s]*)$/i;

export interface NewsInput {
  kind: NewsKind;
  language: SiteLanguage;
  title: string;
  summary: string;
  markdown: string;
  image_url?: string | null;
  image_alt?: string;
  published: boolean;
}

export function publicPost(row: PostRow) {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    title: row.title,
    summary: row.summary,
    html: row.html,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function adminPost(row: PostRow) {
  return {
    ...publicPost(row),
    markdown: row.markdown,
    published: row.publishedAt !== null,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** Checks and cleans a post; 400 with the contract's per-field lists. */
function checked(input: NewsInput) {
  const errors: Record<string, string[]> = {};
  const title = input.title.trim();
  const summary = input.summary.trim();
  const imageUrl = (input.image_url ?? '').trim();
  const imageAlt = (input.image_alt ?? '').trim();
  if (title === '') errors.title = ['This field may not be blank.'];
  if (summary === '') errors.summary = ['This field may not be blank.'];
  if (input.markdown.trim() === '') errors.markdown = ['This field may not be blank.'];
  if (imageUrl !== '' && !SAFE_IMAGE.test(imageUrl)) errors.image_url = ['Enter an https:// address or a path on this site.'];
  if (imageUrl !== '' && imageAlt === '') errors.image_alt = ['Describe the image for people who cannot see it.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { title, summary, imageUrl: imageUrl || null, imageAlt: imageUrl ? imageAlt : '' };
}

const published = (tenantId: number, kind?: NewsKind) =>
  and(
    eq(newsPosts.tenantId, tenantId),
    isNotNull(newsPosts.publishedAt),
    lte(newsPosts.publishedAt, sql`now()`),
    ...(kind ? [eq(newsPosts.kind, kind)] : []),
  );

/** One page of the posts `where` selects, newest first by `newest` (then by id), with the page numbers. */
async function postPage<T>(
  db: Db,
  where: SQL | undefined,
  newest: typeof newsPosts.publishedAt | typeof newsPosts.createdAt,
  p: Paging,
  shape: (row: PostRow) => T,
) {
  const rows = await db
    .select()
    .from(newsPosts)
    .where(where)
    .orderBy(desc(newest), desc(newsPosts.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [total] = await db.select({ n: count() }).from(newsPosts).where(where);
  return { results: rows.map(shape), ...pageMeta(total?.n ?? 0, p) };
}

export async function listPublished(db: Db, tenantId: number, kind: NewsKind | undefined, p: Paging) {
  return postPage(db, published(tenantId, kind), newsPosts.publishedAt, p, publicPost);
}

export async function getPublished(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), published(tenantId)));
  if (!row) throw detail(404, 'This post does not exist or is not published.');
  return publicPost(row);
}

export async function latestPublished(db: Db, tenantId: number, limit = 20) {
  return db.select().from(newsPosts).where(published(tenantId)).orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id)).limit(limit);
}

export async function listAll(db: Db, tenantId: number, p: Paging) {
  return postPage(db, eq(newsPosts.tenantId, tenantId), newsPosts.createdAt, p, adminPost);
}

export async function createPost(db: Db, tenantId: number, userId: number, input: NewsInput) {
  const c = checked(input);
  const [row] = await db
    .insert(newsPosts)
    .values({
      tenantId,
      kind: input.kind,
      language: input.language,
      title: c.title,
      summary: c.summary,
      markdown: input.markdown,
      html: renderMarkdown(input.markdown),
      imageUrl: c.imageUrl,
      imageAlt: c.imageAlt,
      publishedAt: input.published ? new Date() : null,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('the news post was not stored');
  return adminPost(row);
}

export async function updatePost(db: Db, tenantId: number, id: number, input: NewsInput) {
  const c = checked(input);
  const [row] = await db
    .update(newsPosts)
    .set({
      kind: input.kind,
      language: input.language,
      title: c.title,
      summary: c.summary,
      markdown: input.markdown,
      html: renderMarkdown(input.markdown),
      imageUrl: c.imageUrl,
      imageAlt: c.imageAlt,
      // A post keeps its first publication date; unpublishing takes it off the site.
      publishedAt: input.published ? sql`coalesce(${newsPosts.publishedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsPosts.id, id), eq(newsPosts.tenantId, tenantId)))
    .returning();
  if (!row) throw detail(404, 'This post does not exist.');
  return adminPost(row);
}

export async function deletePost(db: Db, tenantId: number, id: number): Promise<void> {
  const rows = await db
    .delete(newsPosts)
    .where(and(eq(newsPosts.id, id), eq(newsPosts.tenantId, tenantId)))
    .returning({ id: newsPosts.id });
  if (rows.length === 0) throw detail(404, 'This post does not exist.');
}

export const postText = (row: PostRow): string => markdownText(row.markdown);
