import fc from 'fast-check';
import {
  type BracketFeeder,
  bracketWinner,
  type DecidedBracketMatch,
  type NextBracketMatch,
  nextBracketStep,
} from './bracket-step';
import type { Standing } from './standings';
import { advanceBracket, type BracketResult, nextStageEntrants, topCut } from './top-cut';
import type { MatchResult, PlayerId } from './types';

const win = (winner: PlayerId, loser: PlayerId): MatchResult => ({ wins: { [winner]: 2, [loser]: 1 } });

/** A decided top-8 quarterfinal: seeds follow 1v8, 4v5, 2v7, 3v6 with player `s<seed>`. */
function quarter(
  slot: number,
  winnerSeed: number | null,
  extra: Partial<DecidedBracketMatch> = {},
): DecidedBracketMatch {
  const seeds = (
    [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ] as const
  )[slot];
  const players = seeds.map((s) => `s${s}`);
  const winner = winnerSeed === null ? null : `s${winnerSeed}`;
  const loser = players.find((p) => p !== winner) ?? players[1];
  return {
    stage: 1,
    slot,
    table: slot + 1,
    round: 4,
    players,
    seeds: [seeds[0], seeds[1]],
    result: winner === null ? null : win(winner, loser),
    ...extra,
  };
}

function semi(players: PlayerId[], seeds: [number, number], extra: Partial<NextBracketMatch<string>> = {}) {
  return { id: 'semi-0', stage: 2, players, seeds, result: null, report: 'provisional', ...extra };
}

describe('bracketWinner', () => {
  it('names the winner of a final result, null before', () => {
    expect(bracketWinner({ players: ['a', 'b'], result: win('b', 'a') })).toBe('b');
    expect(bracketWinner({ players: ['a', 'b'], result: null })).toBeNull();
    expect(bracketWinner({ players: ['a', 'b'] })).toBeNull();
    expect(bracketWinner({ players: ['a', 'b'], result: { wins: { a: 1, b: 1 } } })).toBeNull();
  });
});

