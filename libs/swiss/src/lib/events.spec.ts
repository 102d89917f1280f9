import type { GameId } from '@cantina/games';
import { pairRound } from './pairing';
import { pairPods } from './pods';
import { profileFor, type ProfileSettings } from './profiles';
import { validateResult } from './results';
import { simulateResults, withMatches } from './simulate';
import { standings } from './standings';
import { advanceBracket, bracketChampion, recommendedRounds, topCut } from './top-cut';
import type { SwissPlayer, TournamentState } from './types';

const cases: [string, GameId, string, ProfileSettings][] = [
  ['swu premier (bo3)', 'swu', 'swu-premier', {}],
  ['swu draft (bo1)', 'swu', 'swu-draft', { matchFormat: 'bo1' }],
  ['swtcg constructed', 'swtcg', 'swtcg-constructed', {}],
  ['destiny standard (bo1)', 'destiny', 'destiny-standard', {}],
  ['dbg one game per round', 'dbg', 'dbg-standard', {}],
  ['dbg two-game matches', 'dbg', 'dbg-standard', { twoGameMatches: true }],
  ['swu twin suns (pods)', 'swu', 'swu-twin-suns', {}],
];

describe.each(cases)('a full event: %s', (_name, game, format, settings) => {
  it('runs from round 1 to the top cut with valid results and consistent standings', () => {
    const profile = profileFor(game, format, settings);
    const n = 27;
    const players: SwissPlayer[] = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      deckSide: i % 3 === 0 ? 'dark' : 'light',
    }));
    players[3].droppedAfterRound = 2;
    players[4].firstRound = 2;
    players[5].byeRounds = [1];
    let state: TournamentState = { seed: `full-${game}-${format}`, players, matches: [] };
    const rounds = recommendedRounds(n);
    expect(rounds).toBe(5);
    for (let r = 1; r <= rounds; r++) {
      const round = profile.pods ? pairPods(state, profile) : pairRound(state, profile);
      expect(round.number).toBe(r);
      expect(round.matches.filter((m) => m.bye && !m.preassigned).length).toBeLessThanOrEqual(1);
      if (!profile.pods) expect(round.stats.rematches).toBe(0);
      if (game === 'dbg') for (const m of round.matches.filter((x) => !x.bye)) expect(m.sides).toBeDefined();
      if (game === 'swtcg') for (const m of round.matches.filter((x) => !x.bye)) expect(m.darkSide).not.toBeUndefined();
      // Plain data: survives a JSON round trip (worker threads, storage).
      expect(JSON.parse(JSON.stringify(round))).toEqual(round);
      const played = simulateResults(round, profile, state.seed, { drawRate: 0.1 });
      for (const m of played) if (m.result) expect(validateResult(m, m.result, profile)).toEqual([]);
      state = withMatches(state, played);
    }
    const table = standings(state, profile);
    expect(table.map((s) => s.rank)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(table.find((s) => s.playerId === 'p3')?.dropped).toBe(true);
    const late = table.find((s) => s.playerId === 'p4');
    expect(late?.roundsPlayed).toBe(rounds);
    expect(table.find((s) => s.playerId === 'p5')?.byes).toBeGreaterThanOrEqual(1);
    for (const s of table) {
      expect(s.matchWins).toBe(s.wins + s.byes);
      if (!profile.pods) expect(s.matchPoints).toBe(3 * s.matchWins + s.draws);
      for (const v of [s.mw, s.omw, s.gw, s.ogw]) {
        expect(v).toBeGreaterThanOrEqual(1 / 3 - 1e-12);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
    let bracket = topCut(table, 8);
    expect(bracket.matches.filter((m) => m.stage === 1).map((m) => m.seeds)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    for (let stage = 1; stage <= bracket.stages; stage++) {
      bracket = advanceBracket(
        bracket,
        bracket.matches
          .filter((m) => m.stage === stage)
          .map((m) => ({ stage, slot: m.slot, winner: m.players[0] as string })),
      );
    }
    expect(bracketChampion(bracket)).toBe(table.filter((s) => !s.dropped)[0].playerId);
  });
});
