import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

interface Match {
  id: string;
  table: number | null;
  players: string[];
  bye: boolean;
  rematch?: boolean;
}
interface Round {
  number: number;
  matches: Match[];
}
interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: { path: string; code: string; message: string }[];
}

describe('manual pairing: POST .../rounds with matches (contract rev 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function event(names: string[], game = 'swu', format = 'swu-premier') {
    const ev = (
      await call(t.baseUrl, 'POST', '/api/v1/events', { body: { name: 'Store night', game, format, seed: 'manual' } })
    ).body;
    const players: { id: string; name: string; token: string }[] = [];
    for (const name of names) {
      const joined = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name, joinCode: ev.joinCode },
      });
      players.push(joined.body);
    }
    return { ev, ids: players.map((p) => p.id), players };
  }
  const publish = (ev: { id: string; organizerToken: string }, body: unknown, token = ev.organizerToken) =>
    call<Round & Problem>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { body, token });
  const audit = (eventId: string) =>
    t.app
      .get(DataSource)
      .query('SELECT match_id, actor, action, after FROM audit_log WHERE event_id = $1 ORDER BY id', [eventId]);

  it('publishes exactly the given pairings, tables in order, an explicit bye, and an audit row', async () => {
    const { ev, ids } = await event(['Ana', 'Ben', 'Cy', 'Dee', 'Eli']);
    const [ana, ben, cy, dee, eli] = ids;
    const body = { matches: [{ players: [eli, ana] }, { players: [cy], bye: true }, { players: [ben, dee] }] };
    const round = await publish(ev, body);
    expect(round.status).toBe(201);
    expect(round.body.number).toBe(1);
    expect(round.body.matches.map((m) => [m.table, m.players, m.bye])).toEqual([
      [1, [eli, ana], false],
      [null, [cy], true],
      [2, [ben, dee], false],
    ]);
    const stored = (await call<Round>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/1`)).body;
    // Read back by table (a bye has none, so it comes last).
    expect(stored.matches.map((m) => m.players)).toEqual([[eli, ana], [ben, dee], [cy]]);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.rounds).toBe(1);
    expect(await audit(ev.id)).toEqual([
      {
        match_id: null,
        actor: 'organizer',
        action: 'round-paired-manually',
        after: {
          round: 1,
          matches: [
            { players: [eli, ana], bye: false },
            { players: [cy], bye: true },
            { players: [ben, dee], bye: false },
          ],
        },
      },
    ]);
    // The bye is a match win in the standings like any bye.
    const standings = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`)).body as {
      playerId: string;
      byes: number;
    }[];
    expect(standings.find((s) => s.playerId === cy)?.byes).toBe(1);

    // 409 while a match of round 1 has no result, like automatic pairing.
    const early = await publish(ev, {
      matches: [{ players: [ana, ben] }, { players: [cy, dee] }, { players: [eli], bye: true }],
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('results-missing');
    for (const m of round.body.matches.filter((x) => !x.bye)) {
      await call(t.baseUrl, 'POST', `/api/v1/matches/${m.id}/result`, {
        body: { wins: { [m.players[0]]: 2, [m.players[1]]: 0 } },
        token: ev.organizerToken,
      });
    }
    // A rematch the organizer wants is allowed, and flagged.
    const second = await publish(ev, {
      matches: [{ players: [ana, eli] }, { players: [cy, dee] }, { players: [ben], bye: true }],
    });
    expect(second.status).toBe(201);
    expect(second.body.matches[0]).toMatchObject({ players: [ana, eli], rematch: true });
    expect((await audit(ev.id)).map((row: { action: string }) => row.action)).toEqual([
      'round-paired-manually',
      'result-entered',
      'result-entered',
      'round-paired-manually',
    ]);
  });

  it('refuses pairings that are not a round of the event: 422 invalid-pairing naming the players', async () => {
    const { ev, ids, players } = await event(['Ana', 'Ben', 'Cy', 'Dee']);
    const [ana, ben, cy, dee] = ids;
    const refused = async (matches: unknown, code: string, named: string[]) => {
      const res = await publish(ev, { matches });
      expect(res.status).toBe(422);
      expect(res.contentType).toContain('application/problem+json');
      expect(res.body.code).toBe('invalid-pairing');
      const error = res.body.errors?.find((e) => e.code === code);
      expect(error).toBeDefined();
      for (const name of named) expect(error?.message).toContain(name);
    };
    await refused([{ players: [ana, ben] }], 'missing-player', ['Cy', 'Dee']);
    await refused([{ players: [ana, ben] }, { players: [cy, ana] }, { players: [dee], bye: true }], 'repeated-player', [
      'Ana',
    ]);
    await refused(
      [{ players: [ana, ben] }, { players: [cy, dee] }, { players: ['stranger'], bye: true }],
      'unknown-player',
      ['stranger'],
    );
    // Byes are explicit: a lone player without `bye: true` is refused, and so is a bye for two.
    await refused([{ players: [ana, ben] }, { players: [cy] }, { players: [dee], bye: true }], 'wrong-match-size', [
      'Cy',
    ]);
    await refused([{ players: [ana, ben] }, { players: [cy, dee], bye: true }], 'wrong-match-size', ['Cy', 'Dee']);
    await refused([{ players: [ana, ben, cy, dee] }], 'wrong-match-size', ['Ana']);
    // A dropped player may not be paired.
    await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${dee}/drop`, { token: players[3].token });
    await refused([{ players: [ana, ben] }, { players: [cy, dee] }], 'inactive-player', ['Dee']);
    // Nothing was stored, nothing audited.
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.rounds).toBe(0);
    expect(await audit(ev.id)).toEqual([]);
  });

  it('400 for a malformed or oversized body, 403 for a player; no body still pairs automatically', async () => {
    const { ev, ids, players } = await event(['Ana', 'Ben']);
    const [ana, ben] = ids;
    for (const bad of [
      { matches: 'all' },
      { matches: [{ players: 'ana' }] },
      { matches: [{ players: [] }] },
      { matches: [{ players: [ana, ben, ana, ben, ana, ben] }] },
      { matches: [{ players: [ana, 7] }] },
      { matches: [{ players: [ana, ben], bye: 'yes' }] },
      { matches: [{ players: ['x'.repeat(65), ben] }] },
    ]) {
      const res = await publish(ev, bad);
      expect([res.status, res.body.code]).toEqual([400, 'validation-failed']);
    }
    // More matches than any event has players: refused before any work, by the body's own size cap.
    const huge = await publish(ev, { matches: Array.from({ length: 10_001 }, () => ({ players: [ana] })) });
    expect([huge.status, huge.body.code]).toEqual([413, 'payload-too-large']);
    expect((await publish(ev, { matches: [{ players: [ana, ben] }] }, players[0].token)).status).toBe(403);
    const automatic = await publish(ev, {});
    expect(automatic.status).toBe(201);
    expect(automatic.body.matches.flatMap((m) => m.players).sort()).toEqual([ana, ben].sort());
    expect(await audit(ev.id)).toEqual([]);
  });

  it('pods (Twin Suns) take 3-5 players a table', async () => {
    const { ev, ids } = await event(['A', 'B', 'C', 'D', 'E', 'F', 'G'], 'swu', 'swu-twin-suns');
    const pods = await publish(ev, { matches: [{ players: ids.slice(0, 4) }, { players: ids.slice(4) }] });
    expect(pods.status).toBe(201);
    expect(pods.body.matches.map((m) => [m.table, m.players.length])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    const other = await event(['A', 'B', 'C', 'D'], 'swu', 'swu-twin-suns');
    const pairs = await publish(other.ev, {
      matches: [{ players: other.ids.slice(0, 2) }, { players: other.ids.slice(2) }],
    });
    expect([pairs.status, pairs.body.code]).toEqual([422, 'invalid-pairing']);
  });
});
