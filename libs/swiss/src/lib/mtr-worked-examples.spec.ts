import fc from 'fast-check';
import { PROFILES, SWU_MATCH_WINS_PROFILE, type ScoringProfile } from './profiles';
import { standings, type Standing } from './standings';
import type { MatchResult, Placement, PlayerId, SwissMatch, SwissPlayer, TournamentState } from './types';

/**
 * Worked MTR examples (Appendix C; SWU Tournament Regulations since March 2025, contract rev 2):
 * match points 3/1/0, MW% = points / (3 x rounds), GW% = game points / (3 x games) with a won game
 * worth 3 and a drawn game 1, floor 1/3 on every percentage, byes 2-0 for the player and left out of
 * the opponents' averages, dropped players still counted as opponents. Every expected figure below
 * was worked out by hand (the working is in the comments), not by the library.
 */

const RUNS = Number(process.env['SWISS_FC_RUNS'] ?? 150);

/** `a` wins `wa` games, `b` wins `wb`, `d` games drawn. */
const played = (round: number, a: PlayerId, b: PlayerId, wa: number, wb: number, d = 0): SwissMatch => ({
  round,
  table: 1,
  players: [a, b],
  bye: false,
  result: { wins: { [a]: wa, [b]: wb }, ...(d > 0 ? { draws: d } : {}) },
});
const bye = (round: number, p: PlayerId): SwissMatch => ({ round, table: null, players: [p], bye: true });
const pod = (round: number, placements: Placement[], players: PlayerId[]): SwissMatch => ({
  round,
  table: 1,
  players,
  bye: false,
  result: { placements },
});

interface Expected {
  mp: number;
  /** wins-losses-draws (played matches), byes. */
  record: [number, number, number, number];
  mw: string;
  gw: string;
  omw: string;
  ogw: string;
  dropped?: boolean;
}

interface WorkedExample {
  name: string;
  profile: ScoringProfile;
  players: SwissPlayer[];
  matches: SwissMatch[];
  rows: Record<PlayerId, Expected>;
  /** Standings order; an inner list is a full tie broken by the event seed (any order). */
  order: (PlayerId | PlayerId[])[];
}

