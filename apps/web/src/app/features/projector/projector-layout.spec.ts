import type { BracketView, Standing } from '@cantina/contract';
import fc from 'fast-check';
import { championOf, linesPerColumn, projectorColumns, splitColumns } from './projector-layout';

const standing = (playerId: string, rank: number, dropped = false): Standing => ({
  rank,
  playerId,
  name: playerId,
  matchPoints: 0,
  matchWins: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  byes: 0,
  omw: 0,
  gw: 0,
  ogw: 0,
  dropped,
});

const final = (result: boolean): BracketView => ({
  size: 4,
  matches: [
    {
      id: 's1',
      stage: 1,
      slot: 0,
      table: 1,
      players: ['a', 'd'],
      seeds: [1, 4],
      result: { wins: { a: 2 } },
      winner: 'a',
    },
    {
      id: 's2',
      stage: 1,
      slot: 1,
      table: 2,
      players: ['b', 'c'],
      seeds: [2, 3],
      result: { wins: { c: 2 } },
      winner: 'c',
    },
    {
      id: 'f',
      stage: 2,
      slot: 0,
      table: 1,
      players: ['a', 'c'],
      seeds: [1, 3],
      ...(result ? { result: { wins: { c: 2 } } } : {}),
      winner: result ? 'c' : null,
    },
  ],
});

describe('projector layout', () => {
  it('puts 64 players in three columns of 22 lines and a small event in one', () => {
    expect(projectorColumns(64)).toBe(3);
    expect(linesPerColumn(64)).toBe(22);
    expect(projectorColumns(8)).toBe(1);
    expect(projectorColumns(20)).toBe(2);
  });

  it('splits every line into at most the asked columns, in order, none empty', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer({ min: 1, max: 4 }), (lines, columns) => {
        const split = splitColumns(lines, columns);
        expect(split.flat()).toEqual(lines);
        expect(split.length).toBeLessThanOrEqual(columns);
        expect(split.every((column) => column.length > 0)).toBe(true);
      }),
    );
  });
});

describe('championOf', () => {
  const base = {
    status: 'playing',
    topCut: null,
    standings: [standing('x', 2), standing('w', 1)],
    roundsPlayed: 3,
    roundsPlanned: 3,
    cutPlanned: 0,
    roundComplete: true,
  };

  it('is the winner of the final once the event is finished', () => {
    expect(championOf({ ...base, status: 'finished', topCut: final(true) })).toBe('c');
    expect(championOf({ ...base, status: 'top-cut', topCut: final(false) })).toBeNull();
  });

  it('is the Swiss leader after the last planned round when there is no cut', () => {
    expect(championOf(base)).toBe('w');
    expect(championOf({ ...base, roundComplete: false })).toBeNull();
    expect(championOf({ ...base, roundsPlayed: 2 })).toBeNull();
    expect(championOf({ ...base, cutPlanned: 8 })).toBeNull();
    expect(championOf({ ...base, roundsPlanned: 0 })).toBeNull();
  });
});
