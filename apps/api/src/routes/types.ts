import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type RouteGroup = (ctx: AppContext) => Record<string, Handler>;

export function clientAddress(req: FastifyRequest): string {
  return req.ip;
}
