import { DataSource } from 'typeorm';
import { call, startTestApp, type TestApp } from './test-app';

/** Issue 9 item 4: results are validated in full (contract rev 2) and a corrupt stored one is skipped, never a 500. */

interface Match {
  id: string;
  table: number | null;
  players: string[];
  bye: boolean;
}
interface Round {
  number: number;
  matches: Match[];
  problems?: { matchId: string; code: string }[];
}
interface Player {
  id: string;
  name: string;
  token: string;
}
interface Ev {
  id: string;
  joinCode: string;
  organizerToken: string;
}

describe('results hardening (issue 9 item 4)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function event(game: string, format: string, count: number, settings: Record<string, unknown> = {}) {
    const ev = (
      await call<Ev>(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'Results', game, format, seed: 'r1', settings: { decklists: 'optional', ...settings } },
      })
    ).body;
    const players: Player[] = [];
    for (let i = 0; i < count; i++) {
      const res = await call<Player>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
        body: { name: `P${i + 1}`, joinCode: ev.joinCode },
      });
      players.push(res.body);
    }
    return { ev, players };
  }
  const pair = (ev: Ev) =>
    call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken });
  const report = (matchId: string, body: unknown, token: string) =>
    call(t.baseUrl, 'POST', `/api/v1/matches/${matchId}/result`, { body, token });
  const played = (r: Round) => r.matches.filter((m) => !m.bye);

  it('refuses results the game cannot produce with 422 invalid-result, leaving standings working', async () => {
    // swtcg allows drawn matches, so 0-0 "wins" plus placements used to be stored and break standings.
    const { ev } = await event('swtcg', 'swtcg-constructed', 4);
    const [m] = played((await pair(ev)).body);
    const [a, b] = m.players;
    const refused: [string, unknown][] = [
      ['placements on a two-player match', { placements: [a, b] }],
      ['placements with wins on a two-player match', { wins: { [a]: 1, [b]: 1 }, placements: [b, a] }],
      ['a win key that is not a player of the match', { wins: { [a]: 2, 'someone-else': 0 } }],
      ['more game wins than a best of 3 gives', { wins: { [a]: 3, [b]: 0 } }],
      ['both players winning the match', { wins: { [a]: 2, [b]: 2 } }],
      ['more drawn games than a best of 3 has', { wins: {}, draws: 4 }],
    ];
    for (const [why, body] of refused) {
      const res = await report(m.id, body, ev.organizerToken);
      expect([why, res.status, res.body.code]).toEqual([why, 422, 'invalid-result']);
      expect(res.contentType).toContain('application/problem+json');
    }
    // Still allowed (contract): an intentional draw 0-0-3 and missing players' wins counting 0.
    expect((await report(m.id, { wins: {}, draws: 3 }, ev.organizerToken)).body).toEqual({ status: 'final' });
    expect((await report(m.id, { wins: { [a]: 2 } }, ev.organizerToken)).body).toEqual({ status: 'final' });
    const standings = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`);
    expect(standings.status).toBe(200);
  });

  it('refuses game draws in Destiny and the Deckbuilding Game, and a second game in best of 1', async () => {
    for (const [game, format] of [
      ['destiny', 'destiny-standard'],
      ['dbg', 'dbg-standard'],
    ]) {
      const { ev } = await event(game, format, 2, { matchFormat: 'bo1' });
      const [m] = played((await pair(ev)).body);
      const [a, b] = m.players;
      for (const body of [
        { wins: { [a]: 1 }, draws: 1 },
        { wins: {}, draws: 1 },
        { wins: { [a]: 1, [b]: 1 } },
        { wins: { [a]: 2 } },
      ]) {
        const res = await report(m.id, body, ev.organizerToken);
        expect([game, body, res.status, res.body.code]).toEqual([game, body, 422, 'invalid-result']);
      }
      expect((await report(m.id, { wins: { [a]: 1 } }, ev.organizerToken)).body).toEqual({ status: 'final' });
    }
  });

  it('refuses wins on a pod and placements that are not exactly the pod', async () => {
    const { ev } = await event('swu', 'swu-twin-suns', 4);
    const [pod] = played((await pair(ev)).body);
    const ids = pod.players;
    const refused: unknown[] = [
      { wins: { [ids[0]]: 1 } },
      { wins: { [ids[0]]: 1 }, placements: ids },
      { placements: ids.slice(0, -1) },
      { placements: [...ids.slice(0, -1), ids[0]] },
      { placements: [...ids.slice(0, -1), 'not-in-the-pod'] },
      { placements: [...ids, 'extra'] },
    ];
    for (const body of refused) {
      const res = await report(pod.id, body, ev.organizerToken);
      expect([body, res.status, res.body.code]).toEqual([body, 422, 'invalid-result']);
    }
    expect((await report(pod.id, { placements: ids }, ev.organizerToken)).body).toEqual({ status: 'final' });
  });

  it('refuses malformed and oversized result bodies with 400 validation-failed', async () => {
    // swtcg takes drawn matches: a 0-0 "result" carrying a huge placement used to be stored and served to every phone.
    const { ev } = await event('swtcg', 'swtcg-constructed', 2);
    const [m] = played((await pair(ev)).body);
    const [a] = m.players;
    // 1,500 keys pass the body-shape check (2,000 would be 413 there) and must be refused by the result's own bound.
    const thousands = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`player-${i}`, 0]));
    const malformed: [string, unknown][] = [
      ['thousands of win keys', { wins: { ...thousands, [a]: 2 } }],
      ['a very long win key', { wins: { ['x'.repeat(10_000)]: 0, [a]: 2 } }],
      ['a very long placement', { placements: ['x'.repeat(10_000)] }],
      ['hundreds of placements', { placements: Array.from({ length: 500 }, (_, i) => `p${i}`) }],
      ['wins as a list', { wins: [2, 0] }],
      ['a win count as text', { wins: { [a]: '2' } }],
      ['a win count past any format', { wins: { [a]: 1e9 } }],
      ['a nested win count', { wins: { [a]: { n: 2 } } }],
      ['placements of numbers', { placements: [1, 2] }],
      ['an unknown outcome', { wins: { [a]: 2 }, outcome: 'win' }],
      ['an empty result', {}],
    ];
    for (const [why, body] of malformed) {
      const res = await report(m.id, body, ev.organizerToken);
      expect([why, res.status, res.body.code]).toEqual([why, 400, 'validation-failed']);
    }
    const round = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/1`);
    expect(JSON.stringify(round.body).length).toBeLessThan(2000);
  });

  it('skips and flags a corrupt stored result: standings, rounds, pairing and top cut answer, never 500', async () => {
    const { ev, players } = await event('swtcg', 'swtcg-constructed', 4);
    const r1 = (await pair(ev)).body;
    const [bad, good] = played(r1);
    expect((await report(good.id, { wins: { [good.players[0]]: 2 } }, ev.organizerToken)).status).toBe(200);
    // What the old API accepted and stored: placements on a two-player match (naming strangers).
    await db.query(`UPDATE matches SET result = $1 WHERE id = $2`, [
      JSON.stringify({ wins: {}, placements: ['ghost-1', 'ghost-2'] }),
      bad.id,
    ]);

    const standings = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`);
    expect(standings.status).toBe(200);
    expect(standings.body).toHaveLength(players.length);
    const flagged = standings.body.filter((s: { problems?: unknown[] }) => s.problems);
    expect(flagged.map((s: { playerId: string }) => s.playerId).sort()).toEqual([...bad.players].sort());
    expect(flagged[0].problems[0]).toMatchObject({ matchId: bad.id, code: 'corrupt-result' });
    // The skipped match counts as not played for either player.
    for (const s of flagged) expect(s.wins + s.losses + s.draws).toBe(0);

    const round = await call<Round>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/1`);
    expect(round.status).toBe(200);
    expect(round.body.problems?.map((p) => [p.matchId, p.code])).toEqual([[bad.id, 'corrupt-result']]);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds`)).status).toBe(200);

    const next = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken });
    expect(next.status).toBe(409);
    expect(next.body.code).toBe('results-missing');
    expect(next.body.errors).toEqual([expect.objectContaining({ path: `matches.${bad.id}`, code: 'corrupt-result' })]);
    const cut = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/top-cut`, {
      body: { size: 4 },
      token: ev.organizerToken,
    });
    expect(cut.status).toBe(409);
    expect(cut.body.code).toBe('results-missing');

    // A match naming a player who is not in the event is left out, not thrown on.
    await db.query(`UPDATE matches SET players = $1 WHERE id = $2`, [
      JSON.stringify([bad.players[0], '00000000-0000-4000-8000-000000000000']),
      bad.id,
    ]);
    expect((await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`)).status).toBe(200);
    await db.query(`UPDATE matches SET players = $1 WHERE id = $2`, [JSON.stringify(bad.players), bad.id]);

    // The organizer enters it again: the flag is gone and the event goes on.
    const [a, b] = bad.players;
    expect((await report(bad.id, { wins: { [a]: 2, [b]: 1 } }, ev.organizerToken)).body).toEqual({ status: 'final' });
    const clean = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`);
    expect(clean.body.some((s: { problems?: unknown }) => s.problems)).toBe(false);
    expect((await pair(ev)).status).toBe(201);
  });

  it('skips a corrupt stored pod result too (wins on a pod)', async () => {
    const { ev } = await event('swu', 'swu-twin-suns', 4);
    const [pod] = played((await pair(ev)).body);
    await db.query(`UPDATE matches SET result = $1 WHERE id = $2`, [
      JSON.stringify({ wins: { [pod.players[0]]: 7 }, placements: 'everyone' }),
      pod.id,
    ]);
    const standings = await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`);
    expect(standings.status).toBe(200);
    expect(standings.body.filter((s: { problems?: unknown }) => s.problems)).toHaveLength(4);
    expect((await pair(ev)).status).toBe(409);
  });
});
