// Issue 9 item 7: two API nodes on one database with SOCKET_ADAPTER=postgres. A push over the
// adapter's 8,000-byte NOTIFY threshold must travel through its attachments table, and a cut LISTEN
// connection or a restart of the database must leave every node up and delivering. The nodes run in
// this Jest process, so an unhandled `error` of a connection would fail the suite itself.
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PlayerView } from '@cantina/contract';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { call, createTestDatabase, startTestApp, type TestApp } from './test-app';

type EventsClient = Socket<EventsServerToClient, EventsClientToServer>;

const PUSH_TIMEOUT_MS = 5000;
const RELISTEN_TIMEOUT_MS = 15_000;

function connect(baseUrl: string, token: string): EventsClient {
  return io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a sealed swu event on `from` while a player's socket is connected to `to` only, and resolves
 * with the size of the pool `me` that socket receives (96 cards and 6 packs: well over 8,000 bytes).
 */
async function sealedPoolCrosses(from: TestApp, to: TestApp): Promise<number> {
  const ev = (
    await call(from.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Sealed night', game: 'swu', format: 'swu-sealed' },
    })
  ).body;
  const players = [];
  for (const name of ['Ana', 'Ben']) {
    const joined = await call(from.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
      body: { name, joinCode: ev.joinCode },
    });
    expect(joined.status).toBe(201);
    players.push(joined.body);
  }
  const socket = connect(to.baseUrl, players[0].token);
  try {
    // `identity` comes once the socket has joined its rooms
    await new Promise((resolve, reject) => {
      socket.once('identity', resolve);
      socket.once('connect_error', reject);
    });
    const pushed = new Promise<PlayerView>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no pool push across nodes in ${PUSH_TIMEOUT_MS} ms`)),
        PUSH_TIMEOUT_MS,
      );
      socket.on('me', (me) => {
        if (me.pool.length === 0) return;
        clearTimeout(timer);
        resolve(me);
      });
    });
    const started = await call(from.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);
    const me = await pushed;
    expect(me.pool).toHaveLength(96);
    return Buffer.byteLength(JSON.stringify(me));
  } finally {
    socket.disconnect();
  }
}

/** Backend pids of the adapters' LISTEN connections on `databaseUrl`'s database. */
async function listenPids(admin: Client, databaseUrl: string): Promise<number[]> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const rows = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %' ORDER BY pid`,
    [database],
  );
  return rows.rows.map((r) => r.pid);
}

/** Waits until `count` LISTEN connections are up, none of them one of `gone`. */
async function waitForListeners(admin: Client, databaseUrl: string, count: number, gone: number[] = []) {
  const deadline = Date.now() + RELISTEN_TIMEOUT_MS;
  for (;;) {
    const pids = await listenPids(admin, databaseUrl).catch(() => [] as number[]);
    if (pids.length === count && pids.every((pid) => !gone.includes(pid))) return pids;
    if (Date.now() > deadline) throw new Error(`LISTEN connections: ${pids.join(', ')} (cut: ${gone.join(', ')})`);
    await sleep(100);
  }
}

async function expectUp(...nodes: TestApp[]) {
  for (const node of nodes) expect((await call(node.baseUrl, 'GET', '/api/health')).status).toBe(200);
}

describe('scale-out: two API nodes with the PostgreSQL socket.io adapter', () => {
  describe('on the shared test server', () => {
    let databaseUrl: string;
    let nodeA: TestApp;
    let nodeB: TestApp;
    let admin: Client;

    beforeAll(async () => {
      databaseUrl = await createTestDatabase();
      nodeA = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
      nodeB = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
      admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      await waitForListeners(admin, databaseUrl, 2);
    }, 60_000);
    afterAll(async () => {
      await admin?.end();
      await nodeB?.close();
      await nodeA?.close();
    }, 30_000);

    it('delivers a sealed pool `me` over 8 KB pushed by node A to a player socket on node B', async () => {
      const bytes = await sealedPoolCrosses(nodeA, nodeB);
      expect(bytes).toBeGreaterThan(8000);
      await expect(sealedPoolCrosses(nodeB, nodeA)).resolves.toBeGreaterThan(8000);
      // the big payloads went through the attachments table (the adapter deletes them after 30 s)
      const stored = await admin.query<{ n: string }>('SELECT count(*) AS n FROM socket_io_attachments');
      expect(Number(stored.rows[0].n)).toBeGreaterThanOrEqual(2);
    }, 30_000);

    it('survives pg_terminate_backend of the LISTEN connections, five times over, and delivers after', async () => {
      let pids = await waitForListeners(admin, databaseUrl, 2);
      // more cuts than the adapter pool has connections (4): a cut connection must give its slot back
      for (let cut = 0; cut < 5; cut++) {
        await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
        pids = await waitForListeners(admin, databaseUrl, 2, pids);
        await expectUp(nodeA, nodeB);
      }
      await expect(sealedPoolCrosses(nodeA, nodeB)).resolves.toBeGreaterThan(8000);
      await expect(sealedPoolCrosses(nodeB, nodeA)).resolves.toBeGreaterThan(8000);
    }, 90_000);
  });

  describe('on a private server that restarts', () => {
    let server: PrivatePostgres;
    let databaseUrl: string;
    let nodeA: TestApp;
    let nodeB: TestApp;

    beforeAll(async () => {
      server = await startPrivatePostgres();
      const setup = new Client({ connectionString: `${server.url}/postgres` });
      await setup.connect();
      await setup.query('CREATE DATABASE scale_out');
      await setup.end();
      databaseUrl = `${server.url}/scale_out`;
      nodeA = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
      nodeB = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
    }, 60_000);
    let serverStopped = false;
    let nodesClosed = false;
    afterAll(async () => {
      if (!nodesClosed) {
        await nodeB?.close();
        await nodeA?.close();
      }
      if (!serverStopped) await server?.stop();
    }, 60_000);

    it('keeps both nodes up through a database restart, and they deliver across nodes again', async () => {
      const admin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return await work(client);
        } finally {
          await client.end();
        }
      };
      await admin((c) => waitForListeners(c, databaseUrl, 2));
      await expect(sealedPoolCrosses(nodeA, nodeB)).resolves.toBeGreaterThan(8000);

      await server.restart();
      await sleep(500); // both nodes notice the cut connections
      await expectUp(nodeA, nodeB);
      await admin((c) => waitForListeners(c, databaseUrl, 2));
      await expect(sealedPoolCrosses(nodeA, nodeB)).resolves.toBeGreaterThan(8000);
      await expect(sealedPoolCrosses(nodeB, nodeA)).resolves.toBeGreaterThan(8000);
    }, 90_000);

    it('shuts both nodes down while the database is away', async () => {
      await server.stop();
      serverStopped = true;
      await sleep(3000); // the LISTEN connections are cut and the adapters are retrying
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        Promise.all([nodeA.close(), nodeB.close()]).then(() => 'closed'),
        new Promise((r) => (timer = setTimeout(() => r('still closing after 15 s'), 15_000))),
      ]).finally(() => clearTimeout(timer));
      nodesClosed = closed === 'closed';
      expect(closed).toBe('closed');
    }, 30_000);
  });
});
