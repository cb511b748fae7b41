import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { TypedHandlers } from './typed.ts';

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** A group of contract operations' handlers, built with typedRoutes (so each is typed by its operation). */
export type RouteGroup = (ctx: AppContext) => TypedHandlers;

export function clientAddress(req: FastifyRequest): string {
  return req.ip;
}
