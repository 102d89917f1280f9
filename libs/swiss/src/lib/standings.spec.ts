import fc from 'fast-check';
import { randomHistory, referenceStandings, seededRandom } from '../testing/reference';
import { PROFILES, SWU_MATCH_WINS_PROFILE, type ScoringProfile } from './profiles';
import { standings } from './standings';
import type { MatchResult, PlayerId, SwissMatch, SwissPlayer, TournamentState } from './types';

const RUNS = Number(process.env['SWISS_FC_RUNS'] ?? 150);

/** A played match; `a` wins `wa` games, `b` wins `wb`. */
const played = (
  round: number,
  a: PlayerId,
  b: PlayerId,
  wa: number,
  wb: number,
  extra: Partial<MatchResult> = {},
): SwissMatch => ({
  round,
  table: 1,
  players: [a, b],
  bye: false,
  result: { wins: { [a]: wa, [b]: wb }, ...extra },
});
const bye = (round: number, p: PlayerId): SwissMatch => ({ round, table: null, players: [p], bye: true });

function row(state: TournamentState, profile: ScoringProfile, id: PlayerId) {
  const found = standings(state, profile).find((s) => s.playerId === id);
  if (!found) throw new Error(`no row for ${id}`);
  return found;
}

describe('standings — MTR Appendix C worked examples (anchors/tournament.md §3.2)', () => {
  // Each example player meets fresh fillers, so only their own record matters.
  let filler = 0;
  const f = (): PlayerId => `f${filler++}`;
  const matches: SwissMatch[] = [];
  // 5-2-1 over 8 rounds: 16 match points of 24 = 0.667.
  ['W', 'W', 'W', 'W', 'W', 'L', 'L', 'D'].forEach((r, i) =>
    matches.push(played(i + 1, 'five', f(), r === 'W' ? 2 : r === 'L' ? 0 : 1, r === 'L' ? 2 : r === 'D' ? 1 : 0)),
  );
  // 1-3-0, then withdraws: 3 of 12 = 0.25, raised to the 0.33 floor.
  ['W', 'L', 'L', 'L'].forEach((r, i) =>
    matches.push(played(i + 1, 'drop', f(), r === 'W' ? 2 : 0, r === 'W' ? 0 : 2)),
  );
  // 3-2-0 including a first-round bye, then withdraws: 9 of 15 = 0.60.
  matches.push(bye(1, 'byed'));
  ['W', 'W', 'L', 'L'].forEach((r, i) =>
    matches.push(played(i + 2, 'byed', f(), r === 'W' ? 2 : 1, r === 'W' ? 1 : 2)),
  );
  const players: SwissPlayer[] = [
    { id: 'five' },
    { id: 'drop', droppedAfterRound: 4 },
    { id: 'byed', droppedAfterRound: 5 },
    ...Array.from({ length: filler }, (_, i) => ({ id: `f${i}` })),
  ];
  const state: TournamentState = { seed: 'mtr', players, matches };

  it('5-2-1 is 16/24 = 0.667', () => {
    const s = row(state, PROFILES.mtr, 'five');
    expect(s.exact.mw).toBe('2/3');
    expect(s.mw).toBeCloseTo(0.667, 3);
    expect(s.matchPoints).toBe(16);
    expect([s.wins, s.losses, s.draws]).toEqual([5, 2, 1]);
  });

  it('1-3-0 then withdrawn is 3/12 = 0.25, floored to 1/3, and flagged as dropped', () => {
    const s = row(state, PROFILES.mtr, 'drop');
    expect(s.exact.mw).toBe('1/3');
    expect(s.dropped).toBe(true);
    expect(s.roundsPlayed).toBe(4);
  });

  it('3-2-0 with a first-round bye then withdrawn is 9/15 = 0.60 (the bye counts for the player)', () => {
    const s = row(state, PROFILES.mtr, 'byed');
    expect(s.exact.mw).toBe('3/5');
    expect(s.matchWins).toBe(3);
    expect(s.byes).toBe(1);
    expect(s.matchPoints).toBe(9);
    // Games: bye 2-0, then 2-1, 2-1, 1-2, 1-2 -> 8 won of 14 = 24/42 game points.
    expect(s.exact.gw).toBe('4/7');
    // The bye is not an opponent.
    expect(s.opponents).toHaveLength(4);
  });

  it('a player with no games yet has GW 1/3, MW 1/3, OMW 1/3', () => {
    const fresh = row({ ...state, players: [...state.players, { id: 'late', firstRound: 9 }] }, PROFILES.mtr, 'late');
    expect(fresh.exact).toEqual({ mw: '1/3', gw: '1/3', omw: '1/3', ogw: '1/3' });
  });
});

