import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context.ts';
import { loadDocument, operations, type OpenApiDocument } from './contract.ts';
import { createDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { seedDemoSignIn } from './db/seed-sign-in.ts';
import { secretReader } from './services/sign-in-config.ts';
import { backfillJobCoordinates } from './services/job-coordinates.ts';
import { SECURITY_HEADERS } from './edge/headers.ts';
import { createPageHead, registerSeo } from './edge/seo.ts';
import { registerEdge, type MatchRoute } from './edge/static.ts';
import { fastifyTrustProxy, repoRoot as defaultRepoRoot, type TrustProxy } from './env.ts';
import { ValidationError, BadRequest, domainErrorFor, errorAnswer } from './errors.ts';
import { bodyReadError, clientErrorHandler, registerGuards, registerMultipartFraming } from './guards.ts';
import { registerImpersonationGuard } from './impersonation.ts';
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
import { organisationRoutes } from './routes/organisations.ts';
import { reportRoutes } from './routes/reports.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { auditRoutes } from './routes/audit.ts';
import { teamRoutes } from './routes/teams.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { partnerRoutes } from './routes/partners.ts';
import { importRoutes } from './routes/imports.ts';
import { impersonationRoutes } from './routes/impersonation.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { jobSeekerRoutes } from './routes/jobseekers.ts';
import { advancedSearchRoutes } from './routes/advanced-search.ts';
import { messageRoutes } from './routes/messages.ts';
import { metaRoutes } from './routes/meta.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { offerRoutes } from './routes/offers.ts';
import { passportRoutes } from './routes/passport.ts';
import { plainLanguageRoutes } from './routes/plain-language.ts';
import { passwordRoutes } from './routes/password.ts';
import { placeRoutes } from './routes/places.ts';
import { registerRoutes } from './routes/register.ts';
import { searchRoutes } from './routes/search.ts';
import { seekerRoutes } from './routes/seeker.ts';
import { sessionUserRoutes } from './routes/session-user.ts';
import { settingsRoutes } from './routes/settings.ts';
import { siteRoutes } from './routes/site.ts';
import { tenantRoutes } from './routes/tenant.ts';
import { translationRoutes } from './routes/translation.ts';
import type { RouteGroup } from './routes/types.ts';
import { prune } from './services/rate-limit.ts';
import { localFileStore, type FileStore } from './services/file-store.ts';
import { DEFAULT_TEXT_LIMITS, type ResumeTextLimits } from './services/resume-text.ts';
import { configuredMailer, type Mailer } from './services/mailer.ts';
import type { JobQueue } from './jobs/queue.ts';
import { releaseNotificationMailQueue } from './jobs/notification-mail.ts';
import { startJobs, type JobsOptions } from './jobs/start.ts';
import { UNREAD_MAIL_DELAY_SECONDS } from './services/messages.ts';
import { TenantService } from './services/tenants.ts';
import { TokenService, loadSigningKey, type Clock } from './services/tokens.ts';
import { onMultipartFile, registerUploads, uploadRouteConfig } from './uploads.ts';
import { responseSchemas, serializerCompiler } from './serialization.ts';
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
  /** Server secrets named by sign-in provider settings (`TESSERA_SECRET_*`). */
  secrets?: Record<string, string>;
  /** With seedDemo: the OpenID Connect provider the demo tenant's SSO and LinkedIn sign-in use (tests). */
  demoSignInIssuer?: string | undefined;
  logLevel?: string;
  /** Where logs go (stdout by default). */
  logStream?: NodeJS.WritableStream;
  repoRoot?: string;
  matchRoute?: MatchRoute;
  /** How mail leaves (tests give their own); SMTP when smtpUrl is set, else the development outbox. */
  mailer?: Mailer;
  /** Whether this process runs the background job workers (env JOBS_WORKERS; on by default). */
  workers?: boolean;
  /** The port the server listens on (PORT): the links of mails sent from workers to a local host use it. */
  port?: number;
  /** Job queue tuning (tests shorten the mail retry delay). */
  jobs?: Pick<JobsOptions, 'pollingSeconds' | 'settings'>;
  /** Uploaded files; `<dataDir>/files` by default. */
  files?: FileStore;
  /** Fastify's trustProxy (env TRUST_PROXY): off unless the API runs behind a known proxy. */
  trustProxy?: TrustProxy;
  /** Résumé text extraction time limit (tests shorten it). */
  resumeText?: ResumeTextLimits;
  /** Chat and notification sockets: heartbeat and auth timeouts (tests shorten them). */
  chat?: HubOptions;
  /** Seconds a message stays unread before its reminder mail (issue 15; 30 minutes by default). */
  messageMailDelaySeconds?: number;
  /** The clock of tokens and sessions (tests set their own to pass an impersonation's end without waiting). */
  clock?: Clock;
}

