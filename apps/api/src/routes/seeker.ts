// The job seeker's own things under /api/v1/me: profile, résumé, applications, saved jobs. Job seekers
// only (is_user true): staff get 403, no token or another tenant's token 401 (the contract's /api/v1/me operations).
import type { FastifyRequest } from 'fastify';
import { authenticate, type AppContext, type User } from '../context.ts';
import { detail } from '../errors.ts';
import { attachmentHeader } from '../services/file-access.ts';
import type { Lang } from '../services/notification-messages.ts';
import { checkResumeUpload, deleteIfUnused, resumeMeta, storeResume } from '../services/resume-files.ts';
import {
  applyToJob,
  getMyApplication,
  listMyApplications,
  listSavedJobs,
  saveJob,
  seekerStatusChange,
  unsaveJob,
  type StatusFilter,
} from '../services/seeker-applications.ts';
import { loadProfile, profileView, saveProfile, setProfileResume, type ProfileInput } from '../services/seeker-profile.ts';
import { paging } from '../services/staff-views.ts';
import { storedFiles } from '../db/schema.ts';
import { UPLOADS } from '../uploads.ts';
import type { RouteGroup } from './types.ts';

/** The signed-in job seeker of this tenant (else 401), or 403 for staff. */
export async function requireSeeker(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const { user } = await authenticate(ctx, req);
  if (!user.isUser) throw detail(403, 'This is for job seekers only.');
  return user;
}

/** The reader's language from Accept-Language (the clients send en, fr or es): fr*, es* or en. */
export function requestLanguage(req: FastifyRequest): Lang {
  const first =
    String(req.headers['accept-language'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (first.startsWith('fr')) return 'fr';
  if (first.startsWith('es')) return 'esp';
  return 'en';
}

type IdParams = { id: number };
type JobParams = { job_id: number };
interface PageQuery {
  status?: StatusFilter;
  page?: number;
  page_size?: number;
}

const RESUME_LIMIT = UPLOADS.uploadMyResume?.maxBytes ?? 5 * 1024 * 1024;
const APPLY_LIMIT = UPLOADS.applyToJob?.maxBytes ?? 5 * 1024 * 1024;

export const seekerRoutes: RouteGroup = (ctx) => {
  async function currentProfile(user: User, tenantId: number) {
    const { profile, resume } = await loadProfile(ctx.db, tenantId, user.id);
    return profileView(user, profile, resume);
  }

  return {
    async getMyProfile(req) {
      const user = await requireSeeker(ctx, req);
      return currentProfile(user, req.tenant.id);
    },

    async updateMyProfile(req) {
      const user = await requireSeeker(ctx, req);
      await saveProfile(ctx.db, req.tenant.id, user.id, req.body as ProfileInput);
      return currentProfile(user, req.tenant.id);
    },

    async getMyResume(req, reply) {
      const user = await requireSeeker(ctx, req);
      const { resume } = await loadProfile(ctx.db, req.tenant.id, user.id);
      const bytes = resume ? await ctx.files.get(req.tenant.slug, resume.path) : null;
      if (!resume || !bytes) throw detail(404, 'There is no résumé on your profile yet.');
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
      return reply.code(201).send(resumeMeta(row));
    },

    async deleteMyResume(req, reply) {
      const user = await requireSeeker(ctx, req);
      const replaced = await setProfileResume(ctx.db, req.tenant.id, user.id, null);
      if (replaced)
        await deleteIfUnused(ctx.db, ctx.files, req.tenant, replaced).catch((err: unknown) =>
          req.log.warn({ err }, 'removing a résumé failed'),
        );
      return reply.code(204).send();
    },

    async listMyApplications(req) {
      const user = await requireSeeker(ctx, req);
      const q = req.query as PageQuery;
      return listMyApplications(ctx.db, req.tenant.id, user, q.status, paging(q), requestLanguage(req));
    },

    async applyToJob(req, reply) {
      const user = await requireSeeker(ctx, req);
      const body = (req.body ?? {}) as { job_id?: string; cover_letter?: string };
      const id = await applyToJob(ctx.db, ctx.files, req.tenant, user, {
        jobId: Number(body.job_id),
        coverLetter: body.cover_letter ?? '',
        upload: req.uploads?.file,
        maxBytes: APPLY_LIMIT,
        textLimits: ctx.resumeText,
      });
      return reply.code(201).send(await getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req)));
    },

    async getMyApplication(req) {
      const user = await requireSeeker(ctx, req);
      return getMyApplication(ctx.db, req.tenant.id, user, (req.params as IdParams).id, requestLanguage(req));
    },

    async withdrawMyApplication(req) {
      const user = await requireSeeker(ctx, req);
      const { id } = req.params as IdParams;
      await seekerStatusChange(ctx.db, req.tenant.id, user, id, 'withdrawn', (req.body as { reason?: string } | undefined)?.reason);
      return getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req));
    },

    async declineMyOffer(req) {
      const user = await requireSeeker(ctx, req);
      const { id } = req.params as IdParams;
      await seekerStatusChange(ctx.db, req.tenant.id, user, id, 'declined', (req.body as { reason?: string } | undefined)?.reason);
      return getMyApplication(ctx.db, req.tenant.id, user, id, requestLanguage(req));
    },

    async listMySavedJobs(req) {
      const user = await requireSeeker(ctx, req);
      return listSavedJobs(ctx.db, req.tenant.id, user.id, paging(req.query as PageQuery));
    },

    async saveJob(req) {
      const user = await requireSeeker(ctx, req);
      return saveJob(ctx.db, req.tenant.id, user.id, (req.params as JobParams).job_id);
    },

    async unsaveJob(req, reply) {
      const user = await requireSeeker(ctx, req);
      await unsaveJob(ctx.db, req.tenant.id, user.id, (req.params as JobParams).job_id);
      return reply.code(204).send();
    },
  };
};
