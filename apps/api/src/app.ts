import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context.ts';
import { loadDocument, operations, type OpenApiDocument } from './contract.ts';
import { createDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { backfillJobCoordinates } from './services/job-coordinates.ts';
import { registerEdge, type MatchRoute } from './edge/static.ts';
import { fastifyTrustProxy, repoRoot as defaultRepoRoot, type TrustProxy } from './env.ts';
import { HttpError } from './errors.ts';
import { createNotificationHub, registerNotificationSockets } from './realtime/notification-sockets.ts';
import { registerChatSockets } from './realtime/sockets.ts';
import type { HubOptions } from './realtime/hub.ts';
import { applicationRoutes } from './routes/applications.ts';
import { chatRoutes } from './routes/chat.ts';
import { authRoutes } from './routes/auth.ts';
import { emailRoutes } from './routes/email.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { fileRoutes } from './routes/files.ts';
import { jobRoutes } from './routes/jobs.ts';
import { jobSeekerRoutes } from './routes/jobseekers.ts';
import { metaRoutes } from './routes/meta.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { passwordRoutes } from './routes/password.ts';
import { placeRoutes } from './routes/places.ts';
import { registerRoutes } from './routes/register.ts';
import { searchRoutes } from './routes/search.ts';
import { seekerRoutes } from './routes/seeker.ts';
import { sessionUserRoutes } from './routes/session-user.ts';
import { tenantRoutes } from './routes/tenant.ts';
import { translationRoutes } from './routes/translation.ts';
import type { RouteGroup } from './routes/types.ts';
import { prune } from './services/rate-limit.ts';
import { localFileStore, type FileStore } from './services/file-store.ts';
import { DEFAULT_TEXT_LIMITS, type ResumeTextLimits } from './services/resume-text.ts';
import { outboxMailer, smtpMailer, type Mailer } from './services/mailer.ts';
import { TenantService } from './services/tenants.ts';
import { TokenService, loadSigningKey } from './services/tokens.ts';
import { onMultipartFile, registerUploads, uploadRouteConfig } from './uploads.ts';
import { OPTIONAL_BODY, fieldErrors, validatorCompiler } from './validation.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  databaseUrl?: string | undefined;
  /** Data folder (PGlite files in pglite/, outbox in outbox/). */
  dataDir: string;
  /** Keep PGlite in memory instead of `${dataDir}/pglite`. */
  inMemory?: boolean;
  seedDemo?: boolean;
  jwtSecret?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  oidcIssuer?: string | undefined;
  oidcClientId?: string | undefined;
  logLevel?: string;
  /** Where logs go (stdout by default). */
  logStream?: NodeJS.WritableStream;
  repoRoot?: string;
  matchRoute?: MatchRoute;
  mailer?: Mailer;
  /** Uploaded files; `<dataDir>/files` by default. */
  files?: FileStore;
  /** Fastify's trustProxy (env TRUST_PROXY): off unless the API runs behind a known proxy. */
  trustProxy?: TrustProxy;
  /** Résumé text extraction time limit (tests shorten it). */
  resumeText?: ResumeTextLimits;
  /** Chat and notification sockets: heartbeat and auth timeouts (tests shorten them). */
  chat?: HubOptions;
}

export interface TesseraApp extends FastifyInstance {
  database: Database;
  /** Every route registered, as `METHOD url` (HEAD routes left out). */
  routeTable: string[];
}

