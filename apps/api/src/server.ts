import { buildApp, type TesseraApp } from './app.ts';
import type { Env } from './env.ts';

/** Builds the app from the environment and listens on PORT (3000 unless set) and HOST. */
export async function startServer(env: Env): Promise<TesseraApp> {
  const app = await buildApp({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    seedDemo: env.databaseUrl === undefined || env.seedDemo,
    jwtSecret: env.jwtSecret,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    oidcIssuer: env.oidcGoogleIssuer,
    oidcClientId: env.oidcGoogleClientId,
    secrets: env.secrets,
    demoSignInIssuer: env.demoSignInIssuer,
    logLevel: env.logLevel,
    trustProxy: env.trustProxy,
    workers: env.jobsWorkers,
    port: env.port,
  });
  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    { database: app.database.kind, dataDir: env.dataDir, jobWorkers: env.jobsWorkers },
    `Tessera is listening on http://localhost:${env.port}`,
  );
  return app;
}