const EXAMPLES: WorkedExample[] = [
  {
    // 7 players, 3 rounds of best of 3: a bye every round but the last, two 1-1 style draws, an
    // intentional draw at the top table in the last round, D drops after round 2.
    //   R1: A 2-0 B, C 2-1 D, E 1-1 F, G bye
    //   R2: A 2-1 C, G 2-0 E, D 1-1-1 F, B bye          (D drops)
    //   R3: A 0-0-3 G (ID), C 2-0 F, E 2-1 B
    name: 'swu event with draws, an intentional draw, byes and a drop',
    profile: PROFILES.swu,
    players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => (id === 'D' ? { id, droppedAfterRound: 2 } : { id })),
    matches: [
      played(1, 'A', 'B', 2, 0),
      played(1, 'C', 'D', 2, 1),
      played(1, 'E', 'F', 1, 1),
      bye(1, 'G'),
      played(2, 'A', 'C', 2, 1),
      played(2, 'G', 'E', 2, 0),
      played(2, 'D', 'F', 1, 1, 1),
      bye(2, 'B'),
      played(3, 'A', 'G', 0, 0, 3),
      played(3, 'C', 'F', 2, 0),
      played(3, 'E', 'B', 2, 1),
    ],
    rows: {
      // A: W W D = 7 of 9. Games 4 won, 3 drawn, 1 lost: (12 + 3) / (3 x 8) = 15/24 = 5/8.
      //    OMW (B 1/3, C 2/3, G 7/9) / 3 = 16/27; OGW (B 3/7, C 5/8, G 5/7) / 3 = 99/168 = 33/56.
      A: { mp: 7, record: [2, 0, 1, 0], mw: '7/9', gw: '5/8', omw: '16/27', ogw: '33/56' },
      // B: L, bye, L = 3 of 9. Games 0-2, bye 2-0, 1-2: (0 + 6 + 3) / 21 = 3/7.
      //    OMW (A 7/9, E 4/9) / 2 = 11/18; OGW (A 5/8, E 3/7) / 2 = 59/112.
      B: { mp: 3, record: [0, 2, 0, 1], mw: '1/3', gw: '3/7', omw: '11/18', ogw: '59/112' },
      // C: W L W = 6 of 9. Games 5 won of 8: 15/24 = 5/8.
      //    OMW (D 1/3, A 7/9, F 1/3) / 3 = 13/27; OGW (D 7/18, A 5/8, F 1/3) / 3 = 97/216.
      C: { mp: 6, record: [2, 1, 0, 0], mw: '2/3', gw: '5/8', omw: '13/27', ogw: '97/216' },
      // D: L D, dropped = 1 of 6, floored to 1/3. Games 1-2, 1-1-1: (6 + 1) / 18 = 7/18.
      //    OMW (C 2/3, F 1/3) / 2 = 1/2; OGW (C 5/8, F 1/3) / 2 = 23/48.
      D: { mp: 1, record: [0, 1, 1, 0], mw: '1/3', gw: '7/18', omw: '1/2', ogw: '23/48', dropped: true },
      // E: D L W = 4 of 9. Games 1-1, 0-2, 2-1: 9 / 21 = 3/7.
      //    OMW (F 1/3, G 7/9, B 1/3) / 3 = 13/27; OGW (F 1/3, G 5/7, B 3/7) / 3 = 31/63.
      E: { mp: 4, record: [1, 1, 1, 0], mw: '4/9', gw: '3/7', omw: '13/27', ogw: '31/63' },
      // F: D D L = 2 of 9, floored to 1/3. Games 1-1, 1-1-1, 0-2: (6 + 1) / 21 = 1/3.
      //    OMW (E 4/9, D 1/3, C 2/3) / 3 = 13/27; OGW (E 3/7, D 7/18, C 5/8) / 3 = 727/1512.
      F: { mp: 2, record: [0, 1, 2, 0], mw: '1/3', gw: '1/3', omw: '13/27', ogw: '727/1512' },
      // G: bye W D = 7 of 9. Games bye 2-0, 2-0, 0-0-3: (6 + 6 + 3) / 21 = 5/7.
      //    OMW (E 4/9, A 7/9) / 2 = 11/18; OGW (E 3/7, A 5/8) / 2 = 59/112.
      G: { mp: 7, record: [1, 0, 1, 1], mw: '7/9', gw: '5/7', omw: '11/18', ogw: '59/112' },
    },
    // 7: G before A on OMW (11/18 > 16/27); then 6, 4, 3, 2, 1 — E above B and F above D, where
    // ordering by match wins would have put B (a bye) level with E and D level with F.
    order: ['G', 'A', 'C', 'E', 'B', 'F', 'D'],
  },
  {
    // The 10-player event the API integration test replays (apps/api/test/mtr-standings.int.spec.ts):
    //   R1: A 2-0 B, C 2-1 D, E 1-1 F, G 0-2 H, I 2-1 J   (J drops)
    //   R2: A 2-1 C, H 1-2 I, E 2-0 B, F 1-1-1 D, G bye
    //   R3: A 2-1 I, E 0-2 C, H 2-0 F, G 2-1 B, D bye
    //   R4: A 0-0-3 H, I 1-1 C, E 0-2 D, G 1-2 F, B bye
    name: 'a 10-player swu event over 4 rounds',
    profile: PROFILES.swu,
    players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((id) =>
      id === 'J' ? { id, droppedAfterRound: 1 } : { id },
    ),
    matches: [
      played(1, 'A', 'B', 2, 0),
      played(1, 'C', 'D', 2, 1),
      played(1, 'E', 'F', 1, 1),
      played(1, 'G', 'H', 0, 2),
      played(1, 'I', 'J', 2, 1),
      played(2, 'A', 'C', 2, 1),
      played(2, 'H', 'I', 1, 2),
      played(2, 'E', 'B', 2, 0),
      played(2, 'F', 'D', 1, 1, 1),
      bye(2, 'G'),
      played(3, 'A', 'I', 2, 1),
      played(3, 'E', 'C', 0, 2),
      played(3, 'H', 'F', 2, 0),
      played(3, 'G', 'B', 2, 1),
      bye(3, 'D'),
      played(4, 'A', 'H', 0, 0, 3),
      played(4, 'I', 'C', 1, 1),
      played(4, 'E', 'D', 0, 2),
      played(4, 'G', 'F', 1, 2),
      bye(4, 'B'),
    ],
    rows: {
      // Working in apps/api/test/mtr-standings.int.spec.ts (EXPECTED).
      A: { mp: 10, record: [3, 0, 1, 0], mw: '5/6', gw: '7/11', omw: '25/48', ogw: '343/660' },
      B: { mp: 3, record: [0, 3, 0, 1], mw: '1/3', gw: '1/3', omw: '5/9', ogw: '133/264' },
      C: { mp: 7, record: [2, 1, 1, 0], mw: '7/12', gw: '3/5', omw: '7/12', ogw: '2891/5280' },
      D: { mp: 7, record: [1, 1, 1, 1], mw: '7/12', gw: '19/30', omw: '4/9', ogw: '169/360' },
      E: { mp: 4, record: [1, 2, 1, 0], mw: '1/3', gw: '3/8', omw: '23/48', ogw: '1/2' },
      F: { mp: 5, record: [1, 1, 2, 0], mw: '5/12', gw: '13/30', omw: '1/2', ogw: '253/480' },
      G: { mp: 6, record: [1, 2, 0, 1], mw: '1/2', gw: '1/2', omw: '4/9', ogw: '41/90' },
      H: { mp: 7, record: [2, 1, 1, 0], mw: '7/12', gw: '3/5', omw: '7/12', ogw: '349/660' },
      I: { mp: 7, record: [2, 1, 1, 0], mw: '7/12', gw: '6/11', omw: '7/12', ogw: '179/330' },
      J: { mp: 0, record: [0, 1, 0, 0], mw: '1/3', gw: '1/3', omw: '7/12', ogw: '6/11', dropped: true },
    },
    order: ['A', 'C', 'H', 'I', 'D', 'G', 'F', 'E', 'B', 'J'],
  },
  {
    // Everyone 1-1 with the same OMW: GW decides, then a full tie.
    //   R1: P 2-0 Q, R 2-1 S;  R2: S 2-0 P, Q 2-1 R
    name: 'equal points and OMW: game-win percentage decides',
    profile: PROFILES.swu,
    players: [{ id: 'P' }, { id: 'Q' }, { id: 'R' }, { id: 'S' }],
    matches: [
      played(1, 'P', 'Q', 2, 0),
      played(1, 'R', 'S', 2, 1),
      played(2, 'S', 'P', 2, 0),
      played(2, 'Q', 'R', 2, 1),
    ],
    rows: {
      // P: games 2-0, 0-2: 6/12. OMW 1/2 (everyone 3 of 6); OGW (Q 2/5, S 3/5) / 2 = 1/2.
      P: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '1/2', omw: '1/2', ogw: '1/2' },
      // Q: games 0-2, 2-1: 6/15 = 2/5. OGW (P 1/2, R 1/2) = 1/2.
      Q: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '2/5', omw: '1/2', ogw: '1/2' },
      // R: games 2-1, 1-2: 9/18 = 1/2. OGW (S 3/5, Q 2/5) / 2 = 1/2.
      R: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '1/2', omw: '1/2', ogw: '1/2' },
      // S: games 1-2, 2-0: 9/15 = 3/5. OGW (R 1/2, P 1/2) = 1/2.
      S: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '3/5', omw: '1/2', ogw: '1/2' },
    },
    order: ['S', ['P', 'R'], 'Q'],
  },
  {
    // X and Y: same points, OMW and GW; their opponents' game wins differ, so OGW decides.
    //   R1: X 2-1 U, Y 2-1 V, W 2-0 M, Z 2-0 N;  R2: X 2-1 W, Y 2-1 Z, U 2-0 M, V 2-1 N
    name: 'equal points, OMW and GW: opponents’ game-win percentage decides',
    profile: PROFILES.swu,
    players: ['X', 'Y', 'U', 'V', 'W', 'Z', 'M', 'N'].map((id) => ({ id })),
    matches: [
      played(1, 'X', 'U', 2, 1),
      played(1, 'Y', 'V', 2, 1),
      played(1, 'W', 'M', 2, 0),
      played(1, 'Z', 'N', 2, 0),
      played(2, 'X', 'W', 2, 1),
      played(2, 'Y', 'Z', 2, 1),
      played(2, 'U', 'M', 2, 0),
      played(2, 'V', 'N', 2, 1),
    ],
    rows: {
      // X: games 4-2: 12/18 = 2/3. OMW (U 1/2, W 1/2); OGW (U 9/15 = 3/5, W 3/5) = 3/5.
      X: { mp: 6, record: [2, 0, 0, 0], mw: '1', gw: '2/3', omw: '1/2', ogw: '3/5' },
      // Y: games 4-2: 2/3. OMW (V 1/2, Z 1/2); OGW (V 9/18 = 1/2, Z 3/5) / 2 = 11/20.
      Y: { mp: 6, record: [2, 0, 0, 0], mw: '1', gw: '2/3', omw: '1/2', ogw: '11/20' },
      // U: games 1-2, 2-0: 9/15 = 3/5. OMW (X 1, M 1/3) = 2/3; OGW (X 2/3, M 1/3) = 1/2.
      U: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '3/5', omw: '2/3', ogw: '1/2' },
      // V: games 1-2, 2-1: 9/18 = 1/2. OMW (Y 1, N 1/3) = 2/3; OGW (Y 2/3, N 1/3) = 1/2.
      V: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '1/2', omw: '2/3', ogw: '1/2' },
      W: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '3/5', omw: '2/3', ogw: '1/2' },
      Z: { mp: 3, record: [1, 1, 0, 0], mw: '1/2', gw: '3/5', omw: '2/3', ogw: '1/2' },
      // M: 0-2, 0-2: everything at the floor. OMW (W 1/2, U 1/2); OGW (W 3/5, U 3/5).
      M: { mp: 0, record: [0, 2, 0, 0], mw: '1/3', gw: '1/3', omw: '1/2', ogw: '3/5' },
      // N: 0-2, 1-2: GW 3/15 = 1/5, floored. OMW (Z 1/2, V 1/2); OGW (Z 3/5, V 1/2) = 11/20.
      N: { mp: 0, record: [0, 2, 0, 0], mw: '1/3', gw: '1/3', omw: '1/2', ogw: '11/20' },
    },
    order: ['X', 'Y', ['U', 'W', 'Z'], 'V', 'M', 'N'],
  },
  {
    // Twin Suns pods of 4 (placement points 6/4/2/0) with tied placements (contract rev 2): a tie
    // shares the place, the next place counts after the tie, a tie for first shares the victory.
    //   R1: [a, [b, c], d]  -> a 6, b 4, c 4, d 0 (fourth, not third)
    //   R2: [[a, b], c, d]  -> a 6, b 6 (both win), c 2, d 0
    name: 'Twin Suns pods with tied placements',
    profile: PROFILES.pods,
    players: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
    matches: [
      pod(1, ['a', ['b', 'c'], 'd'], ['a', 'b', 'c', 'd']),
      pod(2, [['a', 'b'], 'c', 'd'], ['a', 'b', 'c', 'd']),
    ],
    rows: {
      // MW = points / (6 x 2). a 12/12; b 10/12 = 5/6; c 6/12 = 1/2; d 0 -> 1/3. GW the same here.
      // OMW of a: (5/6 + 1/2 + 1/3 + 5/6 + 1/2 + 1/3) / 6 = 5/9.
      a: { mp: 12, record: [2, 0, 0, 0], mw: '1', gw: '1', omw: '5/9', ogw: '5/9' },
      // b: (1 + 1/2 + 1/3) x 2 / 6 = 11/18.
      b: { mp: 10, record: [1, 1, 0, 0], mw: '5/6', gw: '5/6', omw: '11/18', ogw: '11/18' },
      // c: (1 + 5/6 + 1/3) x 2 / 6 = 13/18.
      c: { mp: 6, record: [0, 2, 0, 0], mw: '1/2', gw: '1/2', omw: '13/18', ogw: '13/18' },
      // d: (1 + 5/6 + 1/2) x 2 / 6 = 7/9.
      d: { mp: 0, record: [0, 2, 0, 0], mw: '1/3', gw: '1/3', omw: '7/9', ogw: '7/9' },
    },
    order: ['a', 'b', 'c', 'd'],
  },
];

