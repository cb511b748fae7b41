// Staff job endpoints (contract tag "jobs"): list, create, read, update, change status, and the staff
// list for picking a hiring team. Permissions jobs.read and jobs.write (permissions.ts); what each viewer
// sees and changes: their scope (services/visibility.ts). Job seekers get 403.
import { Forbidden } from '../errors.ts';
import { may, requestScope, type Scope } from '../scope.ts';
import type { AppContext } from '../context.ts';
import type { FastifyRequest } from 'fastify';
import { changeJobStatus, createJob, getJob, listJobHistory, listJobs, listStaffUsers, updateJob } from '../services/jobs.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

async function staffReader(ctx: AppContext, req: FastifyRequest): Promise<Scope> {
  const scope = await requestScope(ctx, req);
  if (!may(scope, 'jobs.read')) throw new Forbidden('This is for staff only.');
  return scope;
}

async function jobEditor(ctx: AppContext, req: FastifyRequest): Promise<Scope> {
  const scope = await staffReader(ctx, req);
  if (!may(scope, 'jobs.write')) throw new Forbidden('Your role can read jobs but not change them.');
  return scope;
}

export const jobRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listJobs(req) {
      const scope = await staffReader(ctx, req);
      return listJobs(ctx.db, scope, req.query);
    },

    async createJob(req, reply) {
      const scope = await jobEditor(ctx, req);
      const id = await createJob(ctx.db, scope, scope.user, req.body);
      reply.code(201);
      return getJob(ctx.db, scope, id, true);
    },

    async getJob(req) {
      const scope = await staffReader(ctx, req);
      return getJob(ctx.db, scope, req.params.id, may(scope, 'jobs.write'));
    },

    async updateJob(req) {
      const scope = await jobEditor(ctx, req);
      await updateJob(ctx.db, scope, scope.user, req.params.id, req.body);
      return getJob(ctx.db, scope, req.params.id, true);
    },

    async changeJobStatus(req) {
      const scope = await jobEditor(ctx, req);
      const { body } = req;
      await changeJobStatus(ctx.db, scope, scope.user, req.params.id, body.status, body.reason);
      return getJob(ctx.db, scope, req.params.id, true);
    },

    async listJobHistory(req) {
      const scope = await staffReader(ctx, req);
      return listJobHistory(ctx.db, scope, req.params.id, req.query);
    },

    async listStaffUsers(req) {
      const scope = await staffReader(ctx, req);
      return listStaffUsers(ctx.db, scope, req.query);
    },
  });
