// Staff job endpoints (contract tag "jobs"): list, create, read, update, change status, and the staff
// list for picking a hiring team. Every staff role reads; JOB_EDITOR_ROLES write; job seekers get 403.
import type { FastifyRequest } from 'fastify';
import { authenticate, type AppContext, type User } from '../context.ts';
import type { JobStatus } from '../db/schema.ts';
import { detail } from '../errors.ts';
import {
  canEditJobs,
  changeJobStatus,
  createJob,
  getJob,
  isStaff,
  listJobHistory,
  listJobs,
  listStaffUsers,
  updateJob,
  type JobInput,
  type ListJobsQuery,
  type ListStaffQuery,
} from '../services/jobs.ts';
import type { RouteGroup } from './types.ts';

async function staffReader(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const { user } = await authenticate(ctx, req);
  if (!isStaff(user)) throw detail(403, 'This is for staff only.');
  return user;
}

async function jobEditor(ctx: AppContext, req: FastifyRequest): Promise<User> {
  const user = await staffReader(ctx, req);
  if (!canEditJobs(user)) throw detail(403, 'Your role can read jobs but not change them.');
  return user;
}

const idOf = (req: FastifyRequest): number => (req.params as { id: number }).id;

export const jobRoutes: RouteGroup = (ctx) => ({
  async listJobs(req) {
    await staffReader(ctx, req);
    return listJobs(ctx.db, req.tenant.id, req.query as ListJobsQuery);
  },

  async createJob(req, reply) {
    const user = await jobEditor(ctx, req);
    const id = await createJob(ctx.db, req.tenant.id, user, req.body as JobInput);
    return reply.code(201).send(await getJob(ctx.db, req.tenant.id, id, user));
  },

  async getJob(req) {
    const user = await staffReader(ctx, req);
    return getJob(ctx.db, req.tenant.id, idOf(req), user);
  },

  async updateJob(req) {
    const user = await jobEditor(ctx, req);
    await updateJob(ctx.db, req.tenant.id, idOf(req), req.body as JobInput);
    return getJob(ctx.db, req.tenant.id, idOf(req), user);
  },

  async changeJobStatus(req) {
    const user = await jobEditor(ctx, req);
    const body = req.body as { status: JobStatus; reason?: string };
    await changeJobStatus(ctx.db, req.tenant.id, user, idOf(req), body.status, body.reason);
    return getJob(ctx.db, req.tenant.id, idOf(req), user);
  },

  async listJobHistory(req) {
    await staffReader(ctx, req);
    return listJobHistory(ctx.db, req.tenant.id, idOf(req), req.query as { page?: number; page_size?: number });
  },

  async listStaffUsers(req) {
    await staffReader(ctx, req);
    return listStaffUsers(ctx.db, req.tenant.id, req.query as ListStaffQuery);
  },
});
