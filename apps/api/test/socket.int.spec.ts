import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PublicEventView } from '@cantina/contract';
import { call, createTestDatabase, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

function connect(baseUrl: string, token: string): Client {
  return io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
}

/** Resolves with the first `event` push matching the predicate. */
function nextEvent(socket: Client, predicate: (view: PublicEventView) => boolean): Promise<PublicEventView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching event push within 5 s')), 5000);
    const listener = (view: PublicEventView) => {
      if (!predicate(view)) return;
      clearTimeout(timer);
      socket.off('event', listener);
      resolve(view);
    };
    socket.on('event', listener);
  });
}

async function createEvent(baseUrl: string) {
  return (
    await call(baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Live', game: 'destiny', format: 'destiny-standard' },
    })
  ).body;
}

describe('socket.io /events namespace (real clients, real PostgreSQL)', () => {
  let t: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('refuses a connection without a valid token', async () => {
    const socket = connect(t.baseUrl, 'wrong');
    sockets.push(socket);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });

  it('pushes the event view on connect and whenever a player joins or drops', async () => {
    const ev = await createEvent(t.baseUrl);
    const organizer = connect(t.baseUrl, ev.organizerToken);
    sockets.push(organizer);
    const first = await nextEvent(organizer, () => true);
    expect(first).toMatchObject({ id: ev.id, players: [] });

    const joined = nextEvent(organizer, (v) => v.players.length === 1);
    const ana = (
      await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name: 'Ana', joinCode: ev.joinCode } })
    ).body;
    expect((await joined).players).toEqual([{ id: ana.id, name: 'Ana', dropped: false, deckRegistered: false }]);

    const player = connect(t.baseUrl, ana.token);
    sockets.push(player);
    const identity = await new Promise((resolve) => player.on('identity', resolve));
    expect(identity).toEqual({ role: 'player', eventId: ev.id, playerId: ana.id });

    const droppedForOrganizer = nextEvent(organizer, (v) => v.players[0]?.dropped === true);
    const droppedForPlayer = nextEvent(player, (v) => v.players[0]?.dropped === true);
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${ana.id}/drop`, { token: ana.token });
    await expect(droppedForOrganizer).resolves.toMatchObject({ id: ev.id });
    await expect(droppedForPlayer).resolves.toMatchObject({ id: ev.id });
  });

  it('answers a pick from an organizer, without a body or without an ack, and keeps the socket', async () => {
    const ev = await createEvent(t.baseUrl);
    const organizer = connect(t.baseUrl, ev.organizerToken);
    sockets.push(organizer);
    await nextEvent(organizer, () => true);
    const byOrganizer = await organizer.timeout(5000).emitWithAck('pick', { packId: 'p', instanceId: 'i' });
    expect(byOrganizer).toMatchObject({ ok: false, error: { status: 403, code: 'forbidden' } });
    const raw = organizer as unknown as Socket;
    // an ack alone (no body) and a pick without an ack: the first answered, the second ignored safely
    const ackOnly = await new Promise((resolve) => raw.emit('pick', resolve));
    expect(ackOnly).toMatchObject({ ok: false, error: { status: 403 } });
    raw.emit('pick', { packId: 'p', instanceId: 'i' });
    expect(await organizer.timeout(5000).emitWithAck('heartbeat')).toBe(true);
    expect(organizer.connected).toBe(true);
  });

  it('does not leak one event to another event’s sockets', async () => {
    const a = await createEvent(t.baseUrl);
    const b = await createEvent(t.baseUrl);
    const watcherB = connect(t.baseUrl, b.organizerToken);
    sockets.push(watcherB);
    await nextEvent(watcherB, () => true);
    const seen: string[] = [];
    watcherB.on('event', (v) => seen.push(v.id));
    await call(t.baseUrl, 'POST', `/api/v1/events/${a.id}/players`, { body: { name: 'Zed', joinCode: a.joinCode } });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.filter((id) => id === a.id)).toEqual([]);
  });
});

describe('scale-out: two API nodes with the PostgreSQL socket.io adapter', () => {
  it('delivers a join made on node B to a socket connected to node A', async () => {
    const databaseUrl = await createTestDatabase();
    const nodeA = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
    const nodeB = await startTestApp({ socketAdapter: 'postgres' }, databaseUrl);
    try {
      const ev = await createEvent(nodeA.baseUrl);
      const organizer = connect(nodeA.baseUrl, ev.organizerToken);
      try {
        await nextEvent(organizer, () => true);
        const joined = nextEvent(organizer, (v) => v.players.some((p) => p.name === 'Via B'));
        const res = await call(nodeB.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
          body: { name: 'Via B', joinCode: ev.joinCode },
        });
        expect(res.status).toBe(201);
        await expect(joined).resolves.toMatchObject({ id: ev.id });
      } finally {
        organizer.disconnect();
      }
    } finally {
      await nodeB.close();
      await nodeA.close();
    }
  });
});
