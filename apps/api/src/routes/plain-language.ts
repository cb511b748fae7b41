// Plain-language job ads over HTTP (issue 17 §2): the job form's panel asks for a report while the job
// is written ('jobs.write'); nothing is stored. /simplifybot (DECISIONS 23) asks for a published job
// restated in plain sections (job seekers only).
import { authenticate } from '../context.ts';
import { Forbidden, NotFound } from '../errors.ts';
import { requirePermission } from '../scope.ts';
import { descriptionText } from '../services/job-description.ts';
import { assessAd, detectLanguage } from '../services/readability.ts';
import { findActiveJob } from '../services/search.ts';
import { simplifyJob } from '../services/simplify.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const plainLanguageRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async assessJobAd(req) {
      await requirePermission(ctx, req, 'jobs.write');
      const b = req.body;
      const text = descriptionText(b.description);
      return assessAd({
        language: b.language ?? detectLanguage(`${b.title}\n${text}`),
        title: b.title,
        text,
        requiredSkills: b.required_skills.filter((s) => s.trim() !== ''),
        salaryMin: b.salary_min,
        salaryMax: b.salary_max,
      });
    },

    async simplifyJob(req) {
      const { scope } = await authenticate(ctx, req);
      if (scope.role !== 'job_seeker') throw new Forbidden('This is for job seekers only.');
      const job = await findActiveJob(ctx.db, scope.tenantId, req.params.id);
      if (!job) throw new NotFound('Not found.');
      return simplifyJob(ctx.db, scope, job);
    },
  });
