import type { INestApplication } from '@nestjs/common';
import { join } from 'node:path';
import { createApp } from './app/create-app';
import { ConfigError, loadConfig } from './config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';

function log(level: 'info' | 'error', msg: string): void {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), context: 'Bootstrap', msg })}\n`);
}

/** Ctrl-C or SIGTERM: close HTTP, sockets and the pool, then stop the embedded PostgreSQL, so nothing is left running. */
function stopOnSignals(app: INestApplication | undefined, embedded: EmbeddedDatabase | undefined): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal} received, shutting down`);
    await app?.close().catch((error: unknown) => log('error', `closing the app: ${String(error)}`));
    await embedded?.stop().catch((error: unknown) => log('error', `stopping PostgreSQL: ${String(error)}`));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
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
  try {
    app = await createApp(config);
    stopOnSignals(app, embedded);
    await app.listen(config.port, config.host);
    log('info', `Cantina is running on http://localhost:${config.port}`);
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
