import { Client } from 'pg';
import { call, startTestApp, type TestApp } from './test-app';

/**
 * Issue 11, "Scoring" and "Pods": a real-shaped SWU event replayed through the API (draws, an
 * intentional draw, a drop, byes), standings checked exactly against figures worked out by hand
 * (MTR: match points 3/1/0, then OMW, GW, OGW, floor 1/3; contract rev 2 "Rounds and results").
 */

interface Match {
  id: string;
  table: number | null;
  players: string[];
  bye: boolean;
}
interface Round {
  number: number;
  matches: Match[];
}
interface Standing {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  matchWins: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  omw: number;
  gw: number;
  ogw: number;
  dropped: boolean;
}
interface Ev {
  id: string;
  organizerToken: string;
  joinCode: string;
}
type Player = { id: string; name: string; token: string };
/** A result by name: `[a, b, winsA, winsB, drawnGames?]`, or a bye. */
type Planned = { bye: string } | [string, string, number, number, number?];

/**
 * The event, by round (10 players, best of 3; J drops after round 1, so rounds 2-4 have a bye):
 *   R1: A 2-0 B, C 2-1 D, E 1-1 F (players report and confirm), G 0-2 H, I 2-1 J     (J drops)
 *   R2: A 2-1 C, H 1-2 I, E 2-0 B, F 1-1-1 D (players), G bye
 *   R3: A 2-1 I, E 0-2 C, H 2-0 F, G 2-1 B, D bye
 *   R4: A 0-0-3 H (intentional draw, players), I 1-1 C, E 0-2 D, G 1-2 F, B bye
 * Drawn matches are reported by a player and confirmed by the opponent; the organizer enters the rest.
 */
const PLAN: Planned[][] = [
  [
    ['A', 'B', 2, 0],
    ['C', 'D', 2, 1],
    ['E', 'F', 1, 1],
    ['G', 'H', 0, 2],
    ['I', 'J', 2, 1],
  ],
  [['A', 'C', 2, 1], ['H', 'I', 1, 2], ['E', 'B', 2, 0], ['F', 'D', 1, 1, 1], { bye: 'G' }],
  [['A', 'I', 2, 1], ['E', 'C', 0, 2], ['H', 'F', 2, 0], ['G', 'B', 2, 1], { bye: 'D' }],
  [['A', 'H', 0, 0, 3], ['I', 'C', 1, 1], ['E', 'D', 0, 2], ['G', 'F', 1, 2], { bye: 'B' }],
];

/**
 * Worked out by hand (MW = points / (3 x rounds), GW = (3 x won + drawn games) / (3 x games), floor
 * 1/3, byes 2-0 and left out of opponents' averages):
 *   A: W W W D = 10/12; games 6-2-3: 21/33 = 7/11; opp B C I H: OMW (1/3 + 3 x 7/12) / 4 = 25/48,
 *      OGW (1/3 + 3/5 + 6/11 + 3/5) / 4 = 343/660
 *   C: W L W D = 7/12; games 6-4: 3/5; opp D A E I: OMW 7/12, OGW (19/30 + 7/11 + 3/8 + 6/11) / 4 = 2891/5280
 *   H: W L W D = 7/12; games 5-2-3: 18/30 = 3/5; opp G I F A: OMW 7/12, OGW (1/2 + 6/11 + 13/30 + 7/11) / 4 = 349/660
 *   I: W W L D = 7/12; games 6-5: 18/33 = 6/11; opp J H A C: OMW 7/12, OGW (1/3 + 3/5 + 7/11 + 3/5) / 4 = 179/330
 *   D: L D bye W = 7/12; games 6-3-1: 19/30; opp C F E: OMW 4/9, OGW (3/5 + 13/30 + 3/8) / 3 = 169/360
 *   G: L bye W L = 6/12; games 5-5: 1/2; opp H B F: OMW 4/9, OGW (3/5 + 1/3 + 13/30) / 3 = 41/90
 *   F: D D L W = 5/12; games 4-5-1: 13/30; opp E D H G: OMW 1/2, OGW (3/8 + 19/30 + 3/5 + 1/2) / 4 = 253/480
 *   E: D W L L = 4/12 = 1/3; games 3-5: 3/8; opp F B C D: OMW 23/48, OGW 1/2
 *   B: L L L bye = 3/12, floored to 1/3; games 3-6 with the bye: 1/3; opp A E G: OMW 5/9, OGW 133/264
 *   J: L, dropped = 0, floored; games 1-2: 1/3; opp I: OMW 7/12, OGW 6/11
 * Order: A 10; at 7 C, H, I share OMW 7/12 above D (4/9), C and H share GW 3/5 above I (6/11), and
 * OGW puts C above H; then G 6, F 5, E 4, B 3, J 0.
 */
