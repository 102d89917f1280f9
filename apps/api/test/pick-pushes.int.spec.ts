import { DataSource } from 'typeorm';
import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PickAck, PlayerView } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

interface Joined {
  id: string;
  token: string;
}

interface Created {
  id: string;
  organizerToken: string;
  joinCode: string;
}

/** A frame a player's socket received: `me`, or one of the two pick clock frames. */
type Frame = { name: 'me'; view: PlayerView } | { name: 'pickTimer' | 'timer'; deadline: string | null };

/** A player's socket that records the frames of their draft, in arrival order. */
class Phone {
  readonly frames: Frame[] = [];
  private readonly waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  constructor(readonly socket: Client) {
    socket.on('me', (view) => this.record({ name: 'me', view }));
    socket.on('pickTimer', (timer) => this.record({ name: 'pickTimer', deadline: timer.deadline }));
    socket.on('timer', (timer) => {
      if ('deadline' in timer) this.record({ name: 'timer', deadline: timer.deadline });
    });
  }

  static async connect(baseUrl: string, token: string): Promise<Phone> {
    const socket: Client = io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true });
    const phone = new Phone(socket);
    // The greeting's `event` frame: the socket is in its rooms from here on.
    await new Promise((resolve) => socket.once('event', resolve));
    return phone;
  }

  /** The first frame recorded from now on (or already recorded since the last `clear`) that passes `test`. */
  next(test: (f: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  clear(): void {
    this.frames.length = 0;
  }

  pick(packId: string, instanceId: string): Promise<PickAck> {
    return new Promise((resolve) => this.socket.emit('pick', { packId, instanceId }, resolve));
  }

  private record(frame: Frame): void {
    this.frames.push(frame);
    for (const waiter of [...this.waiters]) {
      if (waiter.test(frame)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  }
}

const isMe = (f: Frame): f is Extract<Frame, { name: 'me' }> => f.name === 'me';
const isClock = (f: Frame) => f.name === 'pickTimer' || f.name === 'timer';
/** Long enough for frames sent right behind a `me` to arrive: a negative check, not a timing assertion. */
const GRACE_MS = 300;
const grace = () => new Promise((resolve) => setTimeout(resolve, GRACE_MS));

/** A player whose phone sends every pick three times at once (a flaky network resending before any ack). */
function tripleDrafter(baseUrl: string, token: string) {
  const socket: Client = io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true });
  const triples: PickAck[][] = [];
  const sent = new Set<string>();
  let pending = false;
  let latest: PlayerView | null = null;
  const send = (packId: string, instanceId: string) =>
    new Promise<PickAck>((resolve) => socket.emit('pick', { packId, instanceId }, resolve));
  const done = new Promise<PlayerView>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('draft did not finish in 100 s')), 100_000);
    const onView = (me: PlayerView) => {
      if (me.phase === 'done') {
        clearTimeout(timer);
        resolve(me);
        return;
      }
      if (!me.pack || pending) return;
      const pick = `${me.pack.id}/${me.pack.cards.length}`;
      if (sent.has(pick)) return;
      sent.add(pick);
      pending = true;
      const { id } = me.pack;
      const { instanceId } = me.pack.cards[0];
      // All three are emitted before any ack can come back.
      void Promise.all([send(id, instanceId), send(id, instanceId), send(id, instanceId)]).then((acks) => {
        triples.push(acks);
        pending = false;
        const first = acks[0];
        if (first.ok) onView(first.me);
        if (latest) onView(latest);
      });
    };
    socket.on('me', (me: PlayerView) => {
      latest = me;
      onView(me);
    });
  });
  return { socket, done, triples };
}

