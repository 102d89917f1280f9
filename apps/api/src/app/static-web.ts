import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built Angular app at `/`, with index.html for its client-side routes. */
export function serveWebApp(app: INestApplication, webDistDir: string): boolean {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isAppRoute =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api') &&
      !req.path.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(req.path);
    if (!isAppRoute) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
