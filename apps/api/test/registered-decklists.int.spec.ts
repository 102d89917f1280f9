import { legalPremierDeck, SWU_TEST_CARDS } from '@cantina/games/testing';
import type { Card } from '@cantina/games';
import type { RegisteredDecklists } from '@cantina/contract';
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

/** Issue 12 item 8: the organizer reads every registered decklist (and who has none) to print them. */
describe('GET /api/v1/events/{id}/decks (organizer; real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await importFixtures(t, SWU_TEST_CARDS);
  });
  afterAll(() => t.close());

  async function eventWith(names: string[]) {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Premier', game: 'swu', format: 'swu-premier' } })
    ).body;
    const players = [];
    for (const name of names) {
      players.push(
        (await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, { body: { name }, token: ev.organizerToken }))
          .body,
      );
    }
    return { ev, players };
  }
  const decks = (eventId: string, token?: string, query = '') =>
    call<RegisteredDecklists & { code?: string }>(t.baseUrl, 'GET', `/api/v1/events/${eventId}/decks${query}`, {
      token,
    });

  it('lists every player in join order with their registered deck, or null when they registered none', async () => {
    const { ev, players } = await eventWith(['Ana', 'Ben', 'Cy', 'Dee']);
    const [ana, ben, cy, dee] = players;
    const anaDeck = legalPremierDeck();
    const cyDeck = { ...legalPremierDeck(), metadata: { name: 'Cy’s list' } };
    for (const [player, deck] of [
      [ana, anaDeck],
      [cy, cyDeck],
    ] as const) {
      const res = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${player.id}/deck`, {
        body: deck,
        token: player.token,
      });
      expect(res.status).toBe(200);
    }
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${dee.id}/drop`, { token: ev.organizerToken });

    const res = await decks(ev.id, ev.organizerToken);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.offset).toBe(0);
    expect(res.body.players.map((p) => [p.name, p.dropped, p.deck !== null])).toEqual([
      ['Ana', false, true],
      ['Ben', false, false],
      ['Cy', false, true],
      ['Dee', true, false],
    ]);
    expect(res.body.players[0]).toMatchObject({ playerId: ana.id, deck: { leader: anaDeck.leader } });
    expect(res.body.players[2].deck).toMatchObject({ metadata: { name: 'Cy’s list' } });
    expect(res.body.players[1].playerId).toBe(ben.id);
  });

  it('pages with offset and limit (at most 256 a page)', async () => {
    const { ev } = await eventWith(['A', 'B', 'C', 'D', 'E']);
    const page = await decks(ev.id, ev.organizerToken, '?offset=3&limit=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 5, offset: 3 });
    expect(page.body.players.map((p) => p.name)).toEqual(['D', 'E']);
    expect((await decks(ev.id, ev.organizerToken, '?offset=9')).body.players).toEqual([]);
    expect((await decks(ev.id, ev.organizerToken, '?limit=256')).status).toBe(200);
  });

  it('is for the organizer only: 401 without a token, 403 for a player or another organizer, 404 unknown', async () => {
    const { ev, players } = await eventWith(['Ana']);
    const other = await eventWith([]);
    expect((await decks(ev.id)).status).toBe(401);
    expect((await decks(ev.id, players[0].token)).status).toBe(403);
    expect((await decks(ev.id, other.ev.organizerToken)).status).toBe(403);
    expect((await decks('00000000-0000-4000-8000-000000000000', ev.organizerToken)).status).toBe(404);
    expect((await decks('not-an-id', ev.organizerToken)).status).toBeGreaterThanOrEqual(400);
  });

  it('answers hostile paging with a 400 problem, never a 5xx', async () => {
    const { ev } = await eventWith(['Ana']);
    for (const query of [
      '?limit=0',
      '?limit=257',
      '?limit=1e9',
      '?limit=-1',
      '?offset=-1',
      '?offset=10001',
      '?offset=abc',
      '?limit=2.5',
      '?limit=1&limit=2',
      `?limit=${'9'.repeat(400)}`,
    ]) {
      const res = await decks(ev.id, ev.organizerToken, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.contentType).toContain('application/problem+json');
    }
    // A parameter it does not know is ignored.
    expect((await decks(ev.id, ev.organizerToken, '?offset[$gt]=1')).status).toBe(200);
  });
});
