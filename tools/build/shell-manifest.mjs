#!/usr/bin/env node
// Post-build step of `nx build web`: lists the app shell (index.html, hashed JS/CSS, i18n JSON) in
// `shell-manifest.json` for the service worker to precache, and stamps the build's version into
// `sw.js`, so a new build installs a new worker that drops the old cache.
// Usage: node tools/build/shell-manifest.mjs [dir]   (default dist/apps/web/browser).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dir = resolve(root, process.argv[2] ?? 'dist/apps/web/browser');
const SHELL = /^(index\.html|[^/]+\.(js|css)|i18n\/[^/]+\.json|favicon\.ico)$/;

function* files(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const hash = createHash('sha256');
const shell = [];
for (const file of [...files(dir)].sort()) {
  const path = relative(dir, file).split(sep).join('/');
  if (path === 'sw.js' || !SHELL.test(path)) continue;
  hash.update(path).update(readFileSync(file));
  shell.push(path === 'index.html' ? '/' : `/${path}`);
}
const version = hash.digest('hex').slice(0, 16);
writeFileSync(join(dir, 'shell-manifest.json'), JSON.stringify({ version, files: shell }));
const sw = join(dir, 'sw.js');
if (existsSync(sw)) writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll('__SHELL_VERSION__', version));
console.log(`shell-manifest: ${shell.length} files, version ${version}`);
