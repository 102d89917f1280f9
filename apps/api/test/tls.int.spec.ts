import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { io } from 'socket.io-client';
import { loadConfig } from '../src/config/app-config';
import { call, startTestApp, type TestApp } from './test-app';

/** A self-signed certificate for 127.0.0.1, as a store would make with openssl or mkcert. */
function certificateFiles(): { certFile: string; keyFile: string; cert: string } {
  const pems = generate([{ name: 'commonName', value: 'cantina.local' }], {
    days: 2,
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'cantina-tls-'));
  writeFileSync(join(dir, 'cert.pem'), pems.cert);
  writeFileSync(join(dir, 'key.pem'), pems.private, { mode: 0o600 });
  return { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem'), cert: pems.cert };
}

/** GET over HTTPS trusting only `ca`. */
function httpsGet(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

jest.setTimeout(60_000);

describe('HTTPS with TLS_CERT / TLS_KEY', () => {
  const { certFile, keyFile, cert } = certificateFiles();
  let t: TestApp;
  let httpsUrl: string;
  beforeAll(async () => {
    t = await startTestApp({ tls: { certFile, keyFile } });
    httpsUrl = t.baseUrl.replace('http://', 'https://');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the API over HTTPS with the configured certificate', async () => {
    const res = await httpsGet(`${httpsUrl}/api/health`, cert);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok', db: 'up' });
  });

  it('does not answer plain HTTP on that port (tokens never travel in the clear)', async () => {
    await expect(call(t.baseUrl, 'GET', '/api/health')).rejects.toThrow();
  });

  it('carries socket.io over wss', async () => {
    const socket = io(`${httpsUrl}/events`, {
      auth: { token: 'not-a-token' },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ca: cert,
    });
    try {
      // The TLS and WebSocket handshakes succeed and the server itself answers (refusing the token).
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).not.toMatch(/websocket error|xhr poll error|certificate|self.signed/i);
      expect((error as Error & { type?: string }).type).toBeUndefined();
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a certificate without its key at boot', () => {
    expect(() => loadConfig({ TLS_CERT: certFile }, { webDistDir: tmpdir(), demoSetsDir: tmpdir() })).toThrow(
      /TLS_CERT, TLS_KEY/,
    );
  });
});
