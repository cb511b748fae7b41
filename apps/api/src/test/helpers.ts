// Test helpers: an app on a fresh database (PGlite in memory, or a fresh PostgreSQL database when
// DATABASE_URL is set), requests over real HTTP, and response validation against the contract.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { buildApp, type AppOptions, type TesseraApp } from '../app.ts';
import { deref, loadDocument, operations, type Operation } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { tenants, users } from '../db/schema.ts';
import { freshPgDatabase, type FreshPgDatabase } from './fresh-pg-database.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const DEMO = 'localhost';
export const ACME = 'acme.localhost';
export const PASSWORD = 'demo-Password-1';

export interface TestApp {
  app: TesseraApp;
  port: number;
  dataDir: string;
  close(): Promise<void>;
}

const adminUrl = process.env.DATABASE_URL;
export const onPostgres = adminUrl !== undefined && adminUrl !== '';

function freshDatabase(): Promise<FreshPgDatabase> {
  return freshPgDatabase(adminUrl as string, 'tessera_test');
}

export interface StartOptions extends Partial<AppOptions> {
  /** Called on the built app before it listens (to add a hook). */
  onApp?: (app: TesseraApp) => unknown;
}

export async function startApp({ onApp, ...options }: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-api-test-'));
  const database = onPostgres ? await freshDatabase() : undefined;
  const app = await buildApp({
    dataDir,
    inMemory: true,
    seedDemo: true,
    logLevel: 'silent',
    jwtSecret: undefined,
    ...(database ? { databaseUrl: database.url } : {}),
    ...options,
  });
  onApp?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    dataDir,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RequestOptions {
  method?: string;
  path: string;
  host?: string;
  body?: unknown;
  /** urlencoded form fields */
  form?: Record<string, string>;
  /** multipart form fields */
  multipart?: Record<string, string>;
  raw?: { body: string | Buffer; contentType: string };
  token?: string;
  headers?: Record<string, string>;
  /** Skip the contract check (for answers outside the contract). */
  unchecked?: boolean;
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
  /** The body's bytes as sent (not decoded when the answer has a Content-Encoding). */
  body: Buffer;
}

const document = loadDocument();
const ops = operations(document);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

export function operationFor(method: string, path: string): Operation | undefined {
  const pathname = path.split('?')[0] ?? path;
  return ops.find((op) => op.method === method && new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathname));
}

/** Throws when an /api answer does not match the contract's schema for its status. */
export function checkAgainstContract(method: string, path: string, res: Response): void {
  const op = operationFor(method, path);
  if (!op) return;
  const status = String(res.status);
  if (!(status in op.responses)) throw new Error(`${op.operationId} answered ${status}, which the contract does not declare: ${res.text}`);
  const schema = op.responses[status];
  if (!schema) return;
  const key = `${op.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(deref(document, schema));
    validators.set(key, validate);
  }
  if (!validate(res.json)) throw new Error(`${key} does not match the contract: ${ajv.errorsText(validate.errors)}\n${res.text}`);
}

function multipartBody(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----tessera${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function request(t: TestApp, options: RequestOptions): Promise<Response> {
  const method = options.method ?? (options.body !== undefined || options.form || options.multipart || options.raw ? 'POST' : 'GET');
  const headers: Record<string, string> = { host: options.host ?? DEMO, ...options.headers };
  let payload: Buffer | undefined;
  if (options.raw) {
    payload = Buffer.from(options.raw.body);
    headers['content-type'] = options.raw.contentType;
  } else if (options.multipart) {
    const mp = multipartBody(options.multipart);
    payload = mp.body;
    headers['content-type'] = mp.contentType;
  } else if (options.form) {
    payload = Buffer.from(new URLSearchParams(options.form).toString());
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] = 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: t.port, method, path: options.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        let json: unknown;
        try {
          json = text === '' ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        const response: Response = { status: res.statusCode ?? 0, headers: res.headers, text, json, body };
        try {
          if (!options.unchecked) checkAgainstContract(method, options.path, response);
          resolve(response);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export async function signIn(t: TestApp, username: string, host = DEMO, password = PASSWORD): Promise<{ access: string; refresh: string }> {
  const res = await request(t, { path: '/api/v1/token', host, body: { username, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text}`);
  return res.json as { access: string; refresh: string };
}

/** The id of the tenant with this slug. */
export async function tenantIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row!.id;
}

/** The id of the user with this email in the tenant. */
export async function userIdOf(db: Db, tenantId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return row!.id;
}

/** An account to sign in: its name in the test, email, Host (the demo tenant's when undefined) and tenant id. */
export type Account = readonly [name: string, email: string, host: string | undefined, tenantId: number];

/** Signs the accounts in, one after the other: their access tokens and user ids, by name, into `into`. */
export async function signInAccounts(
  t: TestApp,
  accounts: readonly Account[],
  into: { tokens: Record<string, string>; ids: Record<string, number> },
): Promise<void> {
  for (const [name, email, host, tenantId] of accounts) {
    into.tokens[name] = (await signIn(t, email, host)).access;
    into.ids[name] = await userIdOf(t.app.database.db, tenantId, email);
  }
}