function figures(s: Standing): Expected {
  return {
    mp: s.matchPoints,
    record: [s.wins, s.losses, s.draws, s.byes],
    mw: s.exact.mw === '1/1' ? '1' : s.exact.mw,
    gw: s.exact.gw === '1/1' ? '1' : s.exact.gw,
    omw: s.exact.omw,
    ogw: s.exact.ogw,
    ...(s.dropped ? { dropped: true } : {}),
  };
}

describe('standings: worked MTR examples', () => {
  it.each(EXAMPLES.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const state: TournamentState = { seed: example.name, players: example.players, matches: example.matches };
    const table = standings(state, example.profile);
    const byId = Object.fromEntries(table.map((s) => [s.playerId, figures(s)]));
    expect(byId).toEqual(example.rows);
    // The order, with fully tied groups compared as sets.
    let at = 0;
    for (const entry of example.order) {
      const group = Array.isArray(entry) ? entry : [entry];
      const got = table.slice(at, at + group.length).map((s) => s.playerId);
      expect(got.sort()).toEqual([...group].sort());
      at += group.length;
    }
    expect(at).toBe(table.length);
  });

  it('the first example under scoring version 1 (match wins first) is ordered differently', () => {
    const first = EXAMPLES[0];
    const table = standings(
      { seed: first.name, players: first.players, matches: first.matches },
      SWU_MATCH_WINS_PROFILE,
    );
    // Match wins: G, A, C 2; B (bye), E 1; D, F 0 — then OMW: B 11/18 above E 13/27, D 1/2 above F 13/27.
    expect(table.map((s) => s.playerId)).toEqual(['G', 'A', 'C', 'B', 'E', 'D', 'F']);
  });
});

