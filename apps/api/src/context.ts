import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { users } from './db/schema.ts';
import { unauthorized } from './errors.ts';
import type { FileStore } from './services/file-store.ts';
import type { Mailer } from './services/mailer.ts';
import type { ResumeTextLimits } from './services/resume-text.ts';
import type { Tenant, TenantService } from './services/tenants.ts';
import type { AccessClaims, TokenService } from './services/tokens.ts';

export interface OidcSettings {
  issuer: string | undefined;
  clientId: string | undefined;
}

export interface AppContext {
  db: Db;
  tenants: TenantService;
  tokens: TokenService;
  mailer: Mailer;
  /** Uploaded files (résumés); local folder by default. */
  files: FileStore;
  oidc: OidcSettings;
  log: FastifyBaseLogger;
  /** Time limit of résumé text extraction. */
  resumeText: ResumeTextLimits;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export type User = typeof users.$inferSelect;

/** The user behind the bearer token of this tenant, with a live session; else 401. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<{ user: User; claims: AccessClaims }> {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication credentials were not provided.');
  const claims = await ctx.tokens.verifyAccess(match[1]);
  if (!claims || claims.tenant !== req.tenant.slug) throw unauthorized('Given token not valid for any token type');
  if (!(await ctx.tokens.sessionActive(claims.sid, req.tenant.id, claims.user_id)))
    throw unauthorized('Your session has ended. Please sign in again.');
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.user_id), eq(users.tenantId, req.tenant.id)));
  if (!user || !user.isActive || user.approvalStatus !== 'approved') throw unauthorized('User is inactive');
  return { user, claims };
}

export function publicOrigin(req: FastifyRequest): string {
  const proto = req.protocol === 'https' ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}