/** The people of the chat tests: the demo job seeker, concierge, admin and recruiter (signed in at once) and acme's admin. */
export async function signInChatCast(
  t: TestApp,
): Promise<{ seeker: string; concierge: string; admin: string; recruiter: string; acmeAdmin: string }> {
  const [seeker, concierge, admin, recruiter] = (await Promise.all(
    ['seeker@demo.test', 'concierge@demo.test', 'admin@demo.test', 'recruiter@demo.test'].map(async (u) => (await signIn(t, u)).access),
  )) as [string, string, string, string];
  const acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  return { seeker, concierge, admin, recruiter, acmeAdmin };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Waits until the app's job queue has nothing waiting or running (the mails it queued have left). */
export async function jobsSettled(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await t.app.jobs.pending()) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    t.app.jobs.wake();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The development outbox's mails, once the queued ones have been written. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  await jobsSettled(t);
  let files: string[];
  try {
    files = readdirSync(join(t.dataDir, 'outbox'))
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(t.dataDir, 'outbox', f), 'utf8')) as OutboxMail);
}

export async function lastMailTo(t: TestApp, to: string): Promise<OutboxMail> {
  const mail = (await outbox(t)).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

export interface TestInstances {
  /** The API instances, each with its own port and data folder, all on one database. */
  instances: TestApp[];
  /** Closes every instance, then drops the shared database. */
  close(): Promise<void>;
}

/**
 * `count` API instances on ONE fresh PostgreSQL database (DATABASE_URL must be set: PGlite is a
 * single process's database). They start at the same time, as instances rolling out together do;
 * the first one seeds the demo data.
 */
export async function startInstances(count: number, options: Partial<AppOptions> = {}): Promise<TestInstances> {
  if (!onPostgres) throw new Error('startInstances needs DATABASE_URL (several instances share one PostgreSQL database)');
  const database = await freshDatabase();
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'tessera-api-test-')));
  const started = await Promise.allSettled(
    dataDirs.map(async (dataDir, i) => {
      const app = await buildApp({
        dataDir,
        inMemory: true,
        seedDemo: i === 0,
        logLevel: 'silent',
        jwtSecret: undefined,
        databaseUrl: database.url,
        ...options,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    }),
  );
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const closeAll = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  const instances = apps.map((app, i) => ({
    app,
    port: (app.server.address() as AddressInfo).port,
    dataDir: dataDirs[i] as string,
    close: () => app.close(),
  }));
  return { instances, close: closeAll };
}

/** An API instance that can be stopped (gracefully, as on a deploy) and started again on the same port and database. */
export interface RestartableApp extends TestApp {
  readonly running: boolean;
  /** Graceful stop: chat sockets are told 1001 (going away), then the server and its database close. */
  stop(): Promise<void>;
  /** Starts again on the same port, database and data folder. */
  start(): Promise<void>;
}

export interface Cluster {
  nodes: RestartableApp[];
  /** Stops every running node, then drops the database and the data folders. */
  close(): Promise<void>;
}

/**
 * `count` restartable API instances on one database. PostgreSQL (DATABASE_URL): a fresh database shared
 * by all. PGlite: one instance only (an embedded database belongs to one process), kept on disk in its
 * data folder so a restart finds everything again.
 */
export async function startCluster(count: number, options: Partial<AppOptions> = {}): Promise<Cluster> {
  if (!onPostgres && count !== 1) throw new Error('several instances need PostgreSQL (DATABASE_URL): PGlite is one process’s database');
  const database = onPostgres ? await freshDatabase() : undefined;
  const nodes: RestartableApp[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-api-test-'));
      dirs.push(dataDir);
      let current: TesseraApp | undefined;
      let port = 0;
      let started = 0;
      const node: RestartableApp = {
        get app() {
          if (!current) throw new Error('this instance is stopped');
          return current;
        },
        get port() {
          return port;
        },
        get running() {
          return current !== undefined;
        },
        dataDir,
        async start() {
          if (current) return;
          const app = await buildApp({
            dataDir,
            inMemory: database !== undefined,
            seedDemo: i === 0 && started === 0,
            logLevel: 'silent',
            jwtSecret: undefined,
            ...(database ? { databaseUrl: database.url } : {}),
            ...options,
          });
          await app.listen({ port, host: '127.0.0.1' });
          port = (app.server.address() as AddressInfo).port;
          current = app;
          started++;
        },
        async stop() {
          const app = current;
          current = undefined;
          await app?.close();
        },
        close: () => node.stop(),
      };
      nodes.push(node);
    }
    // The first seeds; the others start together after it (as instances rolling out do).
    await nodes[0]?.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
  } catch (error) {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await database?.drop();
    throw error;
  }
  return {
    nodes,
    async close() {
      await Promise.allSettled(nodes.map((n) => n.stop()));
      await database?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
