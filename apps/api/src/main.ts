import { readEnv } from './env.ts';
import { startServer } from './server.ts';

const app = await startServer(readEnv());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
