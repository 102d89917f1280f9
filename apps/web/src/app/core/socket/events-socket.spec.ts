import { TestBed } from '@angular/core/testing';
import type { PlayerView, PublicEventView } from '@cantina/contract';
import { FakeEventsSocket, provideFakeEventsSockets } from '../../../testing/fake-events-socket';
import { ConnectionState, EventsSocket } from './events-socket';
import type { EventsSocketClient } from './events-socket-factory';
import { refusalRetryDelayMs, retryTransientRefusals } from './socket-streams';

const view: PublicEventView = {
  id: 'e1',
  name: 'Friday Draft',
  game: 'swu',
  format: 'swu-draft',
  set: null,
  status: 'registration',
  players: [],
  rounds: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('EventsSocket', () => {
  let opened: FakeEventsSocket[];
  let sockets: EventsSocket;

  beforeEach(() => {
    opened = [];
    TestBed.configureTestingModule({ providers: [provideFakeEventsSockets(opened)] });
    sockets = TestBed.inject(EventsSocket);
  });

  it('opens one socket with the token, lazily, shared by its streams', () => {
    const connection = sockets.connect('tok');
    expect(opened).toHaveLength(0);

    const events: PublicEventView[] = [];
    const states: ConnectionState[] = [];
    const a = connection.event$.subscribe((v) => events.push(v));
    const b = connection.state$.subscribe((s) => states.push(s));
    expect(opened).toHaveLength(1);
    expect(opened[0].auth).toEqual({ token: 'tok' });

    const socket = opened[0];
    socket.serverConnect();
    socket.emitEvent(view);
    socket.serverLost();
    socket.serverConnect();
    expect(events).toEqual([view]);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    a.unsubscribe();
    expect(socket.disconnected).toBe(false);
    b.unsubscribe();
    expect(socket.disconnected).toBe(true);
    expect(socket.listeners('event')).toBe(0);
  });

  it('reports closed when socket.io gives up', () => {
    const states: ConnectionState[] = [];
    const sub = sockets.connect('bad').state$.subscribe((s) => states.push(s));
    const socket = opened[0];
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(states).toEqual(['connecting', 'closed']);
    sub.unsubscribe();
  });

  it('reports reconnecting, not closed, when the server refuses for a while (rate limit, database away)', () => {
    const states: ConnectionState[] = [];
    const sub = sockets.connect('tok').state$.subscribe((s) => states.push(s));
    const socket = opened[0];
    socket.active = false;
    socket.fire('connect_error', new Error('rate-limited'));
    expect(states).toEqual(['connecting', 'reconnecting']);
    sub.unsubscribe();
  });

  it('tries again after a transient refusal, and never after a refused token', () => {
    vi.useFakeTimers();
    try {
      const limited = new FakeEventsSocket({ token: 't' });
      retryTransientRefusals(limited as unknown as EventsSocketClient);
      limited.active = false;
      limited.fire('connect_error', new Error('rate-limited'));
      expect(limited.reconnects).toBe(0);
      vi.advanceTimersByTime(5000);
      expect(limited.reconnects).toBe(1);

      const refused = new FakeEventsSocket({ token: 'bad' });
      retryTransientRefusals(refused as unknown as EventsSocketClient);
      refused.active = false;
      refused.fire('connect_error', new Error('unauthorized'));
      vi.advanceTimersByTime(60_000);
      expect(refused.reconnects).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('spreads retries over 2 to 5 seconds', () => {
    expect(refusalRetryDelayMs(() => 0)).toBe(2000);
    expect(refusalRetryDelayMs(() => 0.999)).toBeLessThan(5000);
  });

  it("streams the player's private view (me) on the same socket", () => {
    const connection = sockets.connect('ptok');
    const seen: PlayerView[] = [];
    const events: PublicEventView[] = [];
    const a = connection.me$.subscribe((me) => seen.push(me));
    const b = connection.event$.subscribe((v) => events.push(v));
    expect(opened).toHaveLength(1);
    const me: PlayerView = {
      phase: 'done',
      packNumber: 0,
      pickNumber: 0,
      passDirection: 'left',
      pack: null,
      queue: 0,
      pool: [{ instanceId: 'i1', cardId: 'CDA_001' }],
      deadline: null,
      packs: [],
    };
    opened[0].emitMe(me);
    opened[0].emitEvent(view);
    expect(seen).toEqual([me]);
    expect(events).toEqual([view]);
    a.unsubscribe();
    expect(opened[0].listeners('me')).toBe(0);
    b.unsubscribe();
    expect(opened[0].disconnected).toBe(true);
  });
  it('streams timer and pod pushes', () => {
    const connection = sockets.connect('tok');
    const timers: { deadline: string | null }[] = [];
    const pods: unknown[] = [];
    const a = connection.pickTimer$.subscribe((t) => timers.push(t));
    const b = connection.pod$.subscribe((p) => pods.push(p));
    opened[0].emitPickTimer('2030-01-01T00:00:00.000Z');
    opened[0].fire('pod', { id: 'pod-a' });
    expect(timers).toEqual([{ deadline: '2030-01-01T00:00:00.000Z' }]);
    expect(pods).toEqual([{ id: 'pod-a' }]);
    a.unsubscribe();
    b.unsubscribe();
    expect(opened[0].disconnected).toBe(true);
  });

  it('replays the latest presence to a dashboard that subscribes after the greeting', () => {
    const connection = sockets.connect('org-tok');
    const sub = connection.event$.subscribe();
    opened[0].fire('presence', { connected: ['p1', 'p2'] });
    opened[0].fire('presence', { connected: ['p1'] });
    const seen: unknown[] = [];
    const late = connection.presence$.subscribe((push) => seen.push(push));
    expect(seen).toEqual([{ connected: ['p1'] }]);
    opened[0].fire('presence', { connected: [] });
    expect(seen).toEqual([{ connected: ['p1'] }, { connected: [] }]);
    late.unsubscribe();
    sub.unsubscribe();
  });

  it("follows the pick clock on pickTimer, not on the contract's timer frame", () => {
    const connection = sockets.connect('ptok');
    const timers: { deadline: string | null }[] = [];
    const sub = connection.pickTimer$.subscribe((t) => timers.push(t));
    opened[0].emitTimerFrame({ deadline: '2030-01-01T00:00:00.000Z' });
    opened[0].emitTimerFrame({ deadline: null, round: 2, paused: true, remainingSeconds: 600 });
    expect(timers).toEqual([]);
    opened[0].emitPickTimer(null);
    expect(timers).toEqual([{ deadline: null }]);
    sub.unsubscribe();
  });

  it('picks with an ack on the open socket', async () => {
    const connection = sockets.connect('ptok');
    const sub = connection.state$.subscribe();
    const picked = connection.pick({ packId: 'pk', instanceId: 'c1' });
    expect(opened[0].emitted.map((e) => [e.name, e.payload])).toEqual([['pick', { packId: 'pk', instanceId: 'c1' }]]);
    const me: PlayerView = {
      phase: 'packs',
      packNumber: 1,
      pickNumber: 2,
      passDirection: 'left',
      pack: null,
      queue: 0,
      pool: [{ instanceId: 'c1', cardId: 'CDA_001' }],
      deadline: null,
    };
    opened[0].ack('pick', { ok: true, me });
    await expect(picked).resolves.toEqual({ ok: true, me });
    sub.unsubscribe();
  });

  it('gives up on a pick without an ack while connected, or without a socket', async () => {
    const connection = sockets.connect('ptok');
    await expect(connection.pick({ packId: 'pk', instanceId: 'c1' })).rejects.toMatchObject({ code: 'network-error' });
    const sub = connection.state$.subscribe();
    opened[0].serverConnect();
    await expect(connection.pick({ packId: 'pk', instanceId: 'c1' }, 5)).rejects.toMatchObject({
      code: 'network-error',
    });
    sub.unsubscribe();
  });

  it('sends a pick again when the connection drops before its ack, and takes the ack of the repeat', async () => {
    const connection = sockets.connect('ptok');
    const sub = connection.state$.subscribe();
    const socket = opened[0];
    socket.serverConnect();
    const command = { packId: 'pk', instanceId: 'c1' };
    const picked = connection.pick(command, 5);
    // The pick probes the connection with a heartbeat beside it.
    expect(socket.emitted.map((e) => e.name)).toEqual(['heartbeat', 'pick']);
    socket.serverLost();
    expect(socket.emitted.filter((e) => e.name === 'pick').map((e) => e.payload)).toEqual([command, command]);
    // Disconnected: no ack clock runs (5 ms would long have passed).
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.serverConnect();
    const me: PlayerView = {
      phase: 'packs',
      packNumber: 1,
      pickNumber: 2,
      passDirection: 'left',
      pack: null,
      queue: 0,
      pool: [{ instanceId: 'c1', cardId: 'CDA_001' }],
      deadline: null,
    };
    // The first emit's ack died with the connection; the repeat's ack answers.
    socket.emitted.splice(
      socket.emitted.findIndex((e) => e.name === 'pick'),
      1,
    );
    socket.ack('pick', { ok: true, me });
    await expect(picked).resolves.toEqual({ ok: true, me });
    sub.unsubscribe();
  });

  it('says reconnecting at once when the device goes offline, until the socket is back', () => {
    const connection = sockets.connect('ptok');
    const states: ConnectionState[] = [];
    const sub = connection.state$.subscribe((s) => states.push(s));
    const socket = opened[0];
    socket.serverConnect();
    window.dispatchEvent(new Event('offline'));
    // Stopped retrying while offline: socket.io's own state would say closed.
    expect(socket.active).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(socket.reconnects).toBe(1);
    socket.serverConnect();
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    sub.unsubscribe();
  });
});
