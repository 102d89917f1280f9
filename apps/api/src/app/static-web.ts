import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { pickPrecompressed } from './static-encoding';

/** Angular's output hashing: `main-ABCD1234.js`, `chunk-…`, `styles-…` never change content. */
const HASHED_NAME = /-[A-Z0-9]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same from build to build: always revalidated. */
const REVALIDATED = new Set(['/index.html', '/sw.js', '/shell-manifest.json']);

function cacheControlFor(urlPath: string): string {
  if (REVALIDATED.has(urlPath)) return 'no-cache';
  if (HASHED_NAME.test(urlPath)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the built Angular app at `/`, with index.html for its client-side routes. Files precompressed
 * at build (tools/build/precompress.mjs) are served as brotli or gzip by `Accept-Encoding`.
 */
export function serveWebApp(app: INestApplication, webDistDir: string): boolean {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = normalize(join(webDistDir, req.path));
    if (!file.startsWith(webDistDir + sep)) return next();
    const variant = pickPrecompressed(file, (encoding) => req.acceptsEncodings(encoding) === encoding);
    if (variant === undefined) return next();
    res.vary('Accept-Encoding');
    if (variant === null) return next();
    res.type(extname(file));
    res.setHeader('Content-Encoding', variant.encoding);
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    res.sendFile(variant.path, { cacheControl: false, lastModified: true }, (err) => err && next(err));
  });
  app.use(
    express.static(webDistDir, {
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        const urlPath =
          '/' +
          path
            .slice(webDistDir.length + 1)
            .split(sep)
            .join('/');
        res.setHeader('Cache-Control', cacheControlFor(urlPath));
      },
    }),
  );
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
