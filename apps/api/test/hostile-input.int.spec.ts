import { io, type Socket } from 'socket.io-client';
import { call, startTestApp, type TestApp } from './test-app';

/**
 * Issue 9, items 1-3: bodies an attacker would send to the deck and tournament endpoints. Each must
 * be answered with a clear 4xx (or a verdict) quickly, and the process must keep serving.
 * Card ids are from the demo sets, which every Cantina loads (CDD: Destiny, CDA: SWU).
 */

/** `[[[ ... ]]]` nested `depth` levels deep, as raw JSON text. */
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":...}}` nested `depth` levels deep. */
const deepObject = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

const SWU_DECK_CARDS = Array.from({ length: 17 }, (_, i) => `CDA_0${35 + i}`);
function premierDeck(leader: string, base: string) {
  return {
    leader: { id: leader, count: 1 },
    base: { id: base, count: 1 },
    deck: SWU_DECK_CARDS.map((id) => ({ id, count: 3 })),
  };
}

describe('hostile input (issue 9 items 1-3; real app, real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const validate = (body: unknown) => call(t.baseUrl, 'POST', '/api/v1/decks/validate', { body });
  const validateRaw = (rawBody: string) => call(t.baseUrl, 'POST', '/api/v1/decks/validate', { rawBody });
  const health = () => call(t.baseUrl, 'GET', '/api/health');

  async function eventWithPlayers(game: string, format: string, names: string[]) {
    const ev = (await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Hostile', game, format, seed: 'h' } }))
      .body;
    const players: { id: string; token: string }[] = [];
    for (const name of names) {
      const joined = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name, joinCode: ev.joinCode },
      });
      players.push(joined.body);
    }
    return { ev, players };
  }

  describe('item 1: copy, entry and deck counts are bounded before any work', () => {
    it('a Destiny character at count 1,000,000,000 is a fast 400 naming the field, and the server lives on', async () => {
      const started = Date.now();
      const res = await validate({
        game: 'destiny',
        format: 'destiny-standard',
        deck: { base: { id: 'CDD_120', count: 1 }, deck: [{ id: 'CDD_003', count: 1_000_000_000 }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'deck.deck[0].count', code: 'out-of-range' })]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await health()).status).toBe(200);
    });

    it('a realistic over-limit count still gets the game-rule verdicts (too-many-copies, team-points)', async () => {
      const res = await validate({
        game: 'destiny',
        format: 'destiny-standard',
        deck: {
          deck: [
            { id: 'CDD_003', count: 999 },
            { id: 'CDD_107', count: 999 },
          ],
        },
      });
      expect(res.status).toBe(200);
      const codes = res.body.errors.map((e: { code: string }) => e.code);
      expect(codes).toEqual(expect.arrayContaining(['team-points', 'too-many-copies', 'deck-too-large']));
      const points = res.body.errors.find((e: { code: string }) => e.code === 'team-points');
      expect(points.params.points).toBe(999 * 8);
    });

    it('more than 500 entries in a slot is a 400 before any entry is read', async () => {
      const deck = Array.from({ length: 501 }, () => ({ id: 'CDA_035', count: 1 }));
      const res = await validate({ game: 'swu', format: 'swu-premier', deck: { deck } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'deck.deck', code: 'out-of-range' })]);
    });

    it('deck registration (PUT .../deck) has the same bounds', async () => {
      const { ev, players } = await eventWithPlayers('destiny', 'destiny-standard', ['Ana']);
      const res = await call(t.baseUrl, 'PUT', `/api/v1/events/${ev.id}/players/${players[0].id}/deck`, {
        token: players[0].token,
        body: { base: { id: 'CDD_120', count: 1 }, deck: [{ id: 'CDD_003', count: 1_000_000_000 }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'deck.deck[0].count', code: 'out-of-range' })]);
      expect((await health()).status).toBe(200);
    });
  });

  describe('item 2: no deck body holds the event loop', () => {
    /** `n` legal-looking premier decks of 155 different cards each (about 4.3 KB of JSON per deck). */
    const decks = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        metadata: { name: `Deck number ${i}`, author: 'An attacker with a lot of time' },
        leader: { id: `CDA_0${10 + (i % 9)}`, count: 1 },
        base: { id: `CDA_0${19 + (i % 12)}`, count: 1 },
        deck: Array.from({ length: 155 }, (_, k) => ({
          id: `CDA_${String(35 + ((i + k) % 200)).padStart(3, '0')}`,
          count: 1,
        })),
      }));

    it('a Trilogy body of 1,000 decks (several MB) is a fast 413, and health answers meanwhile', async () => {
      const body = JSON.stringify({ game: 'swu', format: 'swu-trilogy', deck: { decks: decks(1000) } });
      expect(body.length).toBeGreaterThan(4_000_000);
      const started = Date.now();
      const pending = validateRaw(body);
      const probe = await health();
      const res = await pending;
      // Refused by its size in values before it is parsed (the parser's own bound, 10 decks, is a 400 out-of-range).
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 413, code: 'payload-too-large' });
      expect(probe.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('more than 10 decks is a 400 naming deck.decks, before any deck is validated', async () => {
      const res = await validateRaw(JSON.stringify({ game: 'swu', format: 'swu-trilogy', deck: { decks: decks(11) } }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'deck.decks', code: 'out-of-range' })]);
    });

    it('a few decks too many is the contract verdict trilogy-deck-count, and nothing else', async () => {
      const res = await validate({ game: 'swu', format: 'swu-trilogy', deck: { decks: decks(7) } });
      expect(res.status).toBe(200);
      expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(['trilogy-deck-count']);
      expect(res.body.errors[0].params).toEqual({ count: 7, required: 3 });
    });

    it('three decks of 500 entries each (the largest accepted Trilogy) are validated, fast', async () => {
      const big = (i: number) => ({
        ...premierDeck(`CDA_00${1 + i}`, `CDA_0${19 + i}`),
        deck: Array.from({ length: 500 }, (_, k) => ({ id: SWU_DECK_CARDS[k % SWU_DECK_CARDS.length], count: 999 })),
      });
      const started = Date.now();
      const res = await validate({ game: 'swu', format: 'swu-trilogy', deck: { decks: [big(0), big(1), big(2)] } });
      expect(res.status).toBe(200);
      expect(res.body.valid).toBe(false);
      expect(res.body.errors.map((e: { code: string }) => e.code)).toContain('too-many-copies');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('a legal Trilogy is still valid', async () => {
      const legal = [
        premierDeck('CDA_001', 'CDA_019'),
        premierDeck('CDA_003', 'CDA_020'),
        premierDeck('CDA_005', 'CDA_021'),
      ];
      // Three decks of 3 copies each would be 9 copies over the three decks: give each deck its own cards.
      const cards = Array.from({ length: 51 }, (_, i) => `CDA_${String(35 + i).padStart(3, '0')}`);
      legal.forEach((deck, d) => (deck.deck = cards.slice(d * 17, d * 17 + 17).map((id) => ({ id, count: 3 }))));
      const res = await validate({ game: 'swu', format: 'swu-trilogy', deck: { decks: legal } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true, errors: [] });
    });
  });

  describe('item 3: bodies nested deeper than 64 levels are 400 body-too-deep on every endpoint', () => {
    const DEEP = 100_000;
    let paths: { method: string; path: string; token?: string }[];

    beforeAll(async () => {
      const draft = await eventWithPlayers('swu', 'swu-draft', ['Ana', 'Ben']);
      await call(t.baseUrl, 'POST', `/api/v1/events/${draft.ev.id}/start`, { token: draft.ev.organizerToken });
      const swiss = await eventWithPlayers('swu', 'swu-premier', ['Cy', 'Di']);
      const round = await call(t.baseUrl, 'POST', `/api/v1/events/${swiss.ev.id}/rounds`, {
        token: swiss.ev.organizerToken,
      });
      if (round.status !== 201 && round.status !== 200) throw new Error(`pairing: ${JSON.stringify(round.body)}`);
      const matchId = round.body.matches[0].id;
      paths = [
        { method: 'POST', path: '/api/v1/decks/validate' },
        { method: 'POST', path: `/api/v1/events/${draft.ev.id}/picks`, token: draft.players[0].token },
        { method: 'POST', path: `/api/v1/matches/${matchId}/result`, token: swiss.ev.organizerToken },
        { method: 'POST', path: `/api/v1/events/${swiss.ev.id}/top-cut`, token: swiss.ev.organizerToken },
        // Takes no body at all.
        { method: 'POST', path: `/api/v1/events/${draft.ev.id}/pods`, token: draft.ev.organizerToken },
        { method: 'POST', path: '/api/v1/events' },
      ];
    });

    it.each([
      ['arrays', deepArray(DEEP)],
      ['objects', deepObject(DEEP)],
      ['arrays under a valid-looking body', `{"game":"swu","format":"swu-premier","deck":${deepArray(DEEP)}}`],
    ])('100,000 nested %s', async (_kind, rawBody) => {
      for (const { method, path, token } of paths) {
        const res = await call(t.baseUrl, method, path, { rawBody, token });
        expect({ path, status: res.status, code: res.body?.code }).toEqual({
          path,
          status: 400,
          code: 'body-too-deep',
        });
      }
      expect((await health()).status).toBe(200);
    });

    it('65 levels is too deep; 64 levels, and brackets inside strings, are not', async () => {
      const at = (depth: number) =>
        `{"game":"swu","format":"swu-premier","deck":{"metadata":${deepObject(depth - 2)}}}`;
      expect((await validateRaw(at(65))).body.code).toBe('body-too-deep');
      const ok = await validateRaw(at(64));
      expect(ok.body.code).not.toBe('body-too-deep');
      const quoted = `{"game":"swu","format":"swu-premier","deck":{"metadata":{"name":"${'[{'.repeat(40)}\\"[[["}}}`;
      expect((await validateRaw(quoted)).body.code).not.toBe('body-too-deep');
    });

    it('a body of more than 500,000 values is 413 before it is parsed, on any endpoint', async () => {
      const rawBody = `[${'0,'.repeat(600_000)}0]`;
      for (const { method, path, token } of paths) {
        const res = await call(t.baseUrl, method, path, { rawBody, token });
        expect({ path, status: res.status, code: res.body?.code }).toEqual({
          path,
          status: 413,
          code: 'payload-too-large',
        });
      }
    });

    it('150,000 small objects in one field are 413 except on a set import (class-transformer would copy them all)', async () => {
      const rawBody = `{"packId":[${'{},'.repeat(150_000)}{}],"instanceId":"x"}`;
      const pick = paths.find((p) => p.path.endsWith('/picks'));
      if (!pick) throw new Error('no picks path in the table');
      const res = await call(t.baseUrl, 'POST', pick.path, { rawBody, token: pick.token });
      expect({ status: res.status, code: res.body?.code }).toEqual({ status: 413, code: 'payload-too-large' });
      const setImport = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
        rawBody: `{"game":"swu","code":"BIG","name":"Big","cards":[${'{},'.repeat(150_000)}{}]}`,
        token: 'test-admin-token-0123456789',
      });
      expect(setImport.status).toBe(400);
      expect(setImport.body.code).toBe('invalid-card-set');
    });

    it('an object of 60,000 keys is 413 before class-transformer walks it (its duplicate-key check is quadratic)', async () => {
      const wide = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
      const rawBody = `{"name":"Wide","game":${wide},"format":"swu-premier"}`;
      const pending = call(t.baseUrl, 'POST', '/api/v1/events', { rawBody });
      const probe = await health();
      const res = await pending;
      expect({ status: res.status, code: res.body?.code }).toEqual({ status: 413, code: 'payload-too-large' });
      expect(probe.status).toBe(200);
    });

    it('a deeply nested socket pick is refused in the ack and the server keeps serving', async () => {
      const draft = await eventWithPlayers('swu', 'swu-draft', ['Eve', 'Fay']);
      await call(t.baseUrl, 'POST', `/api/v1/events/${draft.ev.id}/start`, { token: draft.ev.organizerToken });
      const socket: Socket = io(`${t.baseUrl}/events`, {
        auth: { token: draft.players[0].token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      try {
        await new Promise((resolve) => socket.on('identity', resolve));
        // The client library walks payloads recursively, so the deepest it can send is a few thousand.
        let deep: unknown = 'x';
        for (let i = 0; i < 3000; i++) deep = [deep];
        const ack = await socket.timeout(5000).emitWithAck('pick', { packId: deep, instanceId: 'x' });
        expect(ack).toMatchObject({ ok: false, error: { status: 400 } });
        // 10,000 levels as a raw socket.io packet (20 KB, under the 64 KB message limit).
        socket.io.engine.write(`2/events,["pick",${deepArray(10_000)}]`);
        const after = await socket.timeout(5000).emitWithAck('pick', { packId: 'x', instanceId: 'y' });
        expect(after).toMatchObject({ ok: false });
        expect((await health()).status).toBe(200);
      } finally {
        socket.disconnect();
      }
    });

    it('a socket message over 64 KB closes only that connection; the server keeps serving', async () => {
      const draft = await eventWithPlayers('swu', 'swu-draft', ['Gil', 'Hal']);
      const socket: Socket = io(`${t.baseUrl}/events`, {
        auth: { token: draft.players[0].token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      try {
        await new Promise((resolve) => socket.on('identity', resolve));
        const closed = new Promise((resolve) => socket.on('disconnect', resolve));
        // 100,000 levels: 200 KB, over the limit; without it the server would parse the whole packet.
        socket.io.engine.write(`2/events,["pick",${deepArray(DEEP)}]`);
        await closed;
        expect((await health()).status).toBe(200);
      } finally {
        socket.disconnect();
      }
    });
  });
});
