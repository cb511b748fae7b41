// The only module that reads process.env.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidcGoogleIssuer: string | undefined;
  oidcGoogleClientId: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  nodeEnv: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${source.PORT}"`);
  const jwtSecret = nonEmpty(source.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const logLevel = nonEmpty(source.LOG_LEVEL) ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) throw new Error(`LOG_LEVEL "${logLevel}" is not a pino level`);
  return {
    port,
    host: nonEmpty(source.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(source.DATABASE_URL),
    dataDir: resolve(nonEmpty(source.TESSERA_DATA_DIR) ?? resolve(repoRoot, '.data')),
    jwtSecret,
    smtpUrl: nonEmpty(source.SMTP_URL),
    mailFrom: nonEmpty(source.MAIL_FROM) ?? 'Tessera <no-reply@tessera.localhost>',
    oidcGoogleIssuer: nonEmpty(source.OIDC_GOOGLE_ISSUER),
    oidcGoogleClientId: nonEmpty(source.OIDC_GOOGLE_CLIENT_ID),
    seedDemo: source.TESSERA_SEED_DEMO === '1' || source.TESSERA_SEED_DEMO === 'true',
    logLevel,
    nodeEnv: nonEmpty(source.NODE_ENV) ?? 'development',
  };
}
