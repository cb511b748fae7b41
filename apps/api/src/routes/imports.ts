// Bulk imports (contract tag "imports"; issue 13): uploads of job files and résumés, their progress,
// cancelling, the SPEC §7 status summaries, the job spreadsheet template, and a job seeker's consent.
import { publicOrigin } from '../context.ts';
import { fieldError } from '../errors.ts';
import { requirePermission, type Scope } from '../scope.ts';
import { jobTemplateCsv } from '../services/import-parse.ts';
import { cancelImport, consentToImport, createImport, importProgress, jobImportSummary, resumeImportSummary } from '../services/imports.ts';
import { batchTooLargeMessage } from '../uploads.ts';
import { TooLarge } from '../errors.ts';
import type { FastifyRequest } from 'fastify';
import { requireSeeker } from './seeker.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

const languageOf = (scope: Scope) => scope.user.language ?? 'en';

function uploadedFiles(req: FastifyRequest) {
  if (req.uploadOverLimit === 'files') throw fieldError('files', 'At most 1000 files can be uploaded at once.');
  if (req.uploadOverLimit === 'bytes') throw new TooLarge(batchTooLargeMessage(200 * 1024 * 1024));
  return req.uploadList ?? [];
}

export const importRoutes: RouteGroup = (ctx) => {
  /** An upload of either kind: its files checked, queued as one batch of the organisation (named by program staff). */
  const startImport = (req: FastifyRequest, scope: Scope, kind: 'jobs' | 'resumes', organisationId: string | number | undefined) =>
    createImport(
      ctx.db,
      ctx.jobs,
      ctx.files,
      scope,
      kind,
      uploadedFiles(req),
      organisationId === undefined ? undefined : Number(organisationId),
      languageOf(scope),
      publicOrigin(req),
    );

  return typedRoutes({
    async downloadJobTemplate(req, reply) {
      await requirePermission(ctx, req, 'imports.jobs');
      const lang = req.query.lang ?? 'en';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jobs-template-${lang}.csv"`)
        .send(jobTemplateCsv(lang));
    },

    async uploadJobFiles(req, reply) {
      const scope = await requirePermission(ctx, req, 'imports.jobs');
      const progress = await startImport(req, scope, 'jobs', req.body.organisation_id);
      reply.code(202);
      return progress;
    },

    async getJobImport(req) {
      const scope = await requirePermission(ctx, req, 'imports.jobs');
      return importProgress(ctx.db, scope, 'jobs', req.params.token);
    },

    async cancelJobImport(req) {
      const scope = await requirePermission(ctx, req, 'imports.jobs');
      return cancelImport(ctx.db, scope, 'jobs', req.params.token);
    },

    async jobImportStatus(req) {
      const scope = await requirePermission(ctx, req, 'imports.jobs');
      return jobImportSummary(ctx.db, scope, req.query.token, req.query.duration);
    },

    async uploadResumes(req, reply) {
      const scope = await requirePermission(ctx, req, 'imports.resumes');
      const progress = await startImport(req, scope, 'resumes', req.body.organisation_id);
      reply.code(202);
      return progress;
    },

    async getResumeImport(req) {
      const scope = await requirePermission(ctx, req, 'imports.resumes');
      return importProgress(ctx.db, scope, 'resumes', req.params.token);
    },

    async cancelResumeImport(req) {
      const scope = await requirePermission(ctx, req, 'imports.resumes');
      return cancelImport(ctx.db, scope, 'resumes', req.params.token);
    },

    async resumeImportStatus(req) {
      const scope = await requirePermission(ctx, req, 'imports.resumes');
      return resumeImportSummary(ctx.db, scope, req.query.token, req.query.duration);
    },

    async consentToShare(req, reply) {
      const user = await requireSeeker(ctx, req);
      await consentToImport(ctx.db, req.tenant.id, user.id);
      return reply.code(204).send();
    },
  });
};
