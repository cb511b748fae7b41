// Report endpoints (contract tags "reports" and "partner-reports"; issue 14): the six hiring reports and
// the five partner reports over the status history, each for the applications the viewer sees
// (services/reports.ts through visibility.ts).
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { requirePermission } from '../scope.ts';
import { recordAudit } from '../services/audit.ts';
import { erdCsv } from '../services/erd-export.ts';
import {
  applicationSource,
  currentPipeline,
  hiringVelocity,
  historicPipeline,
  jobActivity,
  journeys,
  openJobs,
  successMetric,
  timeToHire,
  type ReportViewer,
} from '../services/reports.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

async function viewer(
  ctx: AppContext,
  req: FastifyRequest,
  permission: 'reports.read' | 'reports.partner' = 'reports.read',
): Promise<ReportViewer> {
  const scope = await requirePermission(ctx, req, permission);
  return {
    tenantId: scope.tenantId,
    reach: scope.reach,
    organisation: scope.organisation,
    timeZone: scope.tenant.timeZone,
    // The admin's partner reports: every partner's pool (SPEC §2 side bar: /nppreport for the admin).
    partnerPool: permission === 'reports.partner' && scope.reach === 'program',
  };
}

export const reportRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async currentPipelineReport(req) {
      return currentPipeline(ctx.db, await viewer(ctx, req), req.query);
    },
    async applicationSourceReport(req) {
      return applicationSource(ctx.db, await viewer(ctx, req), req.query);
    },
    async historicPipelineReport(req) {
      return historicPipeline(ctx.db, await viewer(ctx, req), req.query);
    },
    async hiringVelocityReport(req) {
      return hiringVelocity(ctx.db, await viewer(ctx, req), req.query);
    },
    async successMetricReport(req) {
      return successMetric(ctx.db, await viewer(ctx, req), req.query);
    },
    async timeToHireReport(req) {
      return timeToHire(ctx.db, await viewer(ctx, req), req.query);
    },
    // Partner reports (/nppreport): the partner's scope is their linked job seekers (visibility.ts).
    async partnerCurrentApplicationsReport(req) {
      return currentPipeline(ctx.db, await viewer(ctx, req, 'reports.partner'), req.query);
    },
    async partnerSuccessMetricReport(req) {
      return successMetric(ctx.db, await viewer(ctx, req, 'reports.partner'), req.query);
    },
    async partnerJobActivityReport(req) {
      return jobActivity(ctx.db, await viewer(ctx, req, 'reports.partner'), req.query);
    },
    async partnerOpenJobsReport(req) {
      return openJobs(ctx.db, await viewer(ctx, req, 'reports.partner'), req.query);
    },
    async erdExport(req, reply) {
      const scope = await requirePermission(ctx, req, 'reports.erd');
      const csv = erdCsv(ctx.db, scope.tenantId, scope.tenant.timeZone);
      // The header and the first batch are read before any header is sent: a failing query is still a
      // clean error status, never a 200 with a cut file. The export is audited before it leaves.
      const first = await csv.next();
      await recordAudit(ctx.db, {
        tenantId: scope.tenantId,
        actorUserId: scope.user.id,
        action: 'export.erd',
        targetType: 'tenant',
        targetId: scope.tenantId,
        ipAddress: req.ip,
      });
      async function* rest() {
        if (!first.done) yield first.value;
        yield* csv;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="admin_erd.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    },
    async partnerJourneysReport(req) {
      return journeys(ctx.db, await viewer(ctx, req, 'reports.partner'), req.query);
    },
  });
