// Staff side of applications: lists, one application, status changes, notes, a job's ranked applicants,
// the side-by-side comparison and the CSV export. Roles: the permission table (permissions.ts); what each
// viewer sees: their scope (services/visibility.ts).
import { Readable } from 'node:stream';
import { may, requirePermission } from '../scope.ts';
import {
  addApplicationNote,
  changeApplicationStatus,
  listApplicationNotes,
  compareApplications,
  exportApplicationsCsv,
  getStaffApplication,
  listApplications,
  listJobApplicants,
  parseCompareIds,
} from '../services/staff-applications.ts';
import { recordAudit } from '../services/audit.ts';
import { paging } from '../services/staff-views.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const applicationRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listApplications(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      const q = req.query;
      return listApplications(
        ctx.db,
        scope,
        { status: q.status, jobId: q.job_id, organisation: q.organisation, q: q.q, sort: q.sort },
        paging(q),
      );
    },

    async getApplication(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      return getStaffApplication(ctx.db, scope, req.params.id, may(scope, 'applications.manage'));
    },

    async changeApplicationStatus(req) {
      const scope = await requirePermission(ctx, req, 'applications.manage');
      const { id } = req.params;
      const { body } = req;
      await changeApplicationStatus(ctx.db, scope, id, scope.user.id, body.status, body.reason);
      return getStaffApplication(ctx.db, scope, id, true);
    },

    async addApplicationNote(req, reply) {
      const scope = await requirePermission(ctx, req, 'applications.manage');
      const note = await addApplicationNote(ctx.db, scope, req.params.id, scope.user, req.body.body);
      reply.code(201);
      return note;
    },

    async listApplicationNotes(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      return listApplicationNotes(ctx.db, scope, req.params.id, paging(req.query));
    },

    async listJobApplicants(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      const q = req.query;
      return listJobApplicants(ctx.db, scope, req.params.id, q.status, paging(q));
    },

    async compareApplicants(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      const ids = parseCompareIds(req.query.ids);
      return compareApplications(ctx.db, scope, ids);
    },

    async exportApplications(req, reply) {
      const scope = await requirePermission(ctx, req, 'applications.export');
      const q = req.query;
      const day = new Date().toISOString().slice(0, 10);
      const csv = exportApplicationsCsv(ctx.db, scope, { status: q.status, jobId: q.job_id });
      // The header and the first batch of rows are read before any header is sent: a failing query is
      // still a clean JSON error status, never a 200 with a cut file.
      const first = await csv.next();
      // Every export is audited (issue 14), before the file leaves.
      await recordAudit(ctx.db, {
        tenantId: scope.tenantId,
        actorUserId: scope.user.id,
        action: 'export.applications',
        targetType: 'tenant',
        targetId: scope.tenantId,
        details: { ...(q.status === undefined ? {} : { status: q.status }), ...(q.job_id === undefined ? {} : { job_id: q.job_id }) },
        ipAddress: clientAddress(req),
      });
      async function* rest() {
        if (!first.done) yield first.value;
        yield* csv;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    },
  });
