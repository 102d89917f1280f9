#!/usr/bin/env node
// Post-build step of `nx build web`: writes `<file>.br` and `<file>.gz` next to every text asset over
// 1 KB, so the API serves them compressed (apps/api/src/app/static-web.ts) without compressing per request.
// Usage: node tools/build/precompress.mjs [dir]   (default dist/apps/web/browser). Prints the JS totals.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg']);
const MIN_BYTES = 1024;

const root = resolve(import.meta.dirname, '../..');
const dir = resolve(root, process.argv[2] ?? 'dist/apps/web/browser');

function* files(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const js = { files: 0, raw: 0, gzip: 0, br: 0 };
let count = 0;
for (const file of files(dir)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size <= MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  count++;
  if (extname(file) === '.js') {
    js.files++;
    js.raw += body.length;
    js.gzip += gz.length;
    js.br += br.length;
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${count} files in ${dir}; all JS (${js.files} files): raw ${kb(js.raw)}, gzip ${kb(js.gzip)}, br ${kb(js.br)}`,
);
