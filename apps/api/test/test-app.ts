import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app/create-app';
import { loadConfig, type AppConfig } from '../src/config/app-config';

export interface TestApp {
  app: INestApplication;
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A new, empty database on the test server started by global-setup.mjs. */
export async function createTestDatabase(): Promise<string> {
  const server = process.env['TEST_POSTGRES_URL'];
  if (!server) throw new Error('TEST_POSTGRES_URL is not set: run these tests through the api Jest project');
  const name = `cantina_test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: `${server}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${server}/${name}`;
}

/** Boots the real app (migrations, HTTP, socket.io) on a fresh database and a free port. */
export async function startTestApp(overrides: Partial<AppConfig> = {}, databaseUrl?: string): Promise<TestApp> {
  const url = databaseUrl ?? (await createTestDatabase());
  const config: AppConfig = {
    ...loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'cantina-data-')) },
      { webDistDir: join(tmpdir(), 'no-web'), demoSetsDir: join(__dirname, '..', 'src', 'assets', 'demo-sets') },
    ),
    databaseUrl: url,
    adminToken: 'test-admin-token-0123456789',
    ...overrides,
  };
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    databaseUrl: url,
    close: () => app.close(),
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  contentType: string;
  headers: Headers;
  body: T;
}

/** fetch + JSON, for driving the API the way any client would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies loosely
export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    headers: res.headers,
    body: parsed as T,
  };
}