/** Random swu histories: pairs from a shuffled field, results from every kind the rules allow. */
const RESULTS: MatchResult[] = [
  { wins: { a: 2, b: 0 } },
  { wins: { a: 2, b: 1 } },
  { wins: { a: 1, b: 0 } },
  { wins: { a: 1, b: 1 } },
  { wins: { a: 0, b: 0 } },
  { wins: {}, draws: 3 },
  { wins: { a: 1, b: 1 }, draws: 1 },
  { wins: { a: 0, b: 2 } },
  { wins: { a: 1, b: 2 } },
];

const history = fc
  .record({
    n: fc.integer({ min: 2, max: 14 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    picks: fc.array(fc.nat(), { minLength: 5 * 14, maxLength: 5 * 14 }),
    drops: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 14, maxLength: 14 }),
  })
  .map(({ n, rounds, picks, drops }) => {
    const players: SwissPlayer[] = Array.from({ length: n }, (_, i) =>
      drops[i] > 0 && drops[i] < rounds ? { id: `p${i}`, droppedAfterRound: drops[i] } : { id: `p${i}` },
    );
    const matches: SwissMatch[] = [];
    let k = 0;
    for (let round = 1; round <= rounds; round++) {
      const active = players.filter((p) => (p.droppedAfterRound ?? Infinity) >= round).map((p) => p.id);
      // A seeded shuffle from the picks.
      for (let i = active.length - 1; i > 0; i--) {
        const j = picks[k++ % picks.length] % (i + 1);
        [active[i], active[j]] = [active[j], active[i]];
      }
      if (active.length % 2 === 1) matches.push(bye(round, active.pop() as PlayerId));
      for (let i = 0; i + 1 < active.length; i += 2) {
        const shape = RESULTS[picks[k++ % picks.length] % RESULTS.length];
        const [a, b] = [active[i], active[i + 1]];
        const wins: Record<PlayerId, number> = {};
        if (shape.wins?.['a'] !== undefined) wins[a] = shape.wins['a'];
        if (shape.wins?.['b'] !== undefined) wins[b] = shape.wins['b'];
        matches.push({ round, table: i / 2 + 1, players: [a, b], bye: false, result: { ...shape, wins } });
      }
    }
    return { seed: `h${n}-${rounds}`, players, matches } satisfies TournamentState;
  });

