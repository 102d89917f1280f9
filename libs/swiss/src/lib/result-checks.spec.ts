import fc from 'fast-check';
import { pairPods } from './pods';
import { pairRound } from './pairing';
import { PROFILES, profileFor, SWU_MATCH_WINS_PROFILE } from './profiles';
import { parseResult, RESULT_LIMITS } from './result-shape';
import { validateResult } from './results';
import { screenResults } from './screen-results';
import { standings } from './standings';
import type { MatchResult, SwissMatch, TournamentState } from './types';

const match: SwissMatch = { round: 1, table: 1, players: ['a', 'b'], bye: false };
const pod: SwissMatch = { round: 1, table: 1, players: ['a', 'b', 'c'], bye: false };
const check = (m: SwissMatch, r: MatchResult, p = PROFILES.mtr) =>
  validateResult(m, r, p).map((x) => `${x.kind}:${x.code}`);

describe('validateResult: results the game cannot produce (contract rev 2)', () => {
  it('refuses placements on a two-player match', () => {
    expect(check(match, { wins: {}, placements: ['a', 'b'] })).toEqual(['impossible:placements-not-allowed']);
    expect(check(match, { wins: { a: 2 }, placements: ['a', 'b'] }, PROFILES.swu)).toEqual([
      'impossible:placements-not-allowed',
    ]);
  });

  it('refuses wins, draws and outcomes on a pod, and placements that are not exactly the pod', () => {
    expect(check(pod, { wins: { a: 1 }, placements: ['a', 'b', 'c'] }, PROFILES.pods)).toEqual([
      'impossible:wins-not-allowed',
    ]);
    expect(check(pod, { wins: { a: 1 } }, PROFILES.pods)).toEqual([
      'impossible:wins-not-allowed',
      'impossible:placements-required',
    ]);
    expect(check(pod, { wins: {}, draws: 1, placements: ['a', 'b', 'c'] }, PROFILES.pods)).toEqual([
      'impossible:wins-not-allowed',
    ]);
    expect(check(pod, { wins: {}, placements: ['a', 'b', 'z'] }, PROFILES.pods)).toEqual([
      'impossible:placements-mismatch',
    ]);
    expect(check(pod, { wins: {}, placements: ['a', 'b', 'c'] }, PROFILES.pods)).toEqual([]);
  });

  it('refuses game draws where a game always has a winner (Destiny, the Deckbuilding Game)', () => {
    expect(check(match, { wins: { a: 1 }, draws: 1 }, PROFILES.destiny)).toEqual(['impossible:game-draw-not-allowed']);
    expect(check(match, { wins: { a: 1 }, draws: 1 }, PROFILES.dbg)).toEqual(['impossible:game-draw-not-allowed']);
    const twoGame = profileFor('dbg', 'dbg-standard', { twoGameMatches: true });
    expect(check(match, { wins: { a: 1 }, draws: 1 }, twoGame)).toEqual(['impossible:game-draw-not-allowed']);
    expect(check(match, { wins: { a: 1, b: 1 } }, twoGame)).toEqual([]);
    expect(check(match, { wins: {} }, PROFILES.destiny)).toEqual(['impossible:draw-not-allowed']);
  });

  it('refuses more games than the match format has, and keeps what the contract allows', () => {
    const bo1 = profileFor('swtcg', undefined, { matchFormat: 'bo1' });
    expect(check(match, { wins: { a: 1, b: 1 } }, bo1)).toEqual(['impossible:too-many-games']);
    expect(check(match, { wins: { a: 3 } })).toEqual(['impossible:too-many-wins']);
    expect(check(match, { wins: {}, draws: 4 })).toEqual(['impossible:too-many-games']);
    // Allowed by the contract: intentional draw 0-0-3, 1-1, missing players' wins are 0, drawn games beside wins.
    expect(check(match, { wins: {}, draws: 3 })).toEqual([]);
    expect(check(match, { wins: { a: 1, b: 1 } })).toEqual([]);
    expect(check(match, { wins: { a: 2 } })).toEqual([]);
    expect(check(match, { wins: { a: 2, b: 0 }, draws: 1 })).toEqual([]);
  });

  it('refuses win keys that are not players of the match', () => {
    expect(check(match, { wins: { a: 2, z: 0 } })).toEqual(['impossible:unknown-player']);
  });

  it('keeps the no-draw rule of swu scoring version 1 a rule (400), not an impossible result', () => {
    expect(check(match, { wins: { a: 1, b: 1 } }, SWU_MATCH_WINS_PROFILE)).toEqual(['rule:draw-not-allowed']);
    expect(check(match, { wins: { a: 2, b: 0 }, outcome: 'double-loss' }, SWU_MATCH_WINS_PROFILE)).toEqual([
      'rule:double-loss-with-winner',
    ]);
  });
});

