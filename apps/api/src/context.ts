import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from './db/client.ts';
import { users } from './db/schema.ts';
import { requestScope, type Scope } from './scope.ts';
import type { FileStore } from './services/file-store.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { MailSite } from './jobs/mail.ts';
import type { MailLang } from './mail/i18n.ts';
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
  /** Background jobs (mail): sent in the transaction of the change that causes them. */
  jobs: JobQueue;
  /** Uploaded files (résumés); local folder by default. */
  files: FileStore;
  oidc: OidcSettings;
  /** A server secret by the name a provider setting gives (`client_secret_ref`); undefined when not set. */
  secret: (name: string) => string | undefined;
  log: FastifyBaseLogger;
  /** Time limit of résumé text extraction. */
  resumeText: ResumeTextLimits;
  /** How long a message stays unread before its one reminder mail (30 minutes; tests shorten it). */
  messageMailDelaySeconds: number;
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

/** The user behind the bearer token of this tenant, with a live session; else 401 (the scope's identity check, scope.ts). */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<{ user: User; claims: AccessClaims; scope: Scope }> {
  const scope = await requestScope(ctx, req);
  return { user: scope.user, claims: scope.claims, scope };
}

export function publicOrigin(req: FastifyRequest): string {
  const proto = req.protocol === 'https' ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

/** The reader's language from Accept-Language (the clients send en, fr or es): fr*, es* or en. */
export function requestLanguage(req: FastifyRequest): MailLang {
  const first =
    String(req.headers['accept-language'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (first.startsWith('fr')) return 'fr';
  if (first.startsWith('es')) return 'esp';
  return 'en';
}

/** Where the mails a request causes lead (the tenant's origin) and the language they are written in. */
export function mailSite(req: FastifyRequest): MailSite {
  return { origin: publicOrigin(req), lang: requestLanguage(req) };
}
