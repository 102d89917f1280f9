import type { INestApplication } from '@nestjs/common';
import { join } from 'node:path';
import { createApp } from './app/create-app';
import { ConfigError, loadConfig } from './config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { stopOnSignals } from './shutdown';

function log(level: 'info' | 'error', msg: string): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), context: 'Bootstrap', msg })}\n`);
}

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env, {
    webDistDir: join(__dirname, '..', 'web', 'browser'),
    demoSetsDir: join(__dirname, 'assets', 'demo-sets'),
  });
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, (msg) => log('info', msg));
    config.databaseUrl = embedded.url;
  }
  let app: INestApplication | undefined;
  // Registered before the app is built, so a Ctrl-C during start-up still stops PostgreSQL.
  stopOnSignals(() => app, embedded, log);
  try {
    app = await createApp(config);
    await app.listen(config.port, config.host);
    log('info', `Cantina is running on ${config.tls ? 'https' : 'http'}://localhost:${config.port}`);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  log('error', message);
  process.exit(1);
});
