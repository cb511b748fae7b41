// The tenant's public site (issue 16): content pages (public reads, the admin's drafts and publications)
// and the job seeker's acceptance of the terms and the privacy policy.
import type { FastifyRequest } from 'fastify';
import { publicOrigin, requestLanguage, type AppContext } from '../context.ts';
import { fieldError, throttled } from '../errors.ts';
import { EMAIL_KINDS, type EmailKind } from '../db/schema.ts';
import {
  setUnsubscribed,
  unsubscribedKinds,
  unsubscribeFrom,
  verifyUnsubscribe,
  type UnsubscribeClaims,
} from '../services/email-preferences.ts';
import { readChangelog } from '../services/changelog.ts';
import { checkContact, contactLimits, submitContact } from '../services/contact.ts';
import { renderMarkdown } from '../services/markdown.ts';
import { take } from '../services/rate-limit.ts';
import { createPost, deletePost, getPublished, listAll, listPublished, updatePost } from '../services/news.ts';
import { paging } from '../services/staff-views.ts';
import {
  acceptLegal,
  adminPage,
  checkMarkdown,
  discardDraft,
  pendingAcceptances,
  publicPage,
  publishDraft,
  saveDraft,
} from '../services/site-pages.ts';
import { requirePermission } from '../scope.ts';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

/** The tenant's admin writes the public site (permission site.edit). */
export async function requireSiteEditor(ctx: AppContext, req: FastifyRequest) {
  return (await requirePermission(ctx, req, 'site.edit')).user;
}

export const siteRoutes: RouteGroup = (ctx) => {
  /** The claims of an unsubscribe token made for this tenant; else 400 on the token. */
  async function tokenClaimsOf(req: FastifyRequest, token: string): Promise<UnsubscribeClaims> {
    const claims = await verifyUnsubscribe(ctx.db, token);
    if (!claims || claims.tenantId !== req.tenant.id) throw fieldError('token', 'This link is not valid. Use the link of a recent email.');
    return claims;
  }
  const preferencesView = (claims: UnsubscribeClaims, off: EmailKind[]) => ({
    email: claims.email,
    mail_kind: claims.kind,
    subscribed: EMAIL_KINDS.filter((k) => !off.includes(k)),
  });
  return typedRoutes({
    async getSitePage(req, reply) {
      reply.header('cache-control', 'no-cache');
      const { language = 'en', version } = req.query;
      return publicPage(ctx, req.tenant, req.params.page, language, version);
    },

    async getSitePageForEditing(req) {
      await requireSiteEditor(ctx, req);
      return adminPage(ctx, req.tenant, req.params.page, req.params.language);
    },

    async saveSitePageDraft(req) {
      const admin = await requireSiteEditor(ctx, req);
      const { page, language } = req.params;
      await saveDraft(ctx.db, req.tenant.id, page, language, req.body.markdown, admin.id);
      return adminPage(ctx, req.tenant, page, language);
    },

    async discardSitePageDraft(req) {
      await requireSiteEditor(ctx, req);
      const { page, language } = req.params;
      await discardDraft(ctx.db, req.tenant.id, page, language);
      return adminPage(ctx, req.tenant, page, language);
    },

    async publishSitePage(req) {
      const admin = await requireSiteEditor(ctx, req);
      const { page, language } = req.params;
      await publishDraft(ctx.db, req.tenant.id, page, language, admin.id);
      return adminPage(ctx, req.tenant, page, language);
    },

    async previewMarkdown(req) {
      await requireSiteEditor(ctx, req);
      return { html: renderMarkdown(checkMarkdown(req.body.markdown)) };
    },

    async listNewsPosts(req, reply) {
      reply.header('cache-control', 'no-cache');
      return listPublished(ctx.db, req.tenant.id, req.query.kind, paging(req.query));
    },

    async getNewsPost(req, reply) {
      reply.header('cache-control', 'no-cache');
      return getPublished(ctx.db, req.tenant.id, req.params.id);
    },

    async listNewsPostsForEditing(req) {
      await requireSiteEditor(ctx, req);
      return listAll(ctx.db, req.tenant.id, paging(req.query));
    },

    async createNewsPost(req, reply) {
      const admin = await requireSiteEditor(ctx, req);
      reply.code(201);
      return createPost(ctx.db, req.tenant.id, admin.id, req.body);
    },

    async updateNewsPost(req) {
      await requireSiteEditor(ctx, req);
      return updatePost(ctx.db, req.tenant.id, req.params.id, req.body);
    },

    async deleteNewsPost(req) {
      await requireSiteEditor(ctx, req);
      await deletePost(ctx.db, req.tenant.id, req.params.id);
      return { detail: 'The post was deleted.' };
    },

    async sendContactMessage(req, reply) {
      const input = checkContact(req.body);
      const address = clientAddress(req);
      const email = input.email.toLowerCase();
      const { wait } = await take(ctx.db, req.tenant.id, [contactLimits.address, address], [contactLimits.email, email]);
      if (wait !== null) throw throttled(wait, 'messages');
      await submitContact(ctx, req.tenant, input, requestLanguage(req), publicOrigin(req));
      reply.code(201);
      return { detail: 'Thank you. Your message reached our helpdesk; we will answer you by email.' };
    },

    async unsubscribeOneClick(req) {
      const claims = await tokenClaimsOf(req, req.query.token);
      await unsubscribeFrom(ctx.db, claims);
      return { detail: 'You will no longer get these emails.' };
    },

    async getEmailPreferences(req, reply) {
      reply.header('cache-control', 'no-store');
      const claims = await tokenClaimsOf(req, req.query.token);
      return preferencesView(claims, await unsubscribedKinds(ctx.db, claims.tenantId, claims.email));
    },

    async setEmailPreferences(req, reply) {
      reply.header('cache-control', 'no-store');
      const claims = await tokenClaimsOf(req, req.query.token);
      const off = EMAIL_KINDS.filter((k) => !req.body.subscribed.includes(k));
      return preferencesView(claims, await setUnsubscribed(ctx.db, claims.tenantId, claims.email, off));
    },

    async getChangelog(_req, reply) {
      reply.header('cache-control', 'no-cache');
      return { entries: await readChangelog() };
    },

    async getMyLegalStatus(req) {
      const seeker = await requireSeeker(ctx, req);
      return { pending: await pendingAcceptances(ctx.db, req.tenant.id, seeker.id) };
    },

    async acceptLegalTexts(req) {
      const seeker = await requireSeeker(ctx, req);
      await acceptLegal(ctx.db, req.tenant.id, seeker.id, req.body);
      return { pending: await pendingAcceptances(ctx.db, req.tenant.id, seeker.id) };
    },
  });
};
