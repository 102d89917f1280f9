// Issue 12 item 9: the built web app is served precompressed (brotli, then gzip) by Accept-Encoding,
// hashed files cached for a year, index.html and the service worker revalidated. A small fake build
// is compressed by the real post-build script, then served by the real app.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch asks for and undoes compression on its own. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('static web app: precompressed files and cache headers', () => {
  const root = mkdtempSync(join(tmpdir(), 'cantina-web-'));
  const dist = join(root, 'browser');
  const mainJs = `console.log(${JSON.stringify('the app '.repeat(600))});\n`;
  const tinyJs = 'export const a = 1;\n';
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(dist);
    writeFileSync(join(root, 'secret.js'), `// ${'secret '.repeat(300)}`);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><app-root></app-root></body></html>');
    writeFileSync(join(dist, 'main-ABCD1234.js'), mainJs);
    writeFileSync(join(dist, 'chunk-WXYZ5678.js'), tinyJs);
    writeFileSync(join(dist, 'sw.js'), `// ${'worker '.repeat(300)}\n`);
    mkdirSync(join(dist, 'i18n'));
    writeFileSync(join(dist, 'i18n', 'en.json'), JSON.stringify({ text: 'hello '.repeat(400) }));
    execFileSync(process.execPath, [join(__dirname, '../../../tools/build/precompress.mjs'), root]);
    t = await startTestApp({ webDistDir: dist });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends brotli when the browser takes it, with Vary, the JS type, a year of immutable caching and the CSP', async () => {
    const res = await rawGet(`${t.baseUrl}/main-ABCD1234.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body.length).toBeLessThan(mainJs.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(mainJs);
  });

  it('falls back to gzip, then to the original file', async () => {
    const gz = await rawGet(`${t.baseUrl}/main-ABCD1234.js`, 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(mainJs);

    const plain = await rawGet(`${t.baseUrl}/main-ABCD1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(mainJs);
  });

  it('leaves files of 1 KB or less uncompressed, still cached as hashed', async () => {
    const res = await rawGet(`${t.baseUrl}/chunk-WXYZ5678.js`, 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString()).toBe(tinyJs);
  });

  it('revalidates the service worker, the i18n files and the app routes every time', async () => {
    const sw = await rawGet(`${t.baseUrl}/sw.js`, 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');

    const i18n = await rawGet(`${t.baseUrl}/i18n/en.json`, 'gzip');
    expect(i18n.headers['content-encoding']).toBe('gzip');
    expect(i18n.headers['content-type']).toMatch(/^application\/json/);
    expect(i18n.headers['cache-control']).not.toMatch(/immutable/);

    const route = await rawGet(`${t.baseUrl}/events/abc/draft`, 'br');
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toContain('<app-root>');
  });

  it('never reaches outside the build, and leaves the API alone', async () => {
    for (const path of ['/..%2fsecret.js', '/%2e%2e/secret.js', '/../secret.js']) {
      const outside = await rawGet(`${t.baseUrl}${path}`, 'br');
      expect(outside.status).toBe(404);
      expect(outside.headers['content-encoding']).toBeUndefined();
    }
    const health = await rawGet(`${t.baseUrl}/api/health`, 'br, gzip');
    expect(health.status).toBe(200);
    expect(health.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});
