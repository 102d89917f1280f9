import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { useJsonBodies } from '../common/body-parsing';
import { validationPipe } from '../common/validation';
import type { AppConfig } from '../config/app-config';
import { AppModule } from './app.module';
import { setUpOpenApi } from './openapi';
import { socketAdapterFor } from '../realtime/socket-adapter';
import { serveWebApp } from './static-web';

/** Builds the whole HTTP + socket.io app, ready to `listen`. Used by main.ts and the integration tests. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  if (!config.databaseUrl) throw new Error('createApp needs a database URL');
  // TLS_CERT/TLS_KEY: HTTPS (and so wss for socket.io) on the same port; read once at boot.
  const httpsOptions = config.tls
    ? { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) }
    : undefined;
  const app = await NestFactory.create(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
    httpsOptions,
  });
  app.useLogger(app.get(Logger));
  // req.ip (rate limits per address) reads X-Forwarded-For only from the configured proxy hops.
  (app.getHttpAdapter().getInstance() as Express).set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'connect-src': ["'self'", 'ws:', 'wss:'],
          // Card images are fetched by the browser straight from their source (IMAGE_HOSTS).
          'img-src': ["'self'", 'data:', 'blob:', ...config.imageHosts],
          // Stores often serve Cantina over plain http on their LAN; upgrading would break phones.
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: false,
    }),
  );
  // Tokens travel in headers, never cookies, so any origin may call the API (bots, scoreboards).
  app.enableCors({ origin: '*', exposedHeaders: ['Content-Type'] });
  useJsonBodies(app);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe());
  app.useWebSocketAdapter(socketAdapterFor(app, config.socketAdapter, config.databaseUrl));
  setUpOpenApi(app);
  serveWebApp(app, config.webDistDir);
  return app;
}
