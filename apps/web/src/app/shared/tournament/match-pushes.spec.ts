import type { MatchPush, RoundView } from '@cantina/contract';
import { applyMatchPush } from './match-pushes';

const round = (number: number): RoundView => ({
  number,
  matches: [
    { id: `m${number}a`, table: 1, players: ['a', 'b'], bye: false },
    { id: `m${number}b`, table: 2, players: ['c', 'd'], bye: false },
  ],
});

describe('applyMatchPush', () => {
  const tournament = { rounds: [round(1), round(2)], latest: round(2), other: 'kept' };

  it('replaces the pushed match in its round, everywhere it is shown', () => {
    const disputed = { ...round(2).matches[0], disputed: true };
    const next = applyMatchPush(tournament, { round: 2, match: disputed });
    expect(next.rounds[1].matches[0]).toEqual(disputed);
    expect(next.latest?.matches[0]).toEqual(disputed);
    expect(next.rounds[0]).toBe(tournament.rounds[0]);
    expect(next.other).toBe('kept');
  });

  it('leaves top-cut pushes and unknown matches alone', () => {
    const topCut: MatchPush = { round: 2, stage: 1, match: { ...round(2).matches[0], disputed: true } };
    expect(applyMatchPush(tournament, topCut).latest).toBe(tournament.latest);
    const stranger: MatchPush = { round: 2, match: { id: 'zz', table: 9, players: ['x', 'y'], bye: false } };
    expect(applyMatchPush(tournament, stranger).latest).toBe(tournament.latest);
  });
});