describe('standings — Melee SWU worked example (anchors/tournament.md §2.4)', () => {
  // P beat O2 (who ends 0-2) and lost to O1 (who ends 1-1): OMW = (0.50 + 0.3333) / 2 = 41.66 %.
  const state: TournamentState = {
    seed: 'melee',
    players: ['P', 'O1', 'O2', 'X', 'Y', 'Z'].map((id) => ({ id })),
    matches: [
      played(1, 'P', 'O2', 2, 0),
      played(1, 'X', 'O1', 2, 1),
      played(1, 'Y', 'Z', 2, 0),
      played(2, 'O1', 'P', 2, 1),
      played(2, 'Y', 'O2', 2, 0),
      played(2, 'X', 'Z', 2, 0),
    ],
  };

  it('OMW counts wins only, with the 1/3 floor on the 0-2 opponent', () => {
    const s = row(state, PROFILES.swu, 'P');
    expect(s.exact.omw).toBe('5/12');
    expect(s.omw).toBeCloseTo(0.41666, 4);
  });

  it('orders swu scoring version 1 by match wins first', () => {
    const table = standings(state, SWU_MATCH_WINS_PROFILE);
    expect(
      table
        .slice(0, 2)
        .map((s) => s.playerId)
        .sort(),
    ).toEqual(['X', 'Y']);
    expect(table[0].matchWins).toBe(2);
  });

  it('scores an unfinished swu match as a double loss: 0 match wins each, games still count', () => {
    const dl: TournamentState = {
      seed: 'dl',
      players: [{ id: 'a' }, { id: 'b' }],
      matches: [played(1, 'a', 'b', 1, 1, { outcome: 'double-loss' })],
    };
    for (const id of ['a', 'b']) {
      const s = row(dl, PROFILES.swu, id);
      expect([s.matchWins, s.matchPoints, s.wins, s.losses, s.draws]).toEqual([0, 0, 0, 1, 0]);
      expect(s.exact.gw).toBe('1/2');
      expect(s.exact.mw).toBe('1/3');
    }
  });
});

