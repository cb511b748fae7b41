// The request scope's impersonation guard (issue 15, DECISIONS 30), one place for every operation: when the
// request's identity is a view (its access token carries `impersonated_by`), an operation the contract
// marks `x-impersonation` (`account`: password, email, sign-in settings; `in-their-name`: anything sent or
// decided in the user's name) is a 403 before any route runs, and every request of the view — answered,
// refused or failed — is written to the audit log with both user ids before its answer leaves.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { Operation } from './contract.ts';
import { Forbidden } from './errors.ts';
import { bearerToken, requestScope } from './scope.ts';
import { recordAudit } from './services/audit.ts';
import { IMPERSONATION_REFUSALS } from './services/impersonation.ts';

interface ViewMark {
  tenantId: number;
  adminId: number;
  userId: number;
}

const viewMark = Symbol('tessera.impersonation');
declare module 'fastify' {
  interface FastifyRequest {
    [viewMark]?: ViewMark;
  }
}

export function registerImpersonationGuard(app: FastifyInstance, ctx: AppContext, operations: readonly Operation[]): void {
  const refused = new Map(operations.flatMap((op) => (op.impersonation ? [[op.operationId, op.impersonation] as const] : [])));

  // After the request guards' preValidation hook (registerGuards), so the body is read and checked.
  app.addHook('preValidation', async (req) => {
    if (!bearerToken(req)) return;
    let adminId: number | undefined;
    let scope;
    try {
      scope = await requestScope(ctx, req);
      adminId = scope.claims.impersonated_by;
    } catch {
      return; // no valid identity: the operation answers 401 itself, or serves visitors
    }
    if (adminId === undefined) return;
    req[viewMark] = { tenantId: scope.tenantId, adminId, userId: scope.user.id };
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- kept for requests refused before a route is matched
    const operationId = req.routeOptions.config?.operationId;
    const refusal = operationId ? refused.get(operationId) : undefined;
    if (refusal) throw new Forbidden(IMPERSONATION_REFUSALS[refusal]);
  });

  app.addHook('onSend', async (req, reply) => {
    const mark = req[viewMark];
    if (!mark) return;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- kept for requests refused before a route is matched
    const operationId = req.routeOptions.config?.operationId ?? null;
    await recordAudit(ctx.db, {
      tenantId: mark.tenantId,
      actorUserId: mark.adminId,
      action: 'impersonation.request',
      targetType: 'user',
      targetId: mark.userId,
      details: { operation_id: operationId, method: req.method, path: req.url.split('?')[0] ?? '', status: reply.statusCode },
      ipAddress: req.ip,
    });
  });
}
