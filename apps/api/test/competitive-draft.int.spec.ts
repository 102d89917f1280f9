import { io, type Socket } from 'socket.io-client';
import type { EventsClientToServer, EventsServerToClient, PlayerView } from '@cantina/contract';
import { call, startTestApp, type TestApp } from './test-app';

type Client = Socket<EventsServerToClient, EventsClientToServer>;

/**
 * A phone in a competitive draft: picks the first card of every pack of the leader round and pack 1
 * over the socket, keeps every `me` push, and stops picking once pack 2 is open.
 */
function drafter(baseUrl: string, token: string) {
  const socket: Client = io(`${baseUrl}/events`, { auth: { token }, transports: ['websocket'], forceNew: true });
  const views: PlayerView[] = [];
  let pending: string | null = null;
  const waiters: { predicate: (me: PlayerView) => boolean; resolve: (me: PlayerView) => void }[] = [];
  const onView = (me: PlayerView) => {
    for (const w of waiters.filter((x) => x.predicate(me))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(me);
    }
    if (!me.pack || me.packNumber > 1 || pending === me.pack.id) return;
    pending = me.pack.id;
    socket.emit('pick', { packId: me.pack.id, instanceId: me.pack.cards[0].instanceId }, (ack) => {
      pending = null;
      if (ack.ok) onView(ack.me);
    });
  };
  socket.on('me', (me) => {
    views.push(me);
    onView(me);
  });
  const until = (predicate: (me: PlayerView) => boolean, ms: number) =>
    new Promise<PlayerView>((resolve, reject) => {
      const found = views.find(predicate);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching me push within ${ms} ms`)), ms);
      waiters.push({ predicate, resolve: (me) => (clearTimeout(timer), resolve(me)) });
    });
  return { socket, views, until };
}

describe('competitive limited over socket.io: the pool only between packs (contract rev 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('hides the pool during the leader round and pack 1, shows it in the review, hides it when pack 2 opens', async () => {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', {
        body: {
          name: 'Competitive',
          game: 'swu',
          format: 'swu-draft',
          seed: 'competitive-seed',
          settings: { pickTimer: 'competitive', podSize: 2, bots: false },
        },
      })
    ).body;
    const players: { id: string; token: string }[] = [];
    for (const name of ['Ana', 'Ben']) {
      const joined = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name, joinCode: ev.joinCode },
      });
      players.push(joined.body);
    }
    const phones = players.map((p) => drafter(t.baseUrl, p.token));
    try {
      await Promise.all(phones.map((p) => new Promise((resolve) => p.socket.on('event', resolve))));
      await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
      const during = (
        await call<PlayerView>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[0].token })
      ).body;
      expect(during).toMatchObject({ pool: [], poolHidden: true });
      // The pool route (Cantina addition) is the same view: no way round the rule.
      const poolRoute = await call<PlayerView>(
        t.baseUrl,
        'GET',
        `/api/v1/events/${ev.id}/players/${players[0].id}/pool`,
        {
          token: players[0].token,
        },
      );
      expect(poolRoute.body).toMatchObject({ pool: [], poolHidden: true });

      // Pack 1 over: the review, with the whole pool (3 leaders + 14 cards) and no pack.
      const review = await phones[0].until((me) => me.poolHidden === false, 30_000);
      expect(review).toMatchObject({ phase: 'packs', packNumber: 2, pack: null, deadline: null });
      expect(review.pool).toHaveLength(17);
      const reviewEnd = Date.parse(review.reviewUntil as string);
      expect(reviewEnd - Date.now()).toBeGreaterThan(20_000);
      expect(reviewEnd - Date.now()).toBeLessThanOrEqual(30_000);
      const rest = await call<PlayerView>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[0].token });
      expect(rest.body).toMatchObject({ poolHidden: false, reviewUntil: review.reviewUntil });
      expect(rest.body.pool).toEqual(review.pool);
      // No picking ahead during the review: the next pack is not open yet.
      const log = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/draft-log`, { token: ev.organizerToken }))
        .body as { packs: { id: string; packNumber: number; seat: number; cards: { instanceId: string }[] }[] };
      const packTwo = log.packs.find((p) => p.packNumber === 2 && p.seat === 0) ?? log.packs[0];
      const early = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/picks`, {
        body: { packId: packTwo.id, instanceId: packTwo.cards[0].instanceId },
        token: players[0].token,
      });
      expect(early.status).toBe(409);

      // Every push before the review hid the pool.
      const beforeReview = phones[0].views.slice(0, phones[0].views.indexOf(review));
      expect(beforeReview.length).toBeGreaterThan(10);
      expect(beforeReview.every((me) => me.poolHidden === true && me.pool.length === 0)).toBe(true);

      // The ticker opens pack 2 when the review ends: the pool is hidden again.
      const opened = await phones[0].until((me) => me.packNumber === 2 && me.pack !== null, 40_000);
      expect(Date.now()).toBeGreaterThanOrEqual(reviewEnd);
      expect(opened).toMatchObject({ pool: [], poolHidden: true });
      expect(opened.reviewUntil).toBeUndefined();
      expect(Date.parse(opened.deadline as string) - reviewEnd).toBeGreaterThanOrEqual(60_000);
    } finally {
      phones.forEach((p) => p.socket.disconnect());
    }
  }, 120_000);
});
