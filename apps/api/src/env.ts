// The only module that reads process.env.
import { isIP } from 'node:net';
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
  /** Server secrets that sign-in provider settings name (`client_secret_ref`): the `TESSERA_SECRET_*` variables. */
  secrets: Record<string, string>;
  /** TESSERA_DEMO_SIGN_IN_ISSUER: with the demo data, an OpenID Connect provider for the demo tenant's SSO and LinkedIn (tests). */
  demoSignInIssuer: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  nodeEnv: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For / -Proto are believed (off by default). */
  trustProxy: TrustProxy;
  /** JOBS_WORKERS: whether the API process also runs the background job workers (on unless `false`). */
  jobsWorkers: boolean;
}

/** false (off), true (every hop), a number of hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

// proxy-addr's names for ranges (Fastify passes the list to it).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` → off; `true` → trust every hop (only when the edge overwrites
 * X-Forwarded-For itself); `1`, `2`… → trust that many proxies in front of the API; otherwise a comma
 * list of proxy addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`, or `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`TRUST_PROXY hop count must be at most 32, got "${raw}"`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, true, a hop count or a comma list of IP addresses/CIDR ranges; bad entries: ${bad.map((e) => `"${e}"`).join(', ')}`,
    );
  }
  return entries;
}

/**
 * The value for Fastify's trustProxy option. Fastify 5 ignores a bare hop count (it fails closed), so a
 * count becomes "trust the nearest N hops", the meaning of Express and proxy-addr: safe only when the
 * API can be reached through those proxies alone.
 */
export function fastifyTrustProxy(value: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === false) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** The environment variables a provider's `client_secret_ref` may name (never JWT_SECRET, DATABASE_URL…). */
export const SECRET_NAME = /^TESSERA_SECRET_[A-Z0-9_]+$/;

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${source.PORT}"`);
  const jwtSecret = nonEmpty(source.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const logLevel = nonEmpty(source.LOG_LEVEL) ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    throw new Error(`LOG_LEVEL "${logLevel}" is not a pino level`);
  const jobsWorkers = parseSwitch('JOBS_WORKERS', source.JOBS_WORKERS, true);
  if (!jobsWorkers && nonEmpty(source.DATABASE_URL) === undefined)
    throw new Error(
      'JOBS_WORKERS=false needs DATABASE_URL: the embedded database serves one process, so its jobs (mail) run in the API process.',
    );
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
    secrets: Object.fromEntries(
      Object.entries(source).filter((e): e is [string, string] => SECRET_NAME.test(e[0]) && typeof e[1] === 'string' && e[1] !== ''),
    ),
    demoSignInIssuer: nonEmpty(source.TESSERA_DEMO_SIGN_IN_ISSUER),
    seedDemo: source.TESSERA_SEED_DEMO === '1' || source.TESSERA_SEED_DEMO === 'true',
    logLevel,
    nodeEnv: nonEmpty(source.NODE_ENV) ?? 'development',
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    jobsWorkers,
  };
}

/** `true`/`1` or `false`/`0`; unset or empty → `fallback`. */
export function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
