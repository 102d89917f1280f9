import { Client } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { isDatabaseUnavailable } from '../src/database/database-unavailable';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { call, startTestApp, type TestApp } from './test-app';

const UNKNOWN_EVENT = '/api/v1/events/00000000-0000-4000-8000-000000000000';

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${serverUrl}/${name}`;
}

jest.setTimeout(60_000);

describe('database outage: 503 database-unavailable, never a 500 or a hang', () => {
  describe('a pool of one connection, held by a long transaction', () => {
    let t: TestApp;
    let holder: QueryRunner;
    beforeAll(async () => {
      t = await startTestApp({ dbPoolSize: 1, dbPoolTimeoutMs: 500 });
      holder = t.app.get(DataSource).createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
    });
    afterAll(async () => {
      await holder?.rollbackTransaction().catch(() => undefined);
      await holder?.release();
      await t?.close();
    });

    it('answers a request that cannot get a connection in time with 503, and health with 503', async () => {
      const res = await call(t.baseUrl, 'GET', UNKNOWN_EVENT);
      expect(res.status).toBe(503);
      expect(res.contentType).toContain('application/problem+json');
      expect(res.body.code).toBe('database-unavailable');
      expect((await call(t.baseUrl, 'GET', '/api/health')).status).toBe(503);
    });

    it('serves again once the connection is back in the pool', async () => {
      await holder.commitTransaction();
      await holder.release();
      expect((await call(t.baseUrl, 'GET', UNKNOWN_EVENT)).status).toBe(404);
      expect((await call(t.baseUrl, 'GET', '/api/health')).status).toBe(200);
    });
  });

  describe('the PostgreSQL server goes away', () => {
    let pg: PrivatePostgres;
    let t: TestApp;
    beforeAll(async () => {
      pg = await startPrivatePostgres();
      t = await startTestApp({ dbPoolTimeoutMs: 2000 }, await createDatabase(pg.url, 'outage'));
      expect((await call(t.baseUrl, 'GET', UNKNOWN_EVENT)).status).toBe(404);
    });
    afterAll(async () => {
      await t?.close().catch(() => undefined);
    });

    it('answers 503 problems (not 500) while the server is down, then recovers after a restart', async () => {
      await pg.restart();
      // Pooled connections were cut by the restart: the pool replaces them by itself.
      expect((await call(t.baseUrl, 'GET', UNKNOWN_EVENT)).status).toBe(404);
      await pg.stop();
      for (const path of [UNKNOWN_EVENT, `${UNKNOWN_EVENT}/rounds`]) {
        const res = await call(t.baseUrl, 'GET', path);
        expect(res.status).toBe(503);
        expect(res.body.code).toBe('database-unavailable');
      }
      const created = await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Outage', game: 'destiny', format: 'destiny-standard' },
      });
      expect(created.status).toBe(503);
      expect(created.body.code).toBe('database-unavailable');
      const health = await call(t.baseUrl, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'degraded', db: 'down' });
    });
  });

  it('classifies connection failures as unavailability and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const startingUp = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const connectionException = Object.assign(new Error('connection failure'), { code: '08006' });
    for (const error of [
      refused,
      adminShutdown,
      startingUp,
      connectionException,
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([refused], 'connect'),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), {
        name: 'QueryRunnerAlreadyReleasedError',
      }),
      Object.assign(new Error('Database connection provided by a query runner was already released'), {
        name: 'QueryRunnerProviderAlreadyReleasedError',
      }),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    for (const error of [uniqueViolation, new Error('boom'), 'text', undefined]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