const REDACTED = '[redacted]';
const secretParams = /([?&](?:token|access_token|refresh|refresh_token|password)=)[^&#]*/gi;

export async function buildApp(options: AppOptions): Promise<TesseraApp> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Errors the router raises before any route runs (a malformed or overlong address) get the spec's
    // {detail} shape like every other 400.
    frameworkErrors: (error, _req, reply) => {
      const messages: Record<string, string> = {
        FST_ERR_BAD_URL: 'The address is malformed.',
        FST_ERR_MAX_PARAM_LENGTH: 'A value in the address is too long.',
      };
      void (reply as unknown as FastifyReply).code(400).send({ detail: messages[error.code] ?? 'Invalid request.' });
    },
    trustProxy: fastifyTrustProxy(options.trustProxy),
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.refresh',
          '*.access',
          '*.token',
          '*.access_token',
          '*.refresh_token',
        ],
        censor: REDACTED,
      },
      serializers: {
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(secretParams, `$1${REDACTED}`),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push(`${method} ${route.url}`);
  });

  const database = createDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.inMemory ? 'memory' : join(options.dataDir, 'pglite'),
    onIdleError: (error) => app.log.warn({ err: error.message }, 'an idle database connection was lost'),
  });
  await database.migrate();
  const files = options.files ?? localFileStore(join(options.dataDir, 'files'));
  if (options.seedDemo) await seedDemo(database.db, files);
  // Jobs stored with a city and no coordinates get the gazetteer's (issue 9 §8); none left, nothing read.
  const placed = await backfillJobCoordinates(database.db);
  if (placed > 0) app.log.info({ jobs: placed }, 'gave stored jobs the coordinates of their city');
  app.decorate('database', database);
  const pruning = setInterval(() => {
    prune(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning throttle events failed'));
  }, 60 * 60_000);
  pruning.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    await database.close();
  });

  const mailFrom = options.mailFrom ?? 'Tessera <no-reply@tessera.localhost>';
  const ctx: AppContext = {
    db: database.db,
    tenants: new TenantService(database.db),
    tokens: new TokenService(database.db, await loadSigningKey(database.db, options.jwtSecret)),
    mailer:
      options.mailer ??
      (options.smtpUrl ? smtpMailer(options.smtpUrl, mailFrom) : outboxMailer(join(options.dataDir, 'outbox'), mailFrom, app.log)),
    files,
    oidc: { issuer: options.oidcIssuer, clientId: options.oidcClientId },
    log: app.log,
    resumeText: options.resumeText ?? DEFAULT_TEXT_LIMITS,
  };

  // JSON: an empty body is "no body"; malformed JSON is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, { detail: 'Malformed JSON in the request body.' }), undefined);
    }
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(cookie);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BODY_LIMIT, files: 2, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    onFile: onMultipartFile,
  });
  // Résumé uploads get their own file size limit (uploads.ts); every other route keeps the 1 MB one.
  registerUploads(app);

  app.decorateRequest('tenant', null as never);
  app.addHook('onRequest', async (req, reply) => {
    const tenant = await ctx.tenants.byHost(req.headers.host);
    if (!tenant) {
      // A WebSocket upgrade refused here never reaches the WebSocket plugin's hooks, which end the socket of
      // an upgrade answered over HTTP: end it once answered, or it stays open (and the server cannot close).
      if (req.headers.upgrade) reply.raw.once('finish', () => req.raw.socket.destroy());
      return reply.code(404).send({ detail: 'Unknown tenant.' });
    }
    req.tenant = tenant;
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Links in mails carry tokens in the query string: never leak them to another origin.
    reply.header('referrer-policy', 'same-origin');
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const isRegister = req.routeOptions.config?.operationId === 'register';
    if (error.validation) {
      const fields = fieldErrors(error.validation as never);
      if (isRegister) return reply.code(400).send({ status: 400, message: 'Registration failed.', data: fields ?? {} });
      return reply
        .code(400)
        .send(fields ?? { detail: error.validationContext === 'body' ? 'A valid request body is required.' : 'Invalid request.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
        FST_REQ_FILE_TOO_LARGE: 'The request body is too large.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'A valid request body is required.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in the request body.',
      };
      return reply.code(status).send({ detail: messages[error.code] ?? error.message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  const document: OpenApiDocument = loadDocument();
  const byId = new Map(operations(document).map((op) => [op.operationId, op]));
  const groups: RouteGroup[] = [
    authRoutes,
    registerRoutes,
    sessionUserRoutes,
    passwordRoutes,
    emailRoutes,
    tenantRoutes,
    translationRoutes,
    jobRoutes,
    searchRoutes,
    placeRoutes,
    seekerRoutes,
    applicationRoutes,
    jobSeekerRoutes,
    fileRoutes,
    feedbackRoutes,
    notificationRoutes,
    chatRoutes,
    metaRoutes(document),
  ];
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group(ctx))) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`route handler "${operationId}" has no operation in the contract`);
      app.route({
        method: op.method as 'GET' | 'POST',
        url: op.url,
        config: { operationId, ...uploadRouteConfig(operationId) },
        schema: {
          ...(op.body ? { body: op.bodyRequired ? op.body : { ...op.body, [OPTIONAL_BODY]: true } } : {}),
          ...(op.params ? { params: op.params } : {}),
          ...(op.querystring ? { querystring: op.querystring } : {}),
        },
        handler,
      });
    }
  }

  // The notification hub first: on shutdown it tells its sockets before the chat's hook ends what is left.
  const notificationHub = createNotificationHub(app, ctx, database, options.chat);
  await registerChatSockets(app, ctx, database, options.chat);
  await registerNotificationSockets(app, notificationHub);
  registerEdge(app, { repoRoot: options.repoRoot ?? defaultRepoRoot, ...(options.matchRoute ? { matchRoute: options.matchRoute } : {}) });
  return app as unknown as TesseraApp;
}