describe('nextBracketStep', () => {
  it('finishes the event when the final is decided', () => {
    expect(
      nextBracketStep({ size: 8, decided: { ...quarter(0, 1), stage: 3, slot: 0 }, partner: null, next: null }),
    ).toEqual({
      kind: 'finished',
    });
    expect(
      nextBracketStep({ size: 4, decided: { ...quarter(0, 1), stage: 2, slot: 0 }, partner: null, next: null }),
    ).toEqual({
      kind: 'finished',
    });
  });

  it('waits for the neighbouring match', () => {
    const decided = quarter(0, 8);
    expect(nextBracketStep({ size: 8, decided, partner: null, next: null })).toEqual({ kind: 'waiting' });
    expect(nextBracketStep({ size: 8, decided, partner: quarter(1, null), next: null })).toEqual({ kind: 'waiting' });
    const drawn: BracketFeeder = { ...quarter(1, null), result: { wins: { s4: 1, s5: 1 } } };
    expect(nextBracketStep({ size: 8, decided, partner: drawn, next: null })).toEqual({ kind: 'waiting' });
    expect(nextBracketStep({ size: 8, decided: quarter(0, null), partner: quarter(1, 4), next: null })).toEqual({
      kind: 'waiting',
    });
  });

  it('creates the next match with the better seed first, whichever side finished last', () => {
    const create = {
      kind: 'create',
      match: { stage: 2, slot: 0, round: 5, table: 1, players: ['s4', 's8'], seeds: [4, 8] },
    };
    expect(nextBracketStep({ size: 8, decided: quarter(0, 8), partner: quarter(1, 4), next: null })).toEqual(create);
    expect(nextBracketStep({ size: 8, decided: quarter(1, 4), partner: quarter(0, 8), next: null })).toEqual(create);
    expect(nextBracketStep({ size: 8, decided: quarter(3, 3), partner: quarter(2, 7), next: null })).toEqual({
      kind: 'create',
      match: { stage: 2, slot: 1, round: 5, table: 2, players: ['s3', 's7'], seeds: [3, 7] },
    });
  });

  it('leaves the next match alone when a correction keeps the same players', () => {
    const next = semi(['s4', 's8'], [4, 8], { result: win('s4', 's8') });
    expect(nextBracketStep({ size: 8, decided: quarter(0, 8), partner: quarter(1, 4), next })).toEqual({
      kind: 'unchanged',
    });
  });

  it('blocks a correction that changes the players of a next match with a result', () => {
    const next = semi(['s4', 's8'], [4, 8], { result: win('s4', 's8') });
    expect(nextBracketStep({ size: 8, decided: quarter(0, 1), partner: quarter(1, 4), next })).toEqual({
      kind: 'blocked',
      matchId: 'semi-0',
      stage: 2,
    });
  });

  it('replaces the players of a next match not played yet, keeping what it had for the audit log', () => {
    const next = semi(['s4', 's8'], [4, 8]);
    expect(nextBracketStep({ size: 8, decided: quarter(0, 1), partner: quarter(1, 4), next })).toEqual({
      kind: 'replace',
      matchId: 'semi-0',
      players: ['s1', 's4'],
      seeds: [1, 4],
      before: { players: ['s4', 's8'], seeds: [4, 8], report: 'provisional' },
      reason: 'entrants changed by the result of stage 1 table 1',
    });
    const untabled = nextBracketStep({
      size: 8,
      decided: quarter(1, 5, { table: null }),
      partner: quarter(0, 8),
      next,
    });
    expect(untabled).toMatchObject({
      kind: 'replace',
      players: ['s5', 's8'],
      reason: 'entrants changed by the result of stage 1 table 2',
    });
  });

  it('puts the even slot first on equal seeds (as a stable sort by seed)', () => {
    expect(nextStageEntrants({ id: 'a', seed: 3 }, { id: 'b', seed: 3 }).players).toEqual(['a', 'b']);
    expect(nextStageEntrants({ id: 'a', seed: 3 }, null)).toEqual({ players: ['a', null], seeds: [3, 0] });
    expect(nextStageEntrants(null, { id: 'b', seed: 2 })).toEqual({ players: [null, 'b'], seeds: [0, 2] });
  });

  it('builds the same bracket as advanceBracket, results coming in any order', () => {
    const row = (rank: number): Standing => ({
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
      dropped: false,
      roundsPlayed: 0,
      opponents: [],
      exact: { mw: '0/1', omw: '0/1', gw: '0/1', ogw: '0/1' },
    });
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 16),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        (size, picks, upsets) => {
          const bracket = topCut(
            Array.from({ length: size }, (_, i) => row(i + 1)),
            size,
          );
          type Row = DecidedBracketMatch & { id: string };
          const rows: Row[] = bracket.matches
            .filter((m) => m.stage === 1)
            .map((m) => ({ ...m, id: `1-${m.slot}`, round: 4, players: m.players as PlayerId[], result: null }));
          const order: BracketResult[] = [];
          let finished = false;
          for (let k = 0; !finished; k++) {
            const open = rows.filter((r) => !r.result);
            const decided = open[picks[k] % open.length];
            const winner = decided.players[upsets[k] ? 1 : 0];
            decided.result = win(winner, decided.players[upsets[k] ? 0 : 1]);
            order.push({ stage: decided.stage, slot: decided.slot, winner });
            const find = (stage: number, slot: number) =>
              rows.find((r) => r.stage === stage && r.slot === slot) ?? null;
            const next = find(decided.stage + 1, decided.slot >> 1);
            const step = nextBracketStep({
              size,
              decided,
              partner: find(decided.stage, decided.slot ^ 1),
              next: next && { ...next, report: null },
            });
            if (step.kind === 'finished') finished = true;
            else if (step.kind === 'create')
              rows.push({ ...step.match, id: `${step.match.stage}-${step.match.slot}`, result: null });
            else expect(step.kind).toBe('waiting');
          }
          const expected = advanceBracket(bracket, order);
          expect(rows).toHaveLength(size - 1);
          for (const m of expected.matches) {
            const stored = rows.find((r) => r.stage === m.stage && r.slot === m.slot);
            expect([m.stage, m.slot, stored?.players, stored?.seeds, stored?.table]).toEqual([
              m.stage,
              m.slot,
              m.players,
              m.seeds,
              m.table,
            ]);
            expect(stored && bracketWinner(stored)).toBe(m.winner);
          }
        },
      ),
    );
  });
});
