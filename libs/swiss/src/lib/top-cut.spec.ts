import { SwissError } from './errors';
import { advanceBracket, bracketChampion, recommendedRounds, seedOrder, topCut } from './top-cut';
import type { Standing } from './standings';

const row = (rank: number, dropped = false): Standing => ({
  rank,
  playerId: `s${rank}`,
  matchPoints: 0,
  matchWins: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  byes: 0,
  mw: 0,
  omw: 0,
  gw: 0,
  ogw: 0,
  dropped,
  roundsPlayed: 0,
  opponents: [],
  exact: { mw: '0/1', omw: '0/1', gw: '0/1', ogw: '0/1' },
});
const table = (n: number): Standing[] => Array.from({ length: n }, (_, i) => row(i + 1));

describe('top cut', () => {
  it('seeds a top 8 as 1v8, 4v5, 2v7, 3v6', () => {
    const bracket = topCut(table(20), 8);
    const first = bracket.matches.filter((m) => m.stage === 1);
    expect(first.map((m) => m.seeds)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(first.map((m) => m.players)).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    expect(first.map((m) => m.table)).toEqual([1, 2, 3, 4]);
    expect(bracket.stages).toBe(3);
    expect(bracket.matches).toHaveLength(7);
  });

  it('seeds top 4 and top 16 the same way', () => {
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(() => seedOrder(6)).toThrow(SwissError);
  });

  it('skips dropped players and needs enough players', () => {
    const standings = table(9);
    standings[1] = row(2, true);
    const bracket = topCut(standings, 8);
    expect(bracket.matches[0].players).toEqual(['s1', 's9']);
    expect(() => topCut(table(7), 8)).toThrow(SwissError);
  });

  it('advances winners, keeps the better seed first, and crowns a champion', () => {
    let bracket = topCut(table(8), 8);
    bracket = advanceBracket(bracket, [
      { stage: 1, slot: 0, winner: 's8' },
      { stage: 1, slot: 1, winner: 's4' },
      { stage: 1, slot: 2, winner: 's2' },
      { stage: 1, slot: 3, winner: 's6' },
    ]);
    const semis = bracket.matches.filter((m) => m.stage === 2);
    expect(semis.map((m) => m.players)).toEqual([
      ['s4', 's8'],
      ['s2', 's6'],
    ]);
    expect(semis.map((m) => m.seeds)).toEqual([
      [4, 8],
      [2, 6],
    ]);
    bracket = advanceBracket(bracket, [
      { stage: 2, slot: 0, winner: 's8' },
      { stage: 2, slot: 1, winner: 's2' },
      { stage: 3, slot: 0, winner: 's8' },
    ]);
    expect(bracketChampion(bracket)).toBe('s8');
  });

  it('clears later matches when an earlier result is corrected', () => {
    let bracket = topCut(table(4), 4);
    bracket = advanceBracket(bracket, [
      { stage: 1, slot: 0, winner: 's1' },
      { stage: 1, slot: 1, winner: 's2' },
      { stage: 2, slot: 0, winner: 's1' },
    ]);
    bracket = advanceBracket(bracket, [{ stage: 1, slot: 0, winner: 's4' }]);
    const final = bracket.matches.find((m) => m.stage === 2);
    expect(final?.players).toEqual(['s2', 's4']);
    expect(final?.winner).toBeNull();
    expect(() => advanceBracket(bracket, [{ stage: 1, slot: 0, winner: 's3' }])).toThrow(SwissError);
    expect(() => advanceBracket(topCut(table(4), 4), [{ stage: 2, slot: 0, winner: 's1' }])).toThrow(SwissError);
  });
});

describe('recommendedRounds', () => {
  it('follows the SWU store table: one more round per doubling', () => {
    const cases: [number, number][] = [
      [1, 0],
      [2, 1],
      [4, 2],
      [8, 3],
      [9, 4],
      [16, 4],
      [17, 5],
      [32, 5],
      [33, 6],
      [64, 6],
      [65, 7],
      [128, 7],
      [129, 8],
      [1024, 10],
      [10000, 14],
    ];
    for (const [players, rounds] of cases) expect([players, recommendedRounds(players)]).toEqual([players, rounds]);
  });
});
