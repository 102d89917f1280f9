import { Client as PgClient } from 'pg';
import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PickAck } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

const connect = (baseUrl: string, token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket: Client = io(`${baseUrl}/events`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

const pick = (socket: Client) =>
  new Promise<string>((resolve) =>
    socket.emit('pick', { packId: 'p', instanceId: 'i' }, (ack: PickAck) => resolve(ack.ok ? 'ok' : ack.error.code)),
  );

describe('socket pick limit, counted in the memory of the node that holds the socket', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: Client[] = [];

  beforeAll(async () => {
    nodeA = await startTestApp({ socketPicksPerMinute: 2 });
    nodeB = await startTestApp({ socketPicksPerMinute: 2 }, nodeA.databaseUrl);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await nodeB.close();
    await nodeA.close();
  });

  it('limits a player per node without a database statement per pick; two nodes allow at most twice the limit', async () => {
    const ev = (
      await call(nodeA.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Store draft', game: 'swu', format: 'swu-premier' },
      })
    ).body;
    const ana = (
      await call(nodeA.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name: 'Ana', joinCode: ev.joinCode },
      })
    ).body;
    const onA = await connect(nodeA.baseUrl, ana.token);
    const alsoOnA = await connect(nodeA.baseUrl, ana.token);
    const onB = await connect(nodeB.baseUrl, ana.token);
    sockets.push(onA, alsoOnA, onB);

    // Two sockets on one node share the player's count; a socket on another node has its own.
    const onNodeA = [await pick(onA), await pick(alsoOnA), await pick(onA)];
    const onNodeB = [await pick(onB), await pick(onB), await pick(onB)];
    expect(onNodeA.map((code) => code === 'rate-limited')).toEqual([false, false, true]);
    expect(onNodeB.map((code) => code === 'rate-limited')).toEqual([false, false, true]);

    const db = new PgClient({ connectionString: nodeA.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rate_limit_hits WHERE key LIKE 'socket-pick:%'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