describe('standings: properties (swu, current rules)', () => {
  it('is a permutation of the players, ranked 1..n, match points = 3 x match wins + draws, non-increasing', () => {
    fc.assert(
      fc.property(history, (state) => {
        const table = standings(state, PROFILES.swu);
        expect(table.map((s) => s.playerId).sort()).toEqual(state.players.map((p) => p.id).sort());
        expect(table.map((s) => s.rank)).toEqual(table.map((_, i) => i + 1));
        for (const s of table) {
          expect(s.matchPoints).toBe(3 * s.matchWins + s.draws);
          expect(s.matchWins).toBe(s.wins + s.byes);
          expect(s.wins + s.losses + s.draws + s.byes).toBe(s.roundsPlayed);
        }
        for (let i = 1; i < table.length; i++) {
          expect(table[i - 1].matchPoints).toBeGreaterThanOrEqual(table[i].matchPoints);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('an intentional draw (0-0-3) counts three drawn games: GW 1/3 and one match point each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), (draws) => {
        const state: TournamentState = {
          seed: 'id',
          players: [{ id: 'a' }, { id: 'b' }],
          matches: [{ round: 1, table: 1, players: ['a', 'b'], bye: false, result: { wins: {}, draws } }],
        };
        for (const s of standings(state, PROFILES.swu)) {
          expect([s.matchPoints, s.draws, s.exact.gw]).toEqual([1, 1, '1/3']);
        }
      }),
    );
  });
});