describe('standings — byes, drops and late entries', () => {
  it('leaves byes out of opponents’ averages and keeps dropped opponents in them', () => {
    const state: TournamentState = {
      seed: 'b',
      players: [{ id: 'a' }, { id: 'b', droppedAfterRound: 2 }, { id: 'c' }, { id: 'd' }],
      matches: [
        bye(1, 'a'),
        played(1, 'b', 'c', 2, 0),
        played(2, 'a', 'b', 2, 0),
        played(2, 'c', 'd', 2, 0),
        bye(3, 'c'),
        played(3, 'a', 'd', 0, 2),
      ],
    };
    const a = row(state, PROFILES.mtr, 'a');
    // a's opponents: b (1-1 -> 1/2) and d (1-1 -> 1/2); the bye is not one.
    expect(a.opponents).toEqual(['b', 'd']);
    expect(a.exact.omw).toBe('1/2');
    expect(row(state, PROFILES.mtr, 'b').dropped).toBe(true);
    // c's own record includes the bye: 1-1 plus a bye = 6/9.
    expect(row(state, PROFILES.mtr, 'c').exact.mw).toBe('2/3');
  });

  it('counts rounds missed by a late entry as losses (configurable)', () => {
    const state: TournamentState = {
      seed: 'late',
      players: [{ id: 'a' }, { id: 'b' }, { id: 'late', firstRound: 3 }, { id: 'd' }],
      matches: [played(1, 'a', 'b', 2, 0), played(2, 'a', 'b', 2, 0), played(3, 'late', 'd', 2, 0)],
    };
    const late = row(state, PROFILES.swu, 'late');
    expect([late.wins, late.losses, late.roundsPlayed]).toEqual([1, 2, 3]);
    expect(late.exact.mw).toBe('1/3');
    const lenient = row({ ...state, settings: { missedRounds: 'none' } }, PROFILES.swu, 'late');
    expect([lenient.wins, lenient.losses, lenient.roundsPlayed]).toEqual([1, 0, 1]);
    expect(lenient.exact.mw).toBe('1/1');
  });

  it('shows standings as of an earlier round', () => {
    const state: TournamentState = {
      seed: 'asof',
      players: [{ id: 'a' }, { id: 'b', droppedAfterRound: 1 }],
      matches: [played(1, 'a', 'b', 0, 2), bye(2, 'a')],
    };
    const r1 = standings(state, PROFILES.swu, { throughRound: 1 });
    expect(r1.map((s) => s.playerId)).toEqual(['b', 'a']);
    expect(r1.find((s) => s.playerId === 'b')?.dropped).toBe(true);
    expect(standings(state, PROFILES.swu, { throughRound: 0 }).every((s) => s.matchWins === 0)).toBe(true);
  });
});

describe('standings — properties on random events', () => {
  const profiles = [PROFILES.swu, PROFILES.mtr, PROFILES.destiny, PROFILES.swtcg, PROFILES.dbg];

  it('is a permutation of the players ranked 1..n, and equals a plain reference implementation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: profiles.length - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (n, rounds, which, seed) => {
          const profile = profiles[which];
          const random = seededRandom(`st${seed}`);
          const players: SwissPlayer[] = Array.from({ length: n }, (_, i) => ({ id: `p${i}` }));
          const matches = randomHistory(players, rounds, profile, random);
          // Drops keep their matches; a late entry gets losses for the rounds before its first.
          if (n > 2 && rounds > 1) {
            players[random.nextInt(n)].droppedAfterRound = 1;
            const late = players[random.nextInt(n)];
            const first = 1 + random.nextInt(rounds);
            late.firstRound = first;
            for (let i = matches.length - 1; i >= 0; i--) {
              const m = matches[i];
              if (m.round < first && m.players.includes(late.id)) matches.splice(i, 1);
            }
          }
          const state: TournamentState = { seed: `s${seed}`, players, matches };
          const table = standings(state, profile);
          expect(table.map((s) => s.rank)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          expect(table.map((s) => s.playerId).sort()).toEqual(players.map((p) => p.id).sort());
          const ref = referenceStandings(state, profile);
          for (const s of table) {
            const r = ref.get(s.playerId);
            expect(r).toBeDefined();
            if (!r) continue;
            expect(profile.primary === 'matchWins' ? s.matchWins : s.matchPoints).toBe(r.primary);
            expect(s.mw).toBeCloseTo(r.mw, 12);
            expect(s.gw).toBeCloseTo(r.gw, 12);
            expect(s.omw).toBeCloseTo(r.omw, 12);
            expect(s.ogw).toBeCloseTo(r.ogw, 12);
          }
          // Ordered by the reference keys: primary, OMW, GW, OGW (ties beyond float noise only).
          for (let i = 1; i < table.length; i++) {
            const x = ref.get(table[i - 1].playerId);
            const y = ref.get(table[i].playerId);
            if (!x || !y) continue;
            const keys: [number, number][] = [
              [x.primary, y.primary],
              [x.omw, y.omw],
              [x.gw, y.gw],
              [x.ogw, y.ogw],
            ];
            for (const [a, b] of keys) {
              if (Math.abs(a - b) < 1e-12) continue;
              expect(a).toBeGreaterThan(b);
              break;
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
