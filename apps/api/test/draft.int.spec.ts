import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PickAck, PlayerView } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

interface DemoCard {
  id: string;
  type: string;
  rarity: string;
}

/** A player on a phone: picks the first card of every pack that reaches them, over the socket. */
function drafter(baseUrl: string, token: string): { socket: Client; done: Promise<PlayerView>; acks: PickAck[] } {
  const socket: Client = io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true });
  const acks: PickAck[] = [];
  let pending: string | null = null;
  const sent = new Set<string>();
  let latest: PlayerView | null = null;
  const done = new Promise<PlayerView>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('draft did not finish in 60 s')), 60_000);
    const onView = (me: PlayerView) => {
      if (me.phase === 'done') {
        clearTimeout(timer);
        resolve(me);
        return;
      }
      if (!me.pack || pending === me.pack.id) return;
      // Each pick once: the push and the ack of the previous pick both show the next pack (a pack comes back
      // with fewer cards). A client resending on every view multiplies its picks past the rate limit.
      const pick = `${me.pack.id}/${me.pack.cards.length}`;
      if (sent.has(pick)) return;
      sent.add(pick);
      pending = me.pack.id;
      socket.emit('pick', { packId: me.pack.id, instanceId: me.pack.cards[0].instanceId }, (ack) => {
        acks.push(ack);
        pending = null;
        // A refused pick (a view that went stale) waits for a newer view rather than retrying the same one.
        if (ack.ok) onView(ack.me);
        else if (latest && latest !== me) onView(latest);
      });
    };
    socket.on('me', (me: PlayerView) => {
      latest = me;
      onView(me);
    });
  });
  return { socket, done, acks };
}

