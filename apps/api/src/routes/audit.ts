// The audit report's endpoints (contract tag "audit"; issue 14, /auditReports): the tenant's audit log,
// paged and filtered, and the same as a streamed CSV. Read-only: the log is append-only (migration 0026).
import { Readable } from 'node:stream';
import { requirePermission } from '../scope.ts';
import { auditCsv, listAudit, recordAudit } from '../services/audit.ts';
import { typedRoutes } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

export const auditRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async listAuditLog(req) {
      const scope = await requirePermission(ctx, req, 'audit.read');
      return listAudit(ctx.db, scope.tenantId, scope.tenant.timeZone, req.query);
    },

    async exportAuditLog(req, reply) {
      const scope = await requirePermission(ctx, req, 'audit.read');
      const q = req.query;
      const csv = auditCsv(ctx.db, scope.tenantId, scope.tenant.timeZone, q);
      // The filters are checked and the first batch read before any header is sent (a clean 400, never a
      // cut file); the export is audited before it leaves, and is not in its own file.
      const first = await csv.next();
      await recordAudit(ctx.db, {
        tenantId: scope.tenantId,
        actorUserId: scope.user.id,
        action: 'export.audit',
        targetType: 'tenant',
        targetId: scope.tenantId,
        details: Object.fromEntries(
          Object.entries({ kind: q.kind, actor: q.actor, from: q.from, to: q.to }).filter(([, v]) => v !== undefined),
        ),
        ipAddress: clientAddress(req),
      });
      async function* rest() {
        if (!first.done) yield first.value;
        yield* csv;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit_log.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rest()));
    },
  });