const EXPECTED: [string, number, [number, number, number, number], number, number, number][] = [
  // name, match points, [wins, losses, draws, byes], omw, gw, ogw
  ['A', 10, [3, 0, 1, 0], 25 / 48, 7 / 11, 343 / 660],
  ['C', 7, [2, 1, 1, 0], 7 / 12, 3 / 5, 2891 / 5280],
  ['H', 7, [2, 1, 1, 0], 7 / 12, 3 / 5, 349 / 660],
  ['I', 7, [2, 1, 1, 0], 7 / 12, 6 / 11, 179 / 330],
  ['D', 7, [1, 1, 1, 1], 4 / 9, 19 / 30, 169 / 360],
  ['G', 6, [1, 2, 0, 1], 4 / 9, 1 / 2, 41 / 90],
  ['F', 5, [1, 1, 2, 0], 1 / 2, 13 / 30, 253 / 480],
  ['E', 4, [1, 2, 1, 0], 23 / 48, 3 / 8, 1 / 2],
  ['B', 3, [0, 3, 0, 1], 5 / 9, 1 / 3, 133 / 264],
  ['J', 0, [0, 1, 0, 0], 7 / 12, 1 / 3, 6 / 11],
];

/** An independent, deliberately plain MTR calculation over the event as played (floats, by player). */
function mtrStandings(
  played: { players: string[]; bye: boolean; wins: Record<string, number>; draws: number }[],
  ids: string[],
) {
  const floor = 1 / 3;
  const rec = new Map(ids.map((id) => [id, { mp: 0, rounds: 0, gp: 0, games: 0, opps: [] as string[] }]));
  const of = (id: string) => {
    const r = rec.get(id);
    if (!r) throw new Error(`unknown player ${id}`);
    return r;
  };
  for (const m of played) {
    if (m.bye) {
      const r = of(m.players[0]);
      r.mp += 3;
      r.rounds += 1;
      r.gp += 6;
      r.games += 2;
      continue;
    }
    const [a, b] = m.players;
    for (const [me, them] of [
      [a, b],
      [b, a],
    ]) {
      const r = of(me);
      const mine = m.wins[me] ?? 0;
      const theirs = m.wins[them] ?? 0;
      r.rounds += 1;
      r.mp += mine > theirs ? 3 : mine === theirs ? 1 : 0;
      r.gp += 3 * mine + m.draws;
      r.games += mine + theirs + m.draws;
      r.opps.push(them);
    }
  }
  const mw = (id: string) => Math.max(floor, of(id).mp / (3 * of(id).rounds));
  const gw = (id: string) => Math.max(floor, of(id).gp / (3 * of(id).games));
  const avg = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : floor);
  return new Map(
    ids.map((id) => {
      const r = of(id);
      return [id, { mp: r.mp, omw: avg(r.opps.map(mw)), gw: gw(id), ogw: avg(r.opps.map(gw)) }];
    }),
  );
}

