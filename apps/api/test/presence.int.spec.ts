// Issue 12 item 6: the organizer's draft dashboard shows which phones are connected. Presence is read
// from the sockets themselves over the socket.io adapter, so with two API nodes on one database
// (SOCKET_ADAPTER=postgres) a phone on the other node counts and its going away is seen.
import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PresencePush } from '@cantina/contract';
import { call, createTestDatabase, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

const PUSH_TIMEOUT_MS = 5000;

function connect(baseUrl: string, token: string): Client {
  return io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
}

/** Resolves with the first `presence` push matching the predicate. */
function nextPresence(socket: Client, predicate: (presence: PresencePush) => boolean): Promise<PresencePush> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no matching presence push within ${PUSH_TIMEOUT_MS} ms`)),
      PUSH_TIMEOUT_MS,
    );
    const listener = (presence: PresencePush) => {
      if (!predicate(presence)) return;
      clearTimeout(timer);
      socket.off('presence', listener);
      resolve(presence);
    };
    socket.on('presence', listener);
  });
}

describe('player presence for the organizer (two nodes, postgres adapter)', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: Client[] = [];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    nodeA = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
    nodeB = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await nodeB?.close();
    await nodeA?.close();
  });

  it('tells the organizer on one node who is connected on the other, and who left', async () => {
    const ev = (
      await call(nodeA.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Presence', game: 'swu', format: 'swu-draft' },
      })
    ).body;
    const players = [];
    for (const name of ['Ana', 'Ben']) {
      const joined = await call(nodeA.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name, joinCode: ev.joinCode },
      });
      expect(joined.status).toBe(201);
      players.push(joined.body as { id: string; token: string });
    }
    const [ana, ben] = players;

    // Ana's phone is on node B before the organizer connects to node A: the greeting carries her.
    const anaPhone = connect(nodeB.baseUrl, ana.token);
    sockets.push(anaPhone);
    await new Promise((resolve) => anaPhone.once('identity', resolve));
    const organizer = connect(nodeA.baseUrl, ev.organizerToken);
    sockets.push(organizer);
    await expect(nextPresence(organizer, () => true)).resolves.toEqual({ connected: [ana.id] });

    // Ben connects on node A, a second socket of Ana's on node A; then Ana's first phone goes.
    const both = nextPresence(organizer, (p) => p.connected.length === 2);
    const benPhone = connect(nodeA.baseUrl, ben.token);
    sockets.push(benPhone);
    await expect(both).resolves.toEqual({ connected: [ana.id, ben.id].sort() });

    const anaTablet = connect(nodeA.baseUrl, ana.token);
    sockets.push(anaTablet);
    await new Promise((resolve) => anaTablet.once('identity', resolve));
    anaPhone.disconnect();
    // Still two: Ana is connected through her other socket.
    const benGone = nextPresence(organizer, (p) => !p.connected.includes(ben.id));
    benPhone.disconnect();
    await expect(benGone).resolves.toEqual({ connected: [ana.id] });

    const nobody = nextPresence(organizer, (p) => p.connected.length === 0);
    anaTablet.disconnect();
    await expect(nobody).resolves.toEqual({ connected: [] });
  });

  it('answers a heartbeat at once, without a database round trip', async () => {
    const ev = (
      await call(nodeA.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Heartbeat', game: 'destiny', format: 'destiny-standard' },
      })
    ).body;
    const organizer = connect(nodeB.baseUrl, ev.organizerToken);
    sockets.push(organizer);
    await new Promise((resolve) => organizer.once('identity', resolve));
    await expect(organizer.timeout(PUSH_TIMEOUT_MS).emitWithAck('heartbeat')).resolves.toBe(true);
  });

  it('pings every 10 s and lets a silent socket go after 10 s more (the dots follow a vanished phone)', async () => {
    const ev = (
      await call(nodeA.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Ping', game: 'destiny', format: 'destiny-standard' },
      })
    ).body;
    const organizer = connect(nodeA.baseUrl, ev.organizerToken);
    sockets.push(organizer);
    await new Promise((resolve) => organizer.once('identity', resolve));
    // The handshake's open packet tells the client the server's ping settings.
    const engine = organizer.io.engine as unknown as { _pingInterval: number; _pingTimeout: number };
    expect({ interval: engine._pingInterval, timeout: engine._pingTimeout }).toEqual({
      interval: 10_000,
      timeout: 10_000,
    });
  });
});
