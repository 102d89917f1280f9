import fc from 'fast-check';
import { manualRound } from './manual-round';
import { profileFor } from './profiles';
import type { SwissPlayer, TournamentState } from './types';

const swu = profileFor('swu', 'swu-premier');
const state = (players: SwissPlayer[], matches: TournamentState['matches'] = []): TournamentState => ({
  seed: 'manual',
  players,
  matches,
});
const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

describe('manualRound (contract rev 2 "Manual pairing")', () => {
  it('keeps the pairings and their order; tables count the played matches, a bye has none', () => {
    const built = manualRound(state(ids(5).map((id) => ({ id }))), swu, 1, [
      { players: ['p4', 'p0'] },
      { players: ['p2'], bye: true },
      { players: ['p1', 'p3'] },
    ]);
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    expect(built.round.matches.map((m) => [m.table, m.players, m.bye])).toEqual([
      [1, ['p4', 'p0'], false],
      [null, ['p2'], true],
      [2, ['p1', 'p3'], false],
    ]);
    expect(built.round.stats).toMatchObject({ method: 'manual', byes: 1, rematches: 0, players: 5 });
  });

  it('names every player concerned by each problem', () => {
    const players: SwissPlayer[] = [...ids(4).map((id) => ({ id })), { id: 'gone', droppedAfterRound: 1 }];
    const built = manualRound(state(players), swu, 2, [
      { players: ['p0', 'p0'] },
      { players: ['p1'] },
      { players: ['ghost', 'gone'] },
    ]);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems.map((p) => [p.code, p.players])).toEqual([
      ['wrong-match-size', ['p1']],
      ['unknown-player', ['ghost']],
      ['inactive-player', ['gone']],
      ['repeated-player', ['p0']],
      ['missing-player', ['p2', 'p3']],
    ]);
  });

  it('flags a rematch and says who acts first in swtcg, Vong over Light', () => {
    const players: SwissPlayer[] = [
      { id: 'a', deckSide: 'vong' },
      { id: 'b', deckSide: 'light' },
    ];
    const earlier = [{ round: 1, table: 1, players: ['a', 'b'], bye: false }];
    const built = manualRound(state(players, earlier), profileFor('swtcg', 'swtcg-constructed'), 2, [
      { players: ['b', 'a'] },
    ]);
    if (!built.ok) throw new Error('refused');
    expect(built.round.matches[0]).toMatchObject({ rematch: true, darkSide: 'a' });
  });

  it('pods seat 3 to 5 players; two-player formats exactly two', () => {
    const pods = profileFor('swu', 'swu-twin-suns');
    const seven = state(ids(7).map((id) => ({ id })));
    expect(manualRound(seven, pods, 1, [{ players: ids(7).slice(0, 4) }, { players: ids(7).slice(4) }]).ok).toBe(true);
    expect(manualRound(seven, pods, 1, [{ players: ids(7).slice(0, 2) }, { players: ids(7).slice(2) }]).ok).toBe(false);
  });

  it('property: any split of the active players into pairs (and one bye) is accepted as it is', () => {
    const shuffledField = fc
      .integer({ min: 1, max: 40 })
      .chain((n) => fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(shuffledField, (order) => {
        const n = order.length;
        const matches: { players: string[]; bye?: boolean }[] = [];
        for (let i = 0; i + 1 < n; i += 2) matches.push({ players: [order[i], order[i + 1]] });
        if (n % 2 === 1) matches.push({ players: [order[n - 1]], bye: true });
        const built = manualRound(state(ids(n).map((id) => ({ id }))), swu, 1, matches);
        expect(built.ok).toBe(true);
        if (!built.ok) return;
        expect(built.round.matches.map((m) => m.players)).toEqual(matches.map((m) => m.players));
        expect(built.round.matches.filter((m) => m.bye)).toHaveLength(n % 2);
      }),
    );
  });
});
