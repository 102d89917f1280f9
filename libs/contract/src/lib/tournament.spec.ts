import * as swiss from '@cantina/swiss';
import type { MatchResultBody, MatchResultView, ResultFlagView } from './tournament';

/** Compiles only when `A` and `B` accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape = <T extends true>(proof: T): T => proof;

describe('tournament wire types', () => {
  it('show the engine’s results and flags as they are', () => {
    expect(sameShape<Same<MatchResultView, Omit<swiss.MatchResult, 'gameSides'>>>(true)).toBe(true);
    expect(sameShape<Same<ResultFlagView['code'], swiss.ResultFlag['code']>>(true)).toBe(true);
  });

  it('take a result body the engine parses, with the organizer’s reason beside it', () => {
    const body: MatchResultBody = { wins: { a: 2, b: 1 }, draws: 0, reason: 'score slip' };
    const { reason, ...result } = body;
    const parsed = swiss.parseResult(result);
    expect(reason).toBe('score slip');
    expect(parsed).toEqual({ ok: true, result: { wins: { a: 2, b: 1 }, draws: 0 } });
  });
});
