import { io } from 'socket.io-client';
import type { PlayerView } from '@cantina/contract';
import type { DeckList } from '@cantina/games';
import { call, startTestApp, type TestApp } from './test-app';

interface DemoCard {
  id: string;
  type: string;
  rarity: string;
  aspects?: string[];
}

describe('sealed events end to end over the API (demo sets, real PostgreSQL)', () => {
  let t: TestApp;
  let swuCards: Map<string, DemoCard>;
  beforeAll(async () => {
    t = await startTestApp();
    const cards: DemoCard[] = (await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/CDA/cards')).body;
    swuCards = new Map(cards.map((c) => [c.id, c]));
  });
  afterAll(() => t.close());

  async function sealedEvent(seed: string, names: string[], game = 'swu', format = 'swu-sealed') {
    const ev = (await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Sealed', game, format, seed } })).body;
    const players = [];
    for (const name of names) {
      players.push(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } }))
          .body,
      );
    }
    return { ev, players };
  }

  const me = async (eventId: string, token: string) =>
    (await call<PlayerView>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/me`, { token })).body;

  it('opens 6 swu packs per player: 96 cards in the pool, tokens left out, phase done', async () => {
    const { ev, players } = await sealedEvent('seed-a', ['Ana', 'Ben']);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: players[0].token })).status).toBe(409);
    const started = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(started.status).toBe(200);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.status).toBe('deckbuilding');

    const view = await me(ev.id, players[0].token);
    expect(view).toMatchObject({ phase: 'done', pack: null, queue: 0, deadline: null });
    expect(view.pool).toHaveLength(96);
    expect(view.packs).toHaveLength(6);
    for (const pack of view.packs ?? []) expect(pack.cards).toHaveLength(17); // 16 + the token
    const types = view.pool.map((c) => swuCards.get(c.cardId)?.type);
    expect(types.filter((x) => x === 'leader')).toHaveLength(6);
    expect(types).not.toContain('token');
    expect(new Set(view.pool.map((c) => c.instanceId)).size).toBe(96);
  });

  it('gives identical pools for the same seed and different pools for another seed', async () => {
    const pools = async (seed: string) => {
      const { ev, players } = await sealedEvent(seed, ['P1', 'P2', 'P3']);
      await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
      return Promise.all(players.map(async (p) => (await me(ev.id, p.token)).pool.map((c) => c.cardId)));
    };
    const first = await pools('same-seed');
    const second = await pools('same-seed');
    const other = await pools('other-seed');
    expect(second).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first[0]).not.toEqual(first[1]);
  });

  it('keeps pools private: another player gets 403, the organizer may look', async () => {
    const { ev, players } = await sealedEvent('privacy', ['Ana', 'Ben']);
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    const benPool = `/api/v1/events/${ev.id}/players/${players[1].id}/pool`;
    expect((await call(t.baseUrl, 'GET', benPool, { token: players[0].token })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', benPool, { token: players[1].token })).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', benPool, { token: ev.organizerToken })).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/me`, { token: ev.organizerToken })).status).toBe(403);
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(JSON.stringify(view.body)).not.toContain('"pool"');
  });

  it('pushes me to the player over socket.io, on start and on connect', async () => {
    const { ev, players } = await sealedEvent('socket', ['Ana']);
    const socket = io(`${t.baseUrl}/events`, {
      auth: { token: players[0].token },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      const pushed = new Promise<PlayerView>((resolve) => socket.on('me', resolve));
      await new Promise((resolve) => socket.on('event', resolve));
      await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
      expect((await pushed).pool).toHaveLength(96);
    } finally {
      socket.disconnect();
    }
    const again = io(`${t.baseUrl}/events`, {
      auth: { token: players[0].token },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      const onConnect = await new Promise<PlayerView>((resolve) => again.on('me', resolve));
      expect(onConnect.phase).toBe('done');
    } finally {
      again.disconnect();
    }
  });

  it('runs from creation to every player registering a deck built from their own pool', async () => {
    const { ev, players } = await sealedEvent('deck', ['Ana', 'Ben', 'Cy']);
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    const commonBase = [...swuCards.values()].find((c) => c.type === 'base' && c.rarity === 'common') as DemoCard;
    for (const player of players) {
      const pool = (await me(ev.id, player.token)).pool.map((c) => swuCards.get(c.cardId) as DemoCard);
      const leader = pool.find((c) => c.type === 'leader') as DemoCard;
      const counts = new Map<string, number>();
      for (const card of pool.filter((c) => ['unit', 'event', 'upgrade'].includes(c.type)).slice(0, 30)) {
        counts.set(card.id, (counts.get(card.id) ?? 0) + 1);
      }
      const deck: DeckList = {
        metadata: { name: `${player.name}'s sealed deck` },
        leader: { id: leader.id, count: 1 },
        base: { id: commonBase.id, count: 1 },
        deck: [...counts].map(([id, count]) => ({ id, count })),
      };
      const path = `/api/v1/events/${ev.id}/players/${player.id}/deck`;
      const notOwned = [...swuCards.values()].find(
        (c) => ['unit', 'event'].includes(c.type) && !pool.some((p) => p.id === c.id),
      ) as DemoCard;
      const cheating = { ...deck, deck: [...deck.deck, { id: notOwned.id, count: 1 }] };
      const refused = await call(t.baseUrl, 'PUT', path, { body: cheating, token: player.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.map((e: { code: string }) => e.code)).toContain('not-in-pool');
      const ok = await call(t.baseUrl, 'PUT', path, { body: deck, token: player.token });
      expect(ok.body).toEqual({ valid: true });
    }
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(view.body.players.map((p: { deckRegistered: boolean }) => p.deckRegistered)).toEqual([true, true, true]);
  });

  it('opens destiny (8 packs of 5) and swtcg (5 packs of 11) pools with the documented defaults', async () => {
    for (const [game, format, size] of [
      ['destiny', 'destiny-sealed', 40],
      ['swtcg', 'swtcg-sealed', 55],
    ] as const) {
      const { ev, players } = await sealedEvent(`${game}-seed`, ['Solo'], game, format);
      expect(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken })).status,
      ).toBe(200);
      expect((await me(ev.id, players[0].token)).pool).toHaveLength(size);
    }
  });

  it('refuses to start twice, or for anyone but the organizer', async () => {
    const { ev, players } = await sealedEvent('twice', ['Ana']);
    expect((await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: players[0].token })).status).toBe(
      403,
    );
    expect((await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken })).status).toBe(
      200,
    );
    const again = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/start`, { token: ev.organizerToken });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already-started');
  });
});
