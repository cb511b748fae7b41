// The job seeker's own things under /api/v1/me: profile, résumé, applications, saved jobs. Job seekers
// only (is_user true): staff get 403, no token or another tenant's token 401 (the contract's /api/v1/me operations).
import type { FastifyRequest } from 'fastify';
import { authenticate, type AppContext, type User, requestLanguage } from '../context.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { attachmentHeader } from '../services/file-access.ts';
import { checkResumeUpload, deleteIfUnused, resumeMeta, storeResume } from '../services/resume-files.ts';
import {
  applyToJob,
  getMyApplication,
  listMyApplications,
  listSavedJobs,
  saveJob,
  seekerStatusChange,
  unsaveJob,
} from '../services/seeker-applications.ts';
import { loadProfile, profileView, saveProfile, setProfileResume } from '../services/seeker-profile.ts';
import { paging } from '../services/staff-views.ts';
import { storedFiles } from '../db/schema.ts';
import { UPLOADS } from '../uploads.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

/** The signed-in job seeker of this tenant (else 401), or 403 for staff. */
export async function requireSeeker(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const { user } = await authenticate(ctx, req);
  if (!user.isUser) throw new Forbidden('This is for job seekers only.');
  return user;
}

const RESUME_LIMIT = UPLOADS.uploadMyResume?.maxBytes ?? 5 * 1024 * 1024;
const APPLY_LIMIT = UPLOADS.applyToJob?.maxBytes ?? 5 * 1024 * 1024;

export const seekerRoutes: RouteGroup = (ctx) => {
  async function currentProfile(user: User, tenantId: number) {
    const { profile, resume } = await loadProfile(ctx.db, tenantId, user.id);
    return profileView(user, profile, resume);
  }

  return typedRoutes({
    async getMyProfile(req) {
      const user = await requireSeeker(ctx, req);
      return currentProfile(user, req.tenant.id);
    },

    async updateMyProfile(req) {
      const user = await requireSeeker(ctx, req);
      await saveProfile(ctx.db, req.tenant.id, user.id, req.body);
      return currentProfile(user, req.tenant.id);
    },

    async getMyResume(req, reply) {
      const user = await requireSeeker(ctx, req);
      const { resume } = await loadProfile(ctx.db, req.tenant.id, user.id);
      const bytes = resume ? await ctx.files.get(req.tenant.slug, resume.path) : null;
      if (!resume || !bytes) throw new NotFound('There is no résumé on your profile yet.');
      return reply
        .header('content-type', resume.contentType)
        .header('content-disposition', attachmentHeader(resume.originalName))
        .header('content-length', String(bytes.length))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },

    async uploadMyResume(req, reply) {
      const user = await requireSeeker(ctx, req);
      const checked = await checkResumeUpload(req.uploads?.file, RESUME_LIMIT, true, ctx.resumeText);
      if (!checked) throw new Error('a required upload was not checked');
      const tenant = req.tenant;
      const { row, replaced } = await storeResume(ctx.files, tenant, user.id, checked, (values) =>
        ctx.db.transaction(async (tx) => {
          const [inserted] = await tx.insert(storedFiles).values(values).returning();
          if (!inserted) throw new Error('stored file insert returned nothing');
          return { row: inserted, replaced: await setProfileResume(tx, tenant.id, user.id, inserted.id) };
        }),
      );
      if (replaced)
        await deleteIfUnused(ctx.db, ctx.files, tenant, replaced).catch((err: unknown) =>
          req.log.warn({ err }, 'removing a replaced résumé failed'),
        );
      reply.code(201);
      return resumeMeta(row);
    },

    async deleteMyResume(req, reply) {
      const user = await requireSeeker(ctx, req);
      const replaced = await setProfileResume(ctx.db, req.tenant.id, user.id, null);
      if (replaced)
        await deleteIfUnused(ctx.db, ctx.files, req.tenant, replaced).catch((err: unknown) =>
          req.log.warn({ err }, 'removing a résumé failed'),
        );
      reply.code(204);
      return undefined;
    },

    async listMyApplications(req) {
      const user = await requireSeeker(ctx, req);
      const q = req.query;
      return listMyApplications(ctx.db, req.tenant.id, user, q.status, paging(q), requestLanguage(req));
    },

    async applyToJob(req, reply) {
      const user = await requireSeeker(ctx, req);
      const body = req.body;
      const id = await applyToJob(ctx.db, ctx.files, req.tenant, user, {
        jobId: Number(body.job_id),
        coverLetter: body.cover_letter ?? '',
        upload: req.uploads?.file,
        maxBytes: APPLY_LIMIT,
        textLimits: ctx.resumeText,
      });
      reply.code(201);
      return getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req));
    },

    async getMyApplication(req) {
      const user = await requireSeeker(ctx, req);
      return getMyApplication(ctx.db, req.tenant.id, user, req.params.id, requestLanguage(req));
    },

    async withdrawMyApplication(req) {
      const user = await requireSeeker(ctx, req);
      const { id } = req.params;
      await seekerStatusChange(ctx.db, req.tenant.id, user, id, 'withdrawn', req.body?.reason);
      return getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req));
    },

    async declineMyOffer(req) {
      const user = await requireSeeker(ctx, req);
      const { id } = req.params;
      await seekerStatusChange(ctx.db, req.tenant.id, user, id, 'declined', req.body?.reason);
      return getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req));
    },

    async listMySavedJobs(req) {
      const user = await requireSeeker(ctx, req);
      return listSavedJobs(ctx.db, req.tenant.id, user.id, paging(req.query));
    },

    async saveJob(req) {
      const user = await requireSeeker(ctx, req);
      return saveJob(ctx.db, req.tenant.id, user.id, req.params.job_id);
    },

    async unsaveJob(req, reply) {
      const user = await requireSeeker(ctx, req);
      await unsaveJob(ctx.db, req.tenant.id, user.id, req.params.job_id);
      reply.code(204);
      return undefined;
    },
  });
};