describe('pick pushes over socket.io (real clients, real PostgreSQL)', () => {
  let t: TestApp;
  const phones: Phone[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    phones.forEach((p) => p.socket.disconnect());
    await t.close();
  }, 30_000);

  async function draftEvent(
    count: number,
    settings: Record<string, unknown>,
  ): Promise<{ ev: Created; players: Joined[] }> {
    const ev: Created = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Pushes', game: 'swu', format: 'swu-draft', seed: 'pushes', settings },
      })
    ).body;
    const players: Joined[] = [];
    for (let i = 0; i < count; i++) {
      players.push(
        (
          await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
            body: { name: `P${i}`, joinCode: ev.joinCode },
          })
        ).body,
      );
    }
    return { ev, players };
  }

  /** Two phones in a 2-seat pod, started, with the start's frames (its `me` and clock) already in. */
  async function startedPair(pickTimer: 'off' | 'casual'): Promise<Phone[]> {
    const { ev, players } = await draftEvent(2, { pickTimer, podSize: 2, bots: false });
    const pair = await Promise.all(players.map((p) => Phone.connect(t.baseUrl, p.token)));
    phones.push(...pair);
    const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);
    // The start sends `me` then the clock frames (a seat's first deadline): wait for the last of them.
    await Promise.all(pair.map((p) => p.next((f) => f.name === 'timer')));
    for (const phone of pair) {
      const me = phone.frames.find(isMe);
      expect(me?.view.pack?.cards.length).toBeGreaterThan(0);
    }
    return pair;
  }

  const packOf = (phone: Phone): { id: string; instanceId: string } => {
    const me = [...phone.frames].reverse().find(isMe);
    const pack = me?.view.pack;
    if (!pack) throw new Error('no pack in the latest me');
    return { id: pack.id, instanceId: pack.cards[0].instanceId };
  };

  it('pickTimer off: a pick pushes `me` and no pickTimer or timer frame', async () => {
    const pair = await startedPair('off');
    const pack = packOf(pair[0]);
    pair.forEach((p) => p.clear());
    const ack = await pair[0].pick(pack.id, pack.instanceId);
    expect(ack.ok).toBe(true);
    const me = (await pair[0].next(isMe)) as Extract<Frame, { name: 'me' }>;
    expect(me.view.pool.map((c) => c.instanceId)).toEqual([pack.instanceId]);
    // The pack went on to the other seat, whose view changed too (one more pack waiting).
    await pair[1].next(isMe);
    await grace();
    for (const phone of pair) {
      expect(phone.frames.filter(isClock)).toEqual([]);
      expect(phone.frames.some(isMe)).toBe(true);
    }
  });

  it('casual timer: a pick that moves a seat deadline sends pickTimer and timer with the deadline of its `me`', async () => {
    const pair = await startedPair('casual');
    // Seat A picks: A's own deadline goes away (no pack left), B's pack arrives behind B's own.
    const first = packOf(pair[0]);
    pair.forEach((p) => p.clear());
    const firstAck = await pair[0].pick(first.id, first.instanceId);
    expect(firstAck.ok && firstAck.me.deadline).toBeNull();
    const cleared = await pair[0].next((f) => f.name === 'timer');
    expect(cleared).toEqual({ name: 'timer', deadline: null });

    // Seat B picks: its pack goes to A, whose clock starts again with a new deadline.
    pair[0].clear();
    await pair[1].next(isMe); // B's view after A's pick (A's pack waits behind B's own)
    const second = packOf(pair[1]);
    const secondAck = await pair[1].pick(second.id, second.instanceId);
    expect(secondAck.ok).toBe(true);
    const timer = await pair[0].next((f) => f.name === 'timer');
    const names = pair[0].frames.map((f) => f.name);
    expect(names).toEqual(['me', 'pickTimer', 'timer']);
    const me = pair[0].frames.find(isMe) as Extract<Frame, { name: 'me' }>;
    expect(me.view.pack).not.toBeNull();
    expect(me.view.deadline).toEqual(expect.any(String));
    expect(Date.parse(me.view.deadline as string)).toBeGreaterThan(Date.now());
    expect(pair[0].frames[1]).toEqual({ name: 'pickTimer', deadline: me.view.deadline });
    expect(timer).toEqual({ name: 'timer', deadline: me.view.deadline });
  });

  it('a phone sending every pick three times at once: three ok acks showing the same pick, 45 picks per seat', async () => {
    const { ev, players } = await draftEvent(8, { pickTimer: 'off', podSize: 8, bots: false });
    const clients = players.map((p) => tripleDrafter(t.baseUrl, p.token));
    try {
      await Promise.all(clients.map((c) => new Promise((resolve) => c.socket.once('event', resolve))));
      const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
      expect(started.status).toBe(200);
      const finals = await Promise.all(clients.map((c) => c.done));
      for (const [i, client] of clients.entries()) {
        expect(finals[i].pool).toHaveLength(45);
        expect(client.triples.length).toBeGreaterThan(0);
        for (const acks of client.triples) {
          expect(acks.map((a) => a.ok)).toEqual([true, true, true]);
          const [first, ...repeats] = acks.map((a) => (a.ok ? a.me : null));
          // The seat's own progress is the same in every answer (a repeat answered after other seats moved
          // may show a longer queue or more leaders, never a different pool).
          const own = (me: typeof first) =>
            me && { packNumber: me.packNumber, pickNumber: me.pickNumber, pool: me.pool };
          for (const me of repeats) expect(own(me)).toEqual(own(first));
        }
      }
      const log = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`, { token: ev.organizerToken });
      expect(log.status).toBe(200);
      const picks = log.body.picks as { seat: number; auto: boolean }[];
      const perSeat = Array.from({ length: 8 }, (_, seat) => picks.filter((p) => p.seat === seat).length);
      expect(perSeat).toEqual([45, 45, 45, 45, 45, 45, 45, 45]);
      // Each person's pick was logged once: one log row per pick that was not the automatic last card.
      const [{ n }] = await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM pod_log l JOIN pods p ON p.id = l.pod_id WHERE p.event_id = $1`, [
          ev.id,
        ]);
      expect(n).toBe(picks.filter((p) => !p.auto).length);
    } finally {
      clients.forEach((c) => c.socket.disconnect());
    }
  }, 120_000);
});