describe('parseResult: shape and size of a result body', () => {
  const codes = (body: unknown) => {
    const parsed = parseResult(body);
    return parsed.ok ? [] : parsed.problems.map((p) => `${p.kind}:${p.code}`);
  };

  it('reads a good body', () => {
    expect(parseResult({ wins: { a: 2, b: 1 }, draws: 0 })).toEqual({
      ok: true,
      result: { wins: { a: 2, b: 1 }, draws: 0 },
    });
    expect(parseResult({ placements: ['a', 'b', 'c'] })).toEqual({
      ok: true,
      result: { wins: {}, placements: ['a', 'b', 'c'] },
    });
  });

  it('bounds every collection and string', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, 0]));
    expect(codes({ wins: many })).toEqual(['shape:too-many-entries']);
    expect(codes({ placements: Array.from({ length: 100 }, (_, i) => `p${i}`) })).toEqual(['shape:too-many-entries']);
    expect(codes({ wins: { ['x'.repeat(RESULT_LIMITS.maxPlayerIdLength + 1)]: 1 } })).toEqual(['shape:too-long']);
    expect(codes({ placements: ['x'.repeat(10_000)] })).toEqual(['shape:too-long']);
  });

  it('refuses wrong types without throwing', () => {
    expect(codes(null)).toEqual(['shape:bad-shape']);
    expect(codes([])).toEqual(['shape:bad-shape']);
    expect(codes({ wins: [1, 2] })).toEqual(['shape:bad-shape']);
    expect(codes({ wins: { a: '2' } })).toEqual(['shape:bad-number']);
    expect(codes({ wins: { a: 1e9 } })).toEqual(['shape:bad-number']);
    expect(codes({ draws: -1 })).toEqual(['shape:bad-number']);
    expect(codes({ outcome: 'win' })).toEqual(['shape:bad-shape']);
    expect(codes({ placements: 'a' })).toEqual(['shape:bad-shape']);
    expect(codes({ placements: [1] })).toEqual(['shape:bad-shape']);
    expect(codes({})).toEqual(['shape:bad-shape']);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const parsed = parseResult(body);
        if (parsed.ok) validateResult(match, parsed.result, PROFILES.mtr);
        if (parsed.ok) validateResult(pod, parsed.result, PROFILES.pods);
      }),
      { numRuns: 300 },
    );
  });
});

describe('screenResults: corrupt stored results are skipped and flagged, never thrown', () => {
  const players = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

  it('skips placements stored on a two-player match (which used to throw in standings)', () => {
    const state: TournamentState = {
      seed: 's',
      players,
      matches: [
        { id: 'm1', round: 1, table: 1, players: ['a', 'b'], bye: false, result: { wins: {}, placements: ['x', 'y'] } },
        { id: 'm2', round: 1, table: 2, players: ['c', 'd'], bye: false, result: { wins: { c: 2 } } },
      ],
    };
    expect(() => standings(state, PROFILES.mtr)).toThrow();
    const screened = screenResults(state, PROFILES.mtr);
    expect(screened.flags.map((f) => [f.matchId, f.code])).toEqual([['m1', 'corrupt-result']]);
    expect(screened.flags[0].players).toEqual(['a', 'b']);
    expect(screened.state.matches.find((m) => m.id === 'm1')?.result).toBeUndefined();
    const table = standings(screened.state, PROFILES.mtr);
    expect(table[0].playerId).toBe('c');
    // Pairing sees the match as missing its result: a clean conflict naming it, not a crash.
    expect(() => pairRound(screened.state, PROFILES.mtr, { round: 2 })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ code: 'results-missing', refs: ['m1'] }) }),
    );
  });

  it('leaves out a match naming a player who is not in the event', () => {
    const state: TournamentState = {
      seed: 's',
      players,
      matches: [{ id: 'm1', round: 1, table: 1, players: ['a', 'ghost'], bye: false, result: { wins: { a: 2 } } }],
    };
    const screened = screenResults(state, PROFILES.mtr);
    expect(screened.flags.map((f) => [f.code, f.players])).toEqual([['unknown-player', ['a']]]);
    expect(screened.state.matches).toEqual([]);
  });

  it('keeps a clean state as it is', () => {
    const state: TournamentState = {
      seed: 's',
      players,
      matches: [{ id: 'm1', round: 1, table: 1, players: ['a', 'b'], bye: false, result: { wins: { a: 2 } } }],
    };
    expect(screenResults(state, PROFILES.mtr)).toEqual({ state, flags: [] });
  });

  it('property: whatever is stored as results, standings and pairing after screening never throw', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const stored = fc.oneof(
      fc.jsonValue(),
      fc.record({
        wins: fc.dictionary(fc.constantFrom(...ids, 'zz'), fc.integer({ min: -2, max: 9 })),
        draws: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
        placements: fc.option(fc.array(fc.constantFrom(...ids, 'zz'), { maxLength: 6 }), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(fc.array(stored, { minLength: 3, maxLength: 3 }), fc.boolean(), (results, pods) => {
        const profile = pods ? PROFILES.pods : PROFILES.mtr;
        const tables = pods
          ? [
              ['a', 'b', 'c'],
              ['d', 'e', 'f', 'g'],
            ]
          : [
              ['a', 'b'],
              ['c', 'd'],
              ['e', 'f'],
            ];
        const state: TournamentState = {
          seed: 's',
          players: ids.map((id) => ({ id })),
          matches: tables.map((p, i) => ({
            id: `m${i}`,
            round: 1,
            table: i + 1,
            players: p,
            bye: false,
            result: results[i] as MatchResult,
          })),
        };
        const screened = screenResults(state, profile);
        standings(screened.state, profile);
        const complete = {
          ...screened.state,
          matches: screened.state.matches.filter((m) => m.result !== undefined),
        };
        if (pods) pairPods(complete, profile, { round: 2 });
        else pairRound(complete, profile, { round: 2 });
      }),
      { numRuns: 200 },
    );
  });
});
