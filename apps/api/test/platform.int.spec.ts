import { call, startTestApp, type TestApp } from './test-app';

describe('platform: health, docs, errors, limits (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database up', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('ran the migrations (no synchronize): the events table exists and the migration is recorded', async () => {
    const ds = t.app.get(require('typeorm').DataSource);
    const migrations = await ds.query('SELECT name FROM migrations');
    expect(migrations.map((m: { name: string }) => m.name)).toContain('EventsAndPlayers1763762400000');
  });

  it('serves an OpenAPI 3 document describing the contract endpoints, and its UI', async () => {
    const json = await call(t.baseUrl, 'GET', '/api/docs-json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(json.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/games',
        '/api/v1/events',
        '/api/v1/events/{id}',
        '/api/v1/events/{id}/players',
        '/api/v1/events/{id}/players/{playerId}/drop',
      ]),
    );
    const ui = await fetch(`${t.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('answers invalid JSON with a 400 problem, not a 500', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', { rawBody: '{"name": "x",' });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 400, code: 'invalid-json' });
    expect(typeof res.body.type).toBe('string');
    expect(typeof res.body.title).toBe('string');
  });

  it.each([['null'], ['[]'], ['"text"'], ['42']])('answers a non-object JSON body %s with 400', async (raw) => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', { rawBody: raw });
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
  });

  it('refuses bodies over 5 MB with 413', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
      rawBody: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload-too-large');
  });

  it('accepts a body of almost 5 MB (then validates it)', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
      rawBody: JSON.stringify({ name: 'x'.repeat(4 * 1024 * 1024) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation-failed');
  });

  it('rejects a malformed Authorization header with 401', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events/00000000-0000-4000-8000-000000000000/players/x/drop', {
      headers: { authorization: 'Basic abc' },
    });
    expect([401, 404]).toContain(res.status);
    expect(res.contentType).toContain('application/problem+json');
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Card images come straight from the configured image hosts (IMAGE_HOSTS, default swu-db's).
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://cdn.swu-db.com");
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Served over plain http on a store's LAN: no forced https upgrades.
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 5 });
  });
  afterAll(() => t.close());

  it('answers 429 problem+json past the limit, and never limits the health check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(t.baseUrl, 'GET', '/api/v1/games')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await call(t.baseUrl, 'GET', '/api/v1/games');
    expect(limited.contentType).toContain('application/problem+json');
    expect(limited.body.code).toBe('rate-limited');
    for (let i = 0; i < 8; i++) expect((await call(t.baseUrl, 'GET', '/api/health')).status).toBe(200);
  });
});
