import type { BracketView, RoundView } from '@cantina/contract';
import { situationOf } from './my-match-state';

const round: RoundView = {
  number: 3,
  matches: [
    { id: 'm1', table: 4, players: ['a', 'b'], bye: false },
    { id: 'm2', table: null, players: ['c'], bye: true },
  ],
};

describe("the player's situation", () => {
  it('waits before the first round, says so when not paired or on a bye', () => {
    expect(situationOf('a', null, null)).toEqual({ kind: 'waiting' });
    expect(situationOf('z', round, null)).toEqual({ kind: 'not-paired', round: 3 });
    expect(situationOf('c', round, null)).toEqual({ kind: 'bye', round: 3 });
  });

  it('walks report → reported/confirm → disputed → final', () => {
    const step = (match: Partial<RoundView['matches'][number]>, me: string) => {
      const situation = situationOf(me, { ...round, matches: [{ ...round.matches[0], ...match }] }, null);
      return situation.kind === 'match' ? situation.step : situation.kind;
    };
    const report = { by: 'a', result: { wins: { a: 2, b: 0 } } };
    expect(step({}, 'a')).toBe('report');
    expect(step({ report }, 'a')).toBe('reported');
    expect(step({ report }, 'b')).toBe('confirm');
    expect(step({ report, disputed: true }, 'b')).toBe('disputed');
    expect(step({ result: report.result }, 'b')).toBe('final');
  });

  it("prefers the player's latest bracket match during the top cut", () => {
    const cut: BracketView = {
      size: 4,
      matches: [
        {
          id: 't1',
          stage: 1,
          slot: 0,
          table: 1,
          players: ['a', 'd'],
          seeds: [1, 4],
          result: { wins: { a: 2 } },
          winner: 'a',
        },
        {
          id: 't2',
          stage: 1,
          slot: 1,
          table: 2,
          players: ['b', 'c'],
          seeds: [2, 3],
          result: { wins: { b: 2 } },
          winner: 'b',
        },
        { id: 't3', stage: 2, slot: 0, table: 1, players: ['a', 'b'], seeds: [1, 2], winner: null },
      ],
    };
    const situation = situationOf('a', round, cut);
    expect(situation).toMatchObject({ kind: 'match', round: null, stage: 2, stageName: 'final', opponents: ['b'] });
    expect(situationOf('d', round, cut)).toMatchObject({
      kind: 'match',
      stage: 1,
      stageName: 'semifinals',
      step: 'final',
    });
  });
});
