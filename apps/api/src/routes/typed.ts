// Route handlers typed by the contract's generated types (@tessera/contract/schema): the request's
// body, path and query, and each answer's JSON, come from `operations[operationId]`, so a handler
// that reads a field the contract lacks, or answers a shape it does not declare, fails to compile.
// The server still validates every request at run time against the same document (app.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@tessera/contract/schema';
import type { Handler } from './types.ts';

export type OperationId = keyof operations;

type JsonContent<R> = R extends { content: infer C } ? C[keyof C] : never;

/**
 * The request body of an operation (its first media type; JSON, multipart and forms share one schema);
 * `undefined` too where the contract makes the body optional (a client may send none).
 */
export type Body<Op extends OperationId> = operations[Op] extends { requestBody: infer B }
  ? JsonContent<B>
  : operations[Op] extends { requestBody?: infer B }
    ? JsonContent<NonNullable<B>> | undefined
    : never;
export type Params<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;
export type Query<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The JSON answer of an operation for one status: `Reply<'obtainToken', 200>`. */
export type Reply<Op extends OperationId, Status extends keyof Responses<Op>> = Responses<Op>[Status] extends {
  content: { 'application/json': infer J };
}
  ? J
  : never;

type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;
/**
 * What a handler returns for one success status: the JSON answer; nothing for a bodiless answer (the
 * handler sets `reply.code(204)`); the reply itself for a file (another media type, sent by the handler).
 */
type Answer<R> = R extends { content: { 'application/json': infer J } } ? J : R extends { content: object } ? FastifyReply : undefined;
/** What a handler returns: one of the operation's 2xx answers (failures are thrown as errors.ts's domain errors). */
export type SuccessReply<Op extends OperationId> = { [S in SuccessStatus<Op>]: Answer<Responses<Op>[S]> }[SuccessStatus<Op>];

export type TypedRequest<Op extends OperationId> = FastifyRequest<{ Body: Body<Op>; Params: Params<Op>; Querystring: Query<Op> }>;
export type TypedHandler<Op extends OperationId> = (req: TypedRequest<Op>, reply: FastifyReply) => Promise<SuccessReply<Op>>;

declare const typed: unique symbol;
/** Handlers that went through `typedRoutes` (a RouteGroup returns nothing else). */
export type TypedHandlers = Record<string, Handler> & { readonly [typed]: true };

/**
 * A route group's handlers, each typed by its operationId:
 * `typedRoutes({ async obtainToken(req) { req.body.username ... } })`.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Ops is inferred from the handlers' names, so each handler is typed by its own operation
export function typedRoutes<Ops extends OperationId>(handlers: { [K in Ops]: TypedHandler<K> }): TypedHandlers {
  return handlers as unknown as TypedHandlers;
}
