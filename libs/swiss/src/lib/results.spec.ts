import { PROFILES, profileFor, SWU_MATCH_WINS_PROFILE } from './profiles';
import { matchOutcome, missingResults, validateResult } from './results';
import type { SwissMatch } from './types';

const match: SwissMatch = { round: 1, table: 1, players: ['a', 'b'], bye: false };
const codes = (m: SwissMatch, r: Parameters<typeof validateResult>[1], p = PROFILES.swu) =>
  validateResult(m, r, p).map((x) => x.code);

describe('validateResult', () => {
  it('accepts best-of-3 wins and rejects impossible scores', () => {
    expect(codes(match, { wins: { a: 2, b: 1 } })).toEqual([]);
    expect(codes(match, { wins: { a: 2 } })).toEqual([]);
    expect(codes(match, { wins: { a: 1, b: 0 } })).toEqual([]); // time called after one game
    expect(codes(match, { wins: { a: 3, b: 0 } })).toEqual(['too-many-wins']);
    expect(codes(match, { wins: { a: 2, b: 2 } })).toEqual(['too-many-games']);
    expect(codes(match, { wins: { a: -1, b: 2 } })).toEqual(['bad-number']);
    expect(codes(match, { wins: { a: 1.5, b: 0 } })).toEqual(['bad-number']);
    expect(codes(match, { wins: { a: 2, c: 0 } })).toEqual(['unknown-player']);
  });

  it('swu scoring version 1: no draws — a match without a winner must be a double loss', () => {
    const v1 = SWU_MATCH_WINS_PROFILE;
    expect(codes(match, { wins: { a: 1, b: 1 } }, v1)).toEqual(['draw-not-allowed']);
    expect(codes(match, { wins: { a: 1, b: 1 }, outcome: 'double-loss' }, v1)).toEqual([]);
    expect(codes(match, { wins: {}, outcome: 'double-loss' }, v1)).toEqual([]);
    expect(codes(match, { wins: { a: 2, b: 1 }, outcome: 'double-loss' }, v1)).toEqual(['double-loss-with-winner']);
  });

  it('swu (current rules): 1-1, 0-0 and the intentional draw 0-0-3 are drawn matches; a double loss stays possible', () => {
    expect(codes(match, { wins: { a: 1, b: 1 } })).toEqual([]);
    expect(codes(match, { wins: {} })).toEqual([]);
    expect(codes(match, { wins: {}, draws: 3 })).toEqual([]);
    expect(codes(match, { wins: { a: 1, b: 1 }, draws: 1 })).toEqual([]);
    expect(codes(match, { wins: {}, draws: 4 })).toEqual(['too-many-games']);
    expect(codes(match, { wins: {}, outcome: 'double-loss' })).toEqual([]);
    expect(PROFILES.swu.doubleLossBy).toBe('organizer');
    expect(SWU_MATCH_WINS_PROFILE.doubleLossBy).toBe('players');
  });

  it('MTR: draws and intentional draws (0-0-3) are allowed, double losses are not', () => {
    expect(codes(match, { wins: { a: 1, b: 1 } }, PROFILES.mtr)).toEqual([]);
    expect(codes(match, { wins: {}, draws: 3 }, PROFILES.mtr)).toEqual([]);
    expect(codes(match, { wins: {}, draws: 4 }, PROFILES.mtr)).toEqual(['too-many-games']);
    expect(codes(match, { wins: { a: 1, b: 1 }, outcome: 'double-loss' }, PROFILES.mtr)).toEqual([
      'double-loss-not-allowed',
    ]);
  });

  it('best of 1 (destiny) and dbg two-game matches', () => {
    expect(codes(match, { wins: { a: 1 } }, PROFILES.destiny)).toEqual([]);
    expect(codes(match, { wins: { a: 2 } }, PROFILES.destiny)).toEqual(['too-many-wins']);
    expect(codes(match, { wins: {} }, PROFILES.destiny)).toEqual(['draw-not-allowed']);
    const twoGame = profileFor('dbg', 'dbg-standard', { twoGameMatches: true });
    expect(codes(match, { wins: { a: 1, b: 1 } }, twoGame)).toEqual([]);
    expect(codes(match, { wins: { a: 2, b: 0 } }, twoGame)).toEqual([]);
    expect(codes(match, { wins: { a: 2, b: 1 } }, twoGame)).toEqual(['too-many-games']);
  });

  it('pods report placements of every player', () => {
    const pod: SwissMatch = { round: 1, table: 1, players: ['a', 'b', 'c'], bye: false };
    expect(codes(pod, { wins: {}, placements: ['b', 'a', 'c'] }, PROFILES.pods)).toEqual([]);
    expect(codes(pod, { wins: {}, placements: ['b', 'a'] }, PROFILES.pods)).toEqual(['placements-mismatch']);
    expect(codes(pod, { wins: {}, placements: ['b', 'b', 'a'] }, PROFILES.pods)).toEqual(['placements-mismatch']);
    expect(codes(pod, { wins: {} }, PROFILES.pods)).toEqual(['placements-required']);
  });

  it('byes take no result', () => {
    expect(codes({ round: 1, table: null, players: ['a'], bye: true }, { wins: { a: 2 } })).toEqual([
      'no-result-needed',
    ]);
  });
});

describe('matchOutcome and missingResults', () => {
  it('reads winners, draws and double losses', () => {
    expect(matchOutcome(match, { wins: { a: 0, b: 2 } })).toEqual({ kind: 'win', winner: 'b', loser: 'a' });
    expect(matchOutcome(match, { wins: { a: 1, b: 1 } })).toEqual({ kind: 'draw' });
    expect(matchOutcome(match, { wins: { a: 1, b: 1 }, outcome: 'double-loss' })).toEqual({ kind: 'double-loss' });
  });

  it('lists matches without results, ignoring byes', () => {
    const state = {
      seed: 's',
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      matches: [
        { ...match, id: 'm1' },
        { round: 1, table: null, players: ['c'], bye: true },
      ],
    };
    expect(missingResults(state).map((m) => m.id)).toEqual(['m1']);
    expect(missingResults(state, 2)).toEqual([]);
  });
});
