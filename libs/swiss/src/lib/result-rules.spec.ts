import fc from 'fast-check';
import { awaitingConfirmation, sameResult, winnerOf } from './result-rules';
import type { MatchResult } from './types';

const PLAYERS = ['p1', 'p2'];

/** Two-player results and pod placements over p1..p4, with keys sometimes missing. */
const resultArb: fc.Arbitrary<MatchResult> = fc.oneof(
  fc.record(
    {
      wins: fc.dictionary(fc.constantFrom('p1', 'p2', 'p3'), fc.nat(3)),
      draws: fc.nat(3),
      outcome: fc.constant('double-loss' as const),
    },
    { requiredKeys: [] },
  ),
  fc.record({ placements: fc.shuffledSubarray(['p1', 'p2', 'p3', 'p4']) }),
);

describe('winnerOf', () => {
  it('names the player with more game wins', () => {
    expect(winnerOf({ wins: { p1: 2, p2: 1 } }, PLAYERS)).toBe('p1');
    expect(winnerOf({ wins: { p1: 0, p2: 2 } }, PLAYERS)).toBe('p2');
    expect(winnerOf({ wins: { p2: 1 } }, PLAYERS)).toBe('p2');
  });

  it('has no winner for a draw, a double loss, an empty report or a pod', () => {
    expect(winnerOf({ wins: { p1: 1, p2: 1 }, draws: 1 }, PLAYERS)).toBeNull();
    expect(winnerOf({ wins: { p1: 2, p2: 0 }, outcome: 'double-loss' }, PLAYERS)).toBeNull();
    expect(winnerOf({}, PLAYERS)).toBeNull();
    expect(winnerOf({ wins: { a: 1 } }, ['a', 'b', 'c'])).toBeNull();
    expect(winnerOf({ wins: { a: 1 } }, ['a'])).toBeNull();
  });

  it('ignores wins of players who are not in the match', () => {
    expect(winnerOf({ wins: { p1: 1, p3: 2 } }, PLAYERS)).toBe('p1');
  });
});

describe('sameResult', () => {
  it('treats missing wins and draws as 0', () => {
    expect(sameResult({ wins: { p1: 2 } }, { wins: { p1: 2, p2: 0 }, draws: 0 }, PLAYERS)).toBe(true);
    expect(sameResult({ wins: { p2: 2, p1: 1 } }, { wins: { p1: 1, p2: 2 } }, PLAYERS)).toBe(true);
    expect(sameResult({ wins: { p1: 2, p2: 1 } }, { wins: { p1: 1, p2: 2 } }, PLAYERS)).toBe(false);
    expect(sameResult({ wins: { p1: 1, p2: 1 } }, { wins: { p1: 1, p2: 1 }, draws: 1 }, PLAYERS)).toBe(false);
  });

  it('tells a double loss from a plain tie', () => {
    const tie = { wins: { p1: 1, p2: 1 } };
    expect(sameResult(tie, { ...tie, outcome: 'double-loss' }, PLAYERS)).toBe(false);
    expect(sameResult({ ...tie, outcome: 'double-loss' }, { ...tie, outcome: 'double-loss' }, PLAYERS)).toBe(true);
  });

  it('compares placements in order, and placements against wins as different', () => {
    expect(sameResult({ placements: ['a', 'b', 'c'] }, { placements: ['a', 'b', 'c'] }, [])).toBe(true);
    expect(sameResult({ placements: ['a', 'b', 'c'] }, { placements: ['b', 'a', 'c'] }, [])).toBe(false);
    expect(sameResult({ placements: ['p1', 'p2'] }, { wins: { p1: 1 } }, PLAYERS)).toBe(false);
  });

  it('only looks at the players of the match', () => {
    expect(sameResult({ wins: { p1: 2, p3: 1 } }, { wins: { p1: 2 } }, PLAYERS)).toBe(true);
  });

  it('is reflexive and symmetric', () => {
    fc.assert(
      fc.property(resultArb, resultArb, (a, b) => {
        expect(sameResult(a, a, PLAYERS)).toBe(true);
        expect(sameResult(structuredClone(a), a, PLAYERS)).toBe(true);
        expect(sameResult(a, b, PLAYERS)).toBe(sameResult(b, a, PLAYERS));
      }),
    );
  });

  it('agrees on the winner whenever two reports are the same', () => {
    fc.assert(
      fc.property(resultArb, resultArb, (a, b) => {
        if (sameResult(a, b, PLAYERS)) expect(winnerOf(a, PLAYERS)).toBe(winnerOf(b, PLAYERS));
      }),
    );
  });
});

describe('awaitingConfirmation', () => {
  it('waits for the opponent of a two-player report', () => {
    expect(awaitingConfirmation(PLAYERS, 'p1', [])).toEqual(['p2']);
    expect(awaitingConfirmation(PLAYERS, 'p1', ['p2'])).toEqual([]);
  });

  it('waits for every other player of a pod, in seat order', () => {
    const pod = ['a', 'b', 'c', 'd'];
    expect(awaitingConfirmation(pod, 'b', [])).toEqual(['a', 'c', 'd']);
    expect(awaitingConfirmation(pod, 'b', ['d', 'a'])).toEqual(['c']);
    expect(awaitingConfirmation(pod, 'b', ['a', 'c', 'd'])).toEqual([]);
  });

  it('ignores confirmations from the reporter and from outsiders', () => {
    expect(awaitingConfirmation(PLAYERS, 'p1', ['p1', 'x'])).toEqual(['p2']);
  });
});
