import { buildApp } from './app.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const app = await buildApp({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  seedDemo: env.databaseUrl === undefined || env.seedDemo,
  jwtSecret: env.jwtSecret,
  smtpUrl: env.smtpUrl,
  mailFrom: env.mailFrom,
  oidcIssuer: env.oidcGoogleIssuer,
  oidcClientId: env.oidcGoogleClientId,
  logLevel: env.logLevel,
  trustProxy: env.trustProxy,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.port, host: env.host });
app.log.info({ database: app.database.kind, dataDir: env.dataDir }, `Tessera is listening on http://localhost:${env.port}`);
