import { legalDestinyDeck, legalPremierDeck, DESTINY_TEST_CARDS, SWU_TEST_CARDS } from '@cantina/games/testing';
import type { Card } from '@cantina/games';
import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

async function importFixtures(t: TestApp, cards: readonly Card[]) {
  const bySet = new Map<string, Card[]>();
  for (const card of cards) bySet.set(card.set, [...(bySet.get(card.set) ?? []), card]);
  for (const [code, setCards] of bySet) {
    const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
      body: { game: setCards[0].game, code, name: `fixtures ${code}`, cards: setCards, booster: null },
      token: ADMIN,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
}

describe('deck registration (constructed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await importFixtures(t, [...SWU_TEST_CARDS, ...DESTINY_TEST_CARDS]);
  });
  afterAll(() => t.close());

  async function eventWithPlayers(game: string, format: string) {
    const ev = (await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Constructed', game, format } })).body;
    const join = async (name: string) =>
      (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name, joinCode: ev.joinCode } }))
        .body;
    return { ev, ana: await join('Ana'), ben: await join('Ben') };
  }

  it('registers a legal deck, shows it as registered, and lets its owner and the organizer read it back', async () => {
    const { ev, ana, ben } = await eventWithPlayers('swu', 'swu-premier');
    const deck = legalPremierDeck();
    const path = `/api/v1/events/${ev.id}/players/${ana.id}/deck`;
    const res = await call(t.baseUrl, 'PUT', path, { body: deck, token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true });

    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(view.body.players.map((p: { name: string; deckRegistered: boolean }) => [p.name, p.deckRegistered])).toEqual(
      [
        ['Ana', true],
        ['Ben', false],
      ],
    );
    expect((await call(t.baseUrl, 'GET', path, { token: ana.token })).body).toMatchObject({ leader: deck.leader });
    expect((await call(t.baseUrl, 'GET', path, { token: ev.organizerToken })).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', path, { token: ben.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'PUT', path, { body: deck, token: ben.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'PUT', path, { body: deck })).status).toBe(401);
  });

  it('answers an illegal deck with 422 and every broken rule, and stores nothing', async () => {
    const { ev, ana } = await eventWithPlayers('swu', 'swu-premier');
    const deck = legalPremierDeck();
    deck.deck = deck.deck.slice(0, 3);
    const res = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${ana.id}/deck`, {
      body: deck,
      token: ana.token,
    });
    expect(res.status).toBe(422);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('invalid-deck');
    expect(res.body.errors.map((e: { code: string }) => e.code)).toContain('deck-too-small');
    const view = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`);
    expect(view.body.players[0].deckRegistered).toBe(false);
  });

  it('lets the organizer register for a player, and replaces an earlier deck', async () => {
    const { ev, ben } = await eventWithPlayers('destiny', 'destiny-standard');
    const path = `/api/v1/events/${ev.id}/players/${ben.id}/deck`;
    expect((await call(t.baseUrl, 'PUT', path, { body: legalDestinyDeck(), token: ev.organizerToken })).status).toBe(
      200,
    );
    const changed = legalDestinyDeck();
    changed.metadata = { name: 'Second try' };
    expect((await call(t.baseUrl, 'PUT', path, { body: changed, token: ben.token })).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', path, { token: ben.token })).body.metadata).toEqual({ name: 'Second try' });
  });

  it('refuses a malformed deck with 400 and an unknown player with 404', async () => {
    const { ev, ana } = await eventWithPlayers('swu', 'swu-premier');
    const bad = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${ana.id}/deck`, {
      body: { deck: 'lots of cards' },
      token: ana.token,
    });
    expect(bad.status).toBe(400);
    const unknown = await call(
      t.baseUrl,
      'PUT',
      `/api/v1/events/${ev.id}/players/00000000-0000-4000-8000-000000000000/deck`,
      {
        body: legalPremierDeck(),
        token: ev.organizerToken,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a limited deck before the pools are open (409)', async () => {
    const { ev, ana } = await eventWithPlayers('swu', 'swu-sealed');
    const res = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${ana.id}/deck`, {
      body: legalPremierDeck(),
      token: ana.token,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('not-started');
  });
});