describe('live draft over socket.io (8 real clients, real PostgreSQL)', () => {
  let t: TestApp;
  let cards: Map<string, DemoCard>;
  beforeAll(async () => {
    t = await startTestApp();
    const list: DemoCard[] = (await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/CDA/cards')).body;
    cards = new Map(list.map((c) => [c.id, c]));
  });
  afterAll(() => t.close());

  async function draftEvent(names: string[], settings: Record<string, unknown> = {}) {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: {
          name: 'Draft',
          game: 'swu',
          format: 'swu-draft',
          seed: 'draft-seed',
          settings: { pickTimer: 'off', ...settings },
        },
      })
    ).body;
    const players = [];
    for (const name of names) {
      players.push(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } }))
          .body,
      );
    }
    return { ev, players };
  }

  it('seats players into even pods, reproducibly from the seed', async () => {
    const { ev } = await draftEvent(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'], { podSize: 8, bots: false });
    const pods = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods`, { token: ev.organizerToken });
    expect(pods.status).toBe(201);
    expect(pods.body.map((p: { seats: unknown[] }) => p.seats.length)).toEqual([5, 5]);
    const again = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods`, { token: ev.organizerToken });
    expect(again.body.map((p: { seats: unknown[] }) => p.seats)).toEqual(
      pods.body.map((p: { seats: unknown[] }) => p.seats),
    );
  });

  it('runs an 8-seat swu draft to the end: 3 leaders + 42 cards each, and registration from the pool', async () => {
    const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
    const { ev, players } = await draftEvent(names);
    const clients = players.map((p) => drafter(t.baseUrl, p.token));
    try {
      await Promise.all(clients.map((c) => new Promise((resolve) => c.socket.on('event', resolve))));
      const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
      expect(started.body).toEqual({ status: 'drafting' });
      const finals = await Promise.all(clients.map((c) => c.done));
      // Everyone's drafted leaders are public in swu: 8 seats x 3 leaders, the same list for every player.
      expect(finals[0].leaders?.map((l) => l.cards.length)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
      expect(finals[1].leaders).toEqual(finals[0].leaders);
      for (const [i, view] of finals.entries()) {
        const types = view.pool.map((c) => cards.get(c.cardId)?.type);
        expect(types.filter((x) => x === 'leader')).toHaveLength(3);
        expect(view.pool).toHaveLength(45);
        expect(clients[i].acks.every((a) => a.ok)).toBe(true);
      }
      const allInstances = finals.flatMap((v) => v.pool.map((c) => c.instanceId));
      expect(new Set(allInstances).size).toBe(allInstances.length);
      await new Promise((r) => setTimeout(r, 200));
      expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.status).toBe('deckbuilding');

      // The whole log is the organizer's until the event is finished (contract rev 2; players: draft-log-privacy spec).
      const log = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`, { token: ev.organizerToken });
      expect(log.status).toBe(200);
      expect(log.body.picks).toHaveLength(8 * 45);
      expect(log.body.packs).toHaveLength(8 * 4);

      const pool = finals[0].pool.map((c) => cards.get(c.cardId) as DemoCard);
      const leader = pool.find((c) => c.type === 'leader') as DemoCard;
      const base = [...cards.values()].find((c) => c.type === 'base' && c.rarity === 'common') as DemoCard;
      const counts = new Map<string, number>();
      for (const card of pool.filter((c) => ['unit', 'event', 'upgrade'].includes(c.type)).slice(0, 30)) {
        counts.set(card.id, (counts.get(card.id) ?? 0) + 1);
      }
      const deck = {
        leader: { id: leader.id, count: 1 },
        base: { id: base.id, count: 1 },
        deck: [...counts].map(([id, count]) => ({ id, count })),
      };
      const registered = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${players[0].id}/deck`, {
        body: deck,
        token: players[0].token,
      });
      expect(registered.body).toEqual({ valid: true });
    } finally {
      clients.forEach((c) => c.socket.disconnect());
    }
    // 328 acknowledged picks: ~13 s alone, over 30 s on a 2-core machine busy with the rest of the suite.
  }, 90_000);

  it('answers picks over REST: 409 for a pack not at the head, idempotent repeats, no peeking', async () => {
    const { ev, players } = await draftEvent(['Ana', 'Ben'], { podSize: 4, bots: true });
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    const me: PlayerView = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[0].token }))
      .body;
    expect(me.phase).toBe('leaders');
    expect(me.packNumber).toBe(0);
    expect(me.pack?.cards).toHaveLength(3);
    const other: PlayerView = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[1].token }))
      .body;
    const picksPath = `/api/v1/events/${ev.id}/picks`;

    const wrong = await call(t.baseUrl, 'POST', picksPath, {
      body: { packId: other.pack?.id, instanceId: other.pack?.cards[0].instanceId },
      token: players[0].token,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.contentType).toContain('application/problem+json');
    const notInPack = await call(t.baseUrl, 'POST', picksPath, {
      body: { packId: me.pack?.id, instanceId: 'nope' },
      token: players[0].token,
    });
    expect(notInPack.status).toBe(409);

    const body = { packId: me.pack?.id, instanceId: me.pack?.cards[1].instanceId };
    const first = await call<PlayerView>(t.baseUrl, 'POST', picksPath, { body, token: players[0].token });
    expect(first.status).toBe(200);
    expect(first.body.pool.map((c) => c.instanceId)).toContain(body.instanceId);
    const repeat = await call<PlayerView>(t.baseUrl, 'POST', picksPath, { body, token: players[0].token });
    expect(repeat.status).toBe(200);
    expect(repeat.body.pool.filter((c) => c.instanceId === body.instanceId)).toHaveLength(1);

    expect((await call(t.baseUrl, 'POST', picksPath, { body, token: ev.organizerToken })).status).toBe(403);
    expect((await call(t.baseUrl, 'POST', picksPath, { body: { packId: 3 }, token: players[0].token })).status).toBe(
      400,
    );
    expect(
      (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`, { token: players[0].token })).status,
    ).toBe(403);
    expect(
      (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`, { token: ev.organizerToken })).status,
    ).toBe(200);
  });

  it('lets the organizer pause a pod and hand a seat to a bot, and the player take it back', async () => {
    const { ev, players } = await draftEvent(['Ana', 'Ben'], { podSize: 2, bots: false });
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    const pods = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/pods`, { token: ev.organizerToken })).body;
    const podId = pods[0].id;
    const paused = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods/${podId}/pause`, {
      token: ev.organizerToken,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    const me: PlayerView = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[0].token }))
      .body;
    const blocked = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/picks`, {
      body: { packId: me.pack?.id, instanceId: me.pack?.cards[0].instanceId },
      token: players[0].token,
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('draft-paused');
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods/${podId}/resume`, { token: ev.organizerToken });

    const seatOfAna = pods[0].seats.find((s: { playerId: string }) => s.playerId === players[0].id).seat;
    const handed = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods/${podId}/seats/${seatOfAna}/bot`, {
      token: ev.organizerToken,
    });
    expect(handed.status).toBe(200);
    expect(handed.body.seats[seatOfAna].botControlled).toBe(true);
    const back = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/take-back`, { token: players[0].token });
    expect(back.status).toBe(200);
    const pod = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/pods`, { token: ev.organizerToken })).body[0];
    expect(pod.seats[seatOfAna].botControlled).toBe(false);
    expect(
      (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/pods/${podId}/pause`, { token: players[0].token }))
        .status,
    ).toBe(403);
  });
});
