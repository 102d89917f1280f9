import { randomUUID } from 'node:crypto';
import { call, startTestApp, type TestApp } from './test-app';

const ADMIN = 'test-admin-token-0123456789';

interface Created {
  id: string;
  organizerToken: string;
  joinCode: string;
}
interface Match {
  id: string;
  players: string[];
  bye: boolean;
  loss?: boolean;
}

/** Issue 12, "players at the counter": reinstating a dropped player and removing a card set. */
describe('players at the counter: reinstate and card-set removal (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const createEvent = async (format = 'swu-premier', extra: object = {}): Promise<Created> => {
    const res = await call(t.baseUrl, 'POST', '/api/v1/events', {
      body: { name: 'Counter night', game: 'swu', format, settings: { decklists: 'none' }, ...extra },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const add = async (ev: Created, name: string): Promise<{ id: string; token: string }> => {
    const res = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
      body: { name },
      token: ev.organizerToken,
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const drop = (ev: Created, playerId: string) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${playerId}/drop`, { token: ev.organizerToken });
  const reinstate = (eventId: string, playerId: string, token?: string, body?: unknown) =>
    call(t.baseUrl, 'POST', `/api/v1/events/${eventId}/players/${playerId}/reinstate`, { token, body });
  const pair = async (ev: Created): Promise<{ number: number; matches: Match[] }> => {
    const res = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken });
    expect(res.status).toBe(201);
    return res.body;
  };
  const finish = async (ev: Created, matches: Match[]) => {
    for (const m of matches.filter((x) => !x.bye && !x.loss && x.players.length === 2)) {
      const [a, b] = m.players;
      const res = await call(t.baseUrl, 'POST', `/api/v1/matches/${m.id}/result`, {
        body: { wins: { [a]: 2, [b]: 0 } },
        token: ev.organizerToken,
      });
      expect(res.status).toBe(200);
    }
  };
  const droppedOf = async (ev: Created, playerId: string) =>
    (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.players.find(
      (p: { id: string }) => p.id === playerId,
    )?.dropped;

  it('undoes a drop at once: the player is in again and paired in the next round, nothing counted against them', async () => {
    const ev = await createEvent();
    const players = [];
    for (const name of ['Ana', 'Ben', 'Cy', 'Dee']) players.push(await add(ev, name));
    expect((await drop(ev, players[3].id)).status).toBe(200);
    expect(await droppedOf(ev, players[3].id)).toBe(true);
    const res = await reinstate(ev.id, players[3].id, ev.organizerToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: players[3].id, name: 'Dee', dropped: false });
    expect(await droppedOf(ev, players[3].id)).toBe(false);
    // Reinstating someone who is in changes nothing (a double click is harmless).
    expect((await reinstate(ev.id, players[3].id, ev.organizerToken)).status).toBe(200);
    const round1 = await pair(ev);
    expect(round1.matches.flatMap((m) => m.players)).toContain(players[3].id);
    expect(round1.matches.some((m) => m.bye)).toBe(false);
  });

  it('counts the rounds missed while dropped as assigned losses and pairs the player from the next round', async () => {
    const ev = await createEvent();
    const players = [];
    for (const name of ['Ana', 'Ben', 'Cy', 'Dee']) players.push(await add(ev, name));
    const cy = players[2].id;
    const round1 = await pair(ev);
    await finish(ev, round1.matches);
    expect((await drop(ev, cy)).status).toBe(200);
    const round2 = await pair(ev);
    expect(round2.matches.flatMap((m) => m.players)).not.toContain(cy);
    await finish(ev, round2.matches);

    expect((await reinstate(ev.id, cy, ev.organizerToken)).status).toBe(200);
    const stored = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/2`)).body as { matches: Match[] };
    expect(stored.matches.filter((m) => m.loss)).toEqual([
      expect.objectContaining({ players: [cy], bye: false, loss: true, table: null }),
    ]);
    const standings = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`)).body as {
      playerId: string;
      wins: number;
      losses: number;
      dropped: boolean;
    }[];
    const row = standings.find((s) => s.playerId === cy);
    expect(row).toBeDefined();
    expect((row?.wins ?? 0) + (row?.losses ?? 0)).toBe(2);
    expect(row?.losses).toBeGreaterThanOrEqual(1);
    expect(row?.dropped).toBe(false);
    const round3 = await pair(ev);
    expect(round3.matches.flatMap((m) => m.players)).toContain(cy);
  });

  it('refuses a reinstate once the top cut is made: 409 cannot-reinstate, the player stays dropped', async () => {
    const ev = await createEvent();
    const players = [];
    for (const name of ['Ana', 'Ben', 'Cy', 'Dee', 'Eve']) players.push(await add(ev, name));
    expect((await drop(ev, players[4].id)).status).toBe(200);
    await finish(ev, (await pair(ev)).matches);
    const cut = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/top-cut`, {
      body: { size: 4 },
      token: ev.organizerToken,
    });
    expect(cut.status).toBe(201);
    const res = await reinstate(ev.id, players[4].id, ev.organizerToken);
    expect(res.status).toBe(409);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body.code).toBe('cannot-reinstate');
    expect(await droppedOf(ev, players[4].id)).toBe(true);
  });

  it('answers 404 for an unknown event first, then 401/403 for the token, then 404 for an unknown player', async () => {
    const ev = await createEvent();
    const other = await createEvent();
    const ana = await add(ev, 'Ana');
    await drop(ev, ana.id);
    // Unknown event: 404, with no token, a bad one, or another event's organizer token.
    for (const token of [undefined, 'nope', other.organizerToken, ev.organizerToken]) {
      expect((await reinstate(randomUUID(), ana.id, token)).status).toBe(404);
    }
    expect((await reinstate(ev.id, ana.id)).status).toBe(401);
    expect((await reinstate(ev.id, ana.id, 'not-a-token')).status).toBe(401);
    expect((await reinstate(ev.id, ana.id, other.organizerToken)).status).toBe(403);
    // A player may drop themself, but only the organizer takes a drop back.
    const self = await reinstate(ev.id, ana.id, ana.token);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('forbidden');
    expect(await droppedOf(ev, ana.id)).toBe(true);
    // Unknown or malformed players, and a player of another event, are 404; an over-long id is 400.
    const stranger = await add(other, 'Stranger');
    for (const playerId of [randomUUID(), 'not-an-id', stranger.id, '%00', "1' OR '1'='1"]) {
      const res = await reinstate(ev.id, encodeURIComponent(playerId), ev.organizerToken);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    }
    expect((await reinstate(ev.id, 'x'.repeat(65), ev.organizerToken)).status).toBe(400);
    // A body is ignored; a hostile one is never a 500.
    expect((await reinstate(ev.id, ana.id, ev.organizerToken, { dropped: true, round: -1 })).status).toBe(200);
    expect(await droppedOf(ev, ana.id)).toBe(false);
    const deep = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${ana.id}/reinstate`, {
      rawBody: '['.repeat(100) + ']'.repeat(100),
      token: ev.organizerToken,
    });
    expect(deep.status).toBe(400);
    const broken = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${ana.id}/reinstate`, {
      rawBody: '{"oops":',
      token: ev.organizerToken,
    });
    expect(broken.status).toBe(400);
  });

  describe('DELETE /api/v1/card-sets/{game}/{code}', () => {
    const card = (code: string, number: number) => ({
      id: `${code}_${String(number).padStart(3, '0')}`,
      number,
      name: `Counter Card ${number}`,
      type: 'unit',
      rarity: 'common',
      aspects: ['command'],
      cost: 2,
      unique: false,
      arenas: ['ground'],
      traits: [],
    });
    const importSet = async (code: string) => {
      const res = await call(t.baseUrl, 'POST', '/api/v1/card-sets', {
        body: { game: 'swu', code, name: `Invented ${code}`, cards: [card(code, 1), card(code, 2)], booster: null },
        token: ADMIN,
      });
      expect(res.status).toBe(201);
    };
    const remove = (game: string, code: string, token?: string) =>
      call(t.baseUrl, 'DELETE', `/api/v1/card-sets/${game}/${code}`, { token });
    const listed = async (code: string) =>
      ((await call(t.baseUrl, 'GET', '/api/v1/card-sets?game=swu')).body as { code: string }[]).some(
        (s) => s.code === code,
      );

    it('removes a set and its cards (admin), then it is 404', async () => {
      await importSet('RMV');
      expect(await listed('RMV')).toBe(true);
      const res = await remove('swu', 'RMV', ADMIN);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ game: 'swu', code: 'RMV', name: 'Invented RMV', cards: 2, demo: false });
      expect(await listed('RMV')).toBe(false);
      expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/RMV/cards')).status).toBe(404);
      expect((await remove('swu', 'RMV', ADMIN)).status).toBe(404);
      // The ids are free again: the same set imports as new.
      await importSet('RMV');
    });

    it('needs the admin token: 401 without or with a bad one, 403 for an organizer or player token, before 404', async () => {
      await importSet('GRD');
      const ev = await createEvent();
      const ana = await add(ev, 'Ana');
      for (const [token, status] of [
        [undefined, 401],
        ['wrong-token', 401],
        [ev.organizerToken, 403],
        [ana.token, 403],
      ] as const) {
        expect((await remove('swu', 'GRD', token)).status).toBe(status);
        expect((await remove('swu', 'NOPE', token)).status).toBe(status);
      }
      expect(await listed('GRD')).toBe(true);
      expect((await remove('swu', 'NOPE', ADMIN)).status).toBe(404);
      expect((await remove('nogame', 'GRD', ADMIN)).status).toBe(404);
      expect((await remove('swu', 'X'.repeat(65), ADMIN)).status).toBe(400);
      for (const hostile of ["GRD' OR '1'='1", '%00', '..%2F..%2Fetc']) {
        const res = await remove('swu', hostile, ADMIN);
        expect([400, 404]).toContain(res.status);
      }
      expect(await listed('GRD')).toBe(true);
    });

    it('refuses (409 card-set-in-use) a set an unfinished event plays with, naming the event', async () => {
      await importSet('USE');
      const ev = await createEvent('swu-sealed', { set: 'USE', name: 'Sealed with USE' });
      const res = await remove('swu', 'USE', ADMIN);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('card-set-in-use');
      expect(res.body.errors).toEqual([expect.objectContaining({ path: `events.${ev.id}` })]);
      expect(await listed('USE')).toBe(true);
      expect((await call(t.baseUrl, 'GET', '/api/v1/card-sets/swu/USE/cards')).body).toHaveLength(2);
    });
  });
});
