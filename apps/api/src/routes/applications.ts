// Staff side of applications: lists, one application, status changes, notes, a job's ranked applicants,
// the side-by-side comparison and the CSV export. Roles: each operation's description in the contract (SPEC §6).
import { Readable } from 'node:stream';
import type { ApplicationStatus } from '../db/schema.ts';
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
  type StatusFilter,
} from '../services/staff-applications.ts';
import { ALL_STAFF, APPLICATION_EXPORTERS, APPLICATION_MANAGERS, hasRole, requireStaff } from '../services/staff-access.ts';
import { paging } from '../services/staff-views.ts';
import type { RouteGroup } from './types.ts';

interface ListQuery {
  status?: StatusFilter;
  job_id?: number;
  q?: string;
  sort?: 'newest' | 'score';
  page?: number;
  page_size?: number;
}
type IdParams = { id: number };

export const applicationRoutes: RouteGroup = (ctx) => ({
  async listApplications(req) {
    await requireStaff(ctx, req, ALL_STAFF);
    const q = req.query as ListQuery;
    return listApplications(ctx.db, req.tenant.id, { status: q.status, jobId: q.job_id, q: q.q, sort: q.sort }, paging(q));
  },

  async getApplication(req) {
    const user = await requireStaff(ctx, req, ALL_STAFF);
    return getStaffApplication(ctx.db, req.tenant.id, (req.params as IdParams).id, hasRole(user, APPLICATION_MANAGERS));
  },

  async changeApplicationStatus(req) {
    const user = await requireStaff(ctx, req, APPLICATION_MANAGERS);
    const { id } = req.params as IdParams;
    const body = req.body as { status: ApplicationStatus; reason?: string };
    await changeApplicationStatus(ctx.db, req.tenant.id, id, user.id, body.status, body.reason);
    return getStaffApplication(ctx.db, req.tenant.id, id, true);
  },

  async addApplicationNote(req, reply) {
    const user = await requireStaff(ctx, req, APPLICATION_MANAGERS);
    const note = await addApplicationNote(ctx.db, req.tenant.id, (req.params as IdParams).id, user, (req.body as { body: string }).body);
    return reply.code(201).send(note);
  },

  async listApplicationNotes(req) {
    await requireStaff(ctx, req, ALL_STAFF);
    return listApplicationNotes(ctx.db, req.tenant.id, (req.params as IdParams).id, paging(req.query as ListQuery));
  },

  async listJobApplicants(req) {
    await requireStaff(ctx, req, ALL_STAFF);
    const q = req.query as ListQuery;
    return listJobApplicants(ctx.db, req.tenant.id, (req.params as IdParams).id, q.status, paging(q));
  },

  async compareApplicants(req) {
    await requireStaff(ctx, req, ALL_STAFF);
    const ids = parseCompareIds((req.query as { ids: string }).ids);
    return compareApplications(ctx.db, req.tenant.id, ids);
  },

  async exportApplications(req, reply) {
    await requireStaff(ctx, req, APPLICATION_EXPORTERS);
    const q = req.query as ListQuery;
    const day = new Date().toISOString().slice(0, 10);
    const csv = exportApplicationsCsv(ctx.db, req.tenant.id, { status: q.status, jobId: q.job_id });
    // The header and the first batch of rows are read before any header is sent: a failing query is
    // still a clean JSON error status, never a 200 with a cut file.
    const first = await csv.next();
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
