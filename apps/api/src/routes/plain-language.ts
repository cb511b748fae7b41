// Plain-language job ads over HTTP (issue 17 §2): the job form's panel asks for a report while the job
// is written ('jobs.write'); nothing is stored.
import { requirePermission } from '../scope.ts';
import { descriptionText } from '../services/job-description.ts';
import { assessAd, detectLanguage } from '../services/readability.ts';
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
  });