describe('MTR standings over the API (issue 11: scoring and pods)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function event(game: string, format: string, names: string[], settings: Record<string, unknown> = {}) {
    const ev = (
      await call<Ev>(t.baseUrl, 'POST', '/api/v1/events', {
        body: { name: 'MTR', game, format, seed: 'mtr', settings },
      })
    ).body;
    const players: Player[] = [];
    for (const name of names) {
      players.push(
        (
          await call<Player>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players`, {
            body: { name, joinCode: ev.joinCode },
          })
        ).body,
      );
    }
    return { ev, players, byName: new Map(players.map((p) => [p.name, p])) };
  }
  const report = (matchId: string, body: unknown, token: string) =>
    call(t.baseUrl, 'POST', `/api/v1/matches/${matchId}/result`, { body, token });
  const standingsOf = async (ev: Ev) =>
    (await call<Standing[]>(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/standings`)).body;

  it('replays a 10-player swu event with manual pairings (draws, an intentional draw, a drop, byes) to exact MTR standings', async () => {
    const { ev, players, byName } = await event('swu', 'swu-premier', [
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
    ]);
    const id = (name: string) => (byName.get(name) as Player).id;
    const nameOf = new Map(players.map((p) => [p.id, p.name]));
    const tokenOf = new Map(players.map((p) => [p.id, p.token]));
    const played: { players: string[]; bye: boolean; wins: Record<string, number>; draws: number }[] = [];
    for (const [r, plan] of PLAN.entries()) {
      const body = {
        matches: plan.map((m) =>
          'bye' in m ? { players: [id(m.bye)], bye: true } : { players: [id(m[0]), id(m[1])] },
        ),
      };
      const paired = await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, {
        body,
        token: ev.organizerToken,
      });
      expect([r + 1, paired.status]).toEqual([r + 1, 201]);
      // Manual pairing (contract rev 2): exactly these pairings, tables in the given order.
      const asked = plan.map((m) => ('bye' in m ? [m.bye] : [m[0], m[1]]));
      expect(paired.body.matches.map((m) => m.players.map((p) => nameOf.get(p)))).toEqual(asked);
      const games = plan.filter((m): m is [string, string, number, number, number?] => !('bye' in m));
      const tables = paired.body.matches.filter((m) => !m.bye);
      for (const [k, m] of tables.entries()) {
        const [a, b] = m.players;
        const [, , winsA, winsB, drawn = 0] = games[k];
        const wins = { [a]: winsA, [b]: winsB };
        const result = { wins, ...(drawn > 0 ? { draws: drawn } : {}) };
        if (winsA === winsB) {
          // A drawn match from the players: provisional until the opponent sends the same result.
          expect((await report(m.id, result, tokenOf.get(a) as string)).body).toEqual({ status: 'reported' });
          expect((await report(m.id, result, tokenOf.get(b) as string)).body).toEqual({ status: 'confirmed' });
        } else {
          expect((await report(m.id, result, ev.organizerToken)).body).toEqual({ status: 'final' });
        }
        played.push({ players: m.players, bye: false, wins, draws: drawn });
      }
      for (const m of paired.body.matches.filter((x) => x.bye))
        played.push({ players: m.players, bye: true, wins: {}, draws: 0 });
      if (r === 0) {
        const drop = await call(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/players/${id('J')}/drop`, {
          token: (byName.get('J') as Player).token,
        });
        expect(drop.status).toBe(200);
      }
    }

    const table = await standingsOf(ev);
    expect(table.map((s) => s.rank)).toEqual(table.map((_, i) => i + 1));
    // The figures from an independent plain calculation over what was played, and its order.
    const independent = mtrStandings(
      played,
      players.map((p) => p.id),
    );
    for (const row of table) {
      const mine = independent.get(row.playerId) as { mp: number; omw: number; gw: number; ogw: number };
      expect([row.name, row.matchPoints]).toEqual([row.name, mine.mp]);
      expect(row.matchPoints).toBe(3 * row.matchWins + row.draws);
      expect(row.omw).toBeCloseTo(mine.omw, 12);
      expect(row.gw).toBeCloseTo(mine.gw, 12);
      expect(row.ogw).toBeCloseTo(mine.ogw, 12);
    }
    const key = (s: Standing) => [s.matchPoints, s.omw, s.gw, s.ogw];
    for (let i = 1; i < table.length; i++) {
      const [x, y] = [key(table[i - 1]), key(table[i])];
      const k = x.findIndex((v, j) => Math.abs(v - y[j]) > 1e-12);
      if (k >= 0)
        expect([table[i - 1].name, table[i].name, x[k] > y[k]]).toEqual([table[i - 1].name, table[i].name, true]);
    }
    // The order and every figure worked out by hand.
    expect(table.map((s) => s.name)).toEqual(EXPECTED.map((e) => e[0]));
    for (const [row, [name, mp, [w, l, d, byes], omw, gw, ogw]] of table.map((s, i) => [s, EXPECTED[i]] as const)) {
      expect([name, row.matchPoints, row.wins, row.losses, row.draws, row.byes, row.matchWins]).toEqual([
        name,
        mp,
        w,
        l,
        d,
        byes,
        w + byes,
      ]);
      expect(row.omw).toBeCloseTo(omw, 12);
      expect(row.gw).toBeCloseTo(gw, 12);
      expect(row.ogw).toBeCloseTo(ogw, 12);
      expect(row.dropped).toBe(name === 'J');
    }
  });

  it('takes swu drawn matches from players, keeps a double loss for the organizer (403 for a player)', async () => {
    const { ev, players } = await event('swu', 'swu-premier', ['P', 'Q', 'R', 'S']);
    const tokenOf = new Map(players.map((p) => [p.id, p.token]));
    const round = (await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken }))
      .body;
    const [m1, m2] = round.matches;
    const [a, b] = m1.players;
    const doubleLoss = await report(m1.id, { wins: {}, outcome: 'double-loss' }, tokenOf.get(a) as string);
    expect([doubleLoss.status, doubleLoss.body.code]).toEqual([403, 'forbidden']);
    // 0-0 (time called before a game ended) is a drawn match too.
    expect((await report(m1.id, { wins: { [a]: 0, [b]: 0 } }, tokenOf.get(a) as string)).body).toEqual({
      status: 'reported',
    });
    expect((await report(m1.id, { wins: { [b]: 0, [a]: 0 } }, tokenOf.get(b) as string)).body).toEqual({
      status: 'confirmed',
    });
    expect((await report(m2.id, { wins: {}, outcome: 'double-loss' }, ev.organizerToken)).body).toEqual({
      status: 'final',
    });
    // Results the game cannot produce stay 422.
    expect((await report(m2.id, { wins: { [m2.players[0]]: 2, [m2.players[1]]: 2 } }, ev.organizerToken)).status).toBe(
      422,
    );
    const table = await standingsOf(ev);
    for (const s of table.filter((x) => m1.players.includes(x.playerId))) {
      expect([s.matchPoints, s.draws, s.losses]).toEqual([1, 1, 0]);
    }
    for (const s of table.filter((x) => m2.players.includes(x.playerId))) {
      expect([s.matchPoints, s.draws, s.losses]).toEqual([0, 0, 1]);
    }
    expect(table.slice(0, 2).every((s) => m1.players.includes(s.playerId))).toBe(true);
  });

  it('plays best of 1 in destiny and dbg and best of 3 in swu and swtcg unless the event says otherwise', async () => {
    for (const [game, format, expected] of [
      ['destiny', 'destiny-standard', 'bo1'],
      ['dbg', 'dbg-standard', 'bo1'],
      ['swu', 'swu-premier', 'bo3'],
      ['swtcg', 'swtcg-constructed', 'bo3'],
    ]) {
      const { ev } = await event(game, format, ['X', 'Y']);
      expect([game, (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`)).body.matchFormat]).toEqual([
        game,
        expected,
      ]);
      const [m] = (await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken }))
        .body.matches;
      const twoWins = await report(m.id, { wins: { [m.players[0]]: 2 } }, ev.organizerToken);
      expect([game, twoWins.status]).toEqual([game, expected === 'bo1' ? 422 : 200]);
    }
    const { ev } = await event('destiny', 'destiny-standard', ['X', 'Y'], { matchFormat: 'bo3' });
    const [m] = (await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken }))
      .body.matches;
    expect((await report(m.id, { wins: { [m.players[0]]: 2, [m.players[1]]: 1 } }, ev.organizerToken)).status).toBe(
      200,
    );
  });

  it('keeps the scoring rules an event was created with: without a stored scoring version, swu takes no draws', async () => {
    const { ev, players } = await event('swu', 'swu-premier', ['A', 'B', 'C', 'D']);
    const tokenOf = new Map(players.map((p) => [p.id, p.token]));
    const view = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}`, { token: ev.organizerToken })).body;
    expect(view.settings.scoringVersion).toBe(2);
    const [m1, m2] = (
      await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken })
    ).body.matches;
    // The event as if created before scoring versions: its stored settings lack `scoringVersion`.
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE events SET settings = settings - 'scoringVersion' WHERE id = $1`, [ev.id]);
    } finally {
      await db.end();
    }
    const [a, b] = m1.players;
    const draw = await report(m1.id, { wins: { [a]: 1, [b]: 1 } }, tokenOf.get(a) as string);
    expect([draw.status, draw.body.code]).toEqual([400, 'validation-failed']);
    // Its players report a match without a winner as a double loss, as they did then.
    expect(
      (await report(m1.id, { wins: { [a]: 1, [b]: 1 }, outcome: 'double-loss' }, tokenOf.get(a) as string)).body,
    ).toEqual({
      status: 'reported',
    });
    expect(
      (await report(m1.id, { wins: { [a]: 1, [b]: 1 }, outcome: 'double-loss' }, tokenOf.get(b) as string)).body,
    ).toEqual({
      status: 'confirmed',
    });
    const [c, d] = m2.players;
    expect((await report(m2.id, { wins: { [c]: 2, [d]: 1 } }, ev.organizerToken)).body).toEqual({ status: 'final' });
    const table = await standingsOf(ev);
    expect(table[0].playerId).toBe(c);
    for (const s of table.filter((x) => m1.players.includes(x.playerId))) {
      expect([s.matchPoints, s.matchWins, s.losses, s.draws]).toEqual([0, 0, 1, 0]);
    }
  });

  it('pairs five Twin Suns players as one pod of 5 and takes tied placements confirmed by every other player', async () => {
    const { ev, players } = await event('swu', 'swu-twin-suns', ['A', 'B', 'C', 'D', 'E']);
    const tokenOf = new Map(players.map((p) => [p.id, p.token]));
    const round = (await call<Round>(t.baseUrl, 'POST', `/api/v1/events/${ev.id}/rounds`, { token: ev.organizerToken }))
      .body;
    expect(round.matches.map((m) => m.players.length)).toEqual([5]);
    const [pod] = round.matches;
    const [p1, p2, p3, p4, p5] = pod.players;
    const tooMany = await report(pod.id, { placements: [p1, [p2, p3, p4, p5, 'x', 'y', 'z', 'w']] }, ev.organizerToken);
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'validation-failed']);
    const deeper = await report(pod.id, { placements: [p1, [[p2, p3]], p4, p5] }, ev.organizerToken);
    expect(deeper.status).toBe(400);
    const missing = await report(pod.id, { placements: [p1, [p2, p3], p4] }, ev.organizerToken);
    expect([missing.status, missing.body.code]).toEqual([422, 'invalid-result']);

    // p1 and p2 share the victory; p3 is third, p4 and p5 tie for fourth.
    const placements = [[p1, p2], p3, [p4, p5]];
    expect((await report(pod.id, { placements }, tokenOf.get(p1) as string)).body).toEqual({ status: 'reported' });
    // The order inside a tie does not matter; a different result is a mismatch.
    const other = await report(pod.id, { placements: [p1, p2, p3, [p4, p5]] }, tokenOf.get(p2) as string);
    expect(other.status).toBe(409);
    for (const p of [p2, p3, p4]) {
      const same = [[p2, p1], p3, [p5, p4]];
      expect((await report(pod.id, { placements: same }, tokenOf.get(p) as string)).body).toEqual({
        status: 'reported',
      });
    }
    expect((await report(pod.id, { placements }, tokenOf.get(p5) as string)).body).toEqual({ status: 'confirmed' });
    const stored = (await call(t.baseUrl, 'GET', `/api/v1/events/${ev.id}/rounds/1`)).body;
    expect(stored.matches[0].result).toEqual({ wins: {}, placements });

    // Pod of 5 points 6/4/3/2/0: first shared (6 each, a win each), third 3, fourth shared (2 each).
    const table = await standingsOf(ev);
    const pointsOf = new Map(table.map((s) => [s.playerId, [s.matchPoints, s.wins, s.losses]]));
    expect([p1, p2, p3, p4, p5].map((p) => pointsOf.get(p))).toEqual([
      [6, 1, 0],
      [6, 1, 0],
      [3, 0, 1],
      [2, 0, 1],
      [2, 0, 1],
    ]);
  });
});