export interface TesseraApp extends FastifyInstance {
  database: Database;
  /** The background job queue (jobs/). */
  jobs: JobQueue;
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
    // A request the HTTP parser refuses (headers too large, broken framing): a {detail} body too.
    clientErrorHandler,
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
  app.setSerializerCompiler(serializerCompiler);
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
  if (options.seedDemo) {
    await seedDemo(database.db, files);
    if (options.demoSignInIssuer) await seedDemoSignIn(database.db, options.demoSignInIssuer);
  }
  // Jobs stored with a city and no coordinates get the gazetteer's (issue 9 §8); none left, nothing read.
  const placed = await backfillJobCoordinates(database.db);
  if (placed > 0) app.log.info({ jobs: placed }, 'gave stored jobs the coordinates of their city');
  app.decorate('database', database);
  const pruning = setInterval(() => {
    prune(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning throttle events failed'));
  }, 60 * 60_000);
  pruning.unref();
  const jobs = await startJobs({
    database,
    log: app.log,
    mailer: options.mailer ?? configuredMailer(options, app.log),
    files,
    ...(options.resumeText ? { resumeText: options.resumeText } : {}),
    workers: options.workers ?? true,
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...options.jobs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    releaseNotificationMailQueue(jobs);
    await jobs.stop();
    await database.close();
  });

  const ctx: AppContext = {
    db: database.db,
    tenants: new TenantService(database.db),
    tokens: new TokenService(database.db, await loadSigningKey(database.db, options.jwtSecret), options.clock),
    jobs,
    files,
    oidc: { issuer: options.oidcIssuer, clientId: options.oidcClientId },
    secret: secretReader(options.secrets ?? {}),
    log: app.log,
    resumeText: options.resumeText ?? DEFAULT_TEXT_LIMITS,
    messageMailDelaySeconds: options.messageMailDelaySeconds ?? UNREAD_MAIL_DELAY_SECONDS,
  };

  // JSON: an empty body is "no body"; malformed JSON is a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BadRequest('Malformed JSON in the request body.'), undefined);
    }
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(cookie);
  registerMultipartFraming(app);
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

  const document: OpenApiDocument = loadDocument();
  const contractOperations = operations(document);
  registerGuards(app, ctx, contractOperations);
  registerImpersonationGuard(app, ctx, contractOperations);

  app.addHook('onSend', async (_req, reply) => {
    reply.headers(SECURITY_HEADERS);
  });

  // The one place errors become answers: domain errors (errors.ts) and request validation by their
  // contract shapes, Fastify's own 4xx as {detail}, anything else a logged 500.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- kept for errors raised before a route is matched (the request guards)
    const operationId = req.routeOptions.config?.operationId;
    const readError = bodyReadError(error, req);
    const problem = readError
      ? readError
      : error.validation
        ? new ValidationError(
            fieldErrors(error.validation as never) ?? {},
            error.validationContext === 'body' ? 'A valid request body is required.' : 'Invalid request.',
          )
        : error;
    const answer = errorAnswer(problem, operationId);
    if (answer) return reply.code(answer.status).send(answer.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
        FST_REQ_FILE_TOO_LARGE: 'The request body is too large.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'A valid request body is required.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in the request body.',
      };
      const message = messages[error.code] ?? error.message;
      const known = errorAnswer(domainErrorFor(status, message), operationId);
      return reply.code(status).send(known ? known.body : { detail: message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  const byId = new Map(contractOperations.map((op) => [op.operationId, op]));
  const groups: RouteGroup[] = [
    authRoutes,
    registerRoutes,
    sessionUserRoutes,
    passwordRoutes,
    emailRoutes,
    tenantRoutes,
    translationRoutes,
    jobRoutes,
    organisationRoutes,
    reportRoutes,
    surveyRoutes,
    auditRoutes,
    teamRoutes,
    approvalRoutes,
    searchRoutes,
    placeRoutes,
    seekerRoutes,
    applicationRoutes,
    offerRoutes,
    interviewRoutes,
    passportRoutes,
    plainLanguageRoutes,
    jobSeekerRoutes,
    advancedSearchRoutes,
    partnerRoutes,
    importRoutes,
    fileRoutes,
    feedbackRoutes,
    notificationRoutes,
    messageRoutes,
    chatRoutes,
    siteRoutes,
    settingsRoutes,
    impersonationRoutes,
    metaRoutes(document),
  ];
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group(ctx))) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`route handler "${operationId}" has no operation in the contract`);
      const response = responseSchemas(op);
      app.route({
        method: op.method,
        url: op.url,
        config: { operationId, ...uploadRouteConfig(operationId) },
        schema: {
          ...(op.body ? { body: op.bodyRequired ? op.body : { ...op.body, [OPTIONAL_BODY]: true } } : {}),
          ...(op.params ? { params: op.params } : {}),
          ...(op.querystring ? { querystring: op.querystring } : {}),
          ...(response ? { response } : {}),
        },
        handler,
      });
    }
  }

  // The notification hub first: on shutdown it tells its sockets before the chat's hook ends what is left.
  const notificationHub = createNotificationHub(app, ctx, database, options.chat);
  await registerChatSockets(app, ctx, database, options.chat);
  await registerNotificationSockets(app, notificationHub);
  registerSeo(app, ctx);
  registerEdge(app, {
    repoRoot: options.repoRoot ?? defaultRepoRoot,
    pageHead: createPageHead(ctx),
    ...(options.matchRoute ? { matchRoute: options.matchRoute } : {}),
  });
  return app as unknown as TesseraApp;
}
