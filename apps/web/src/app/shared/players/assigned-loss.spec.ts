import type { MatchView } from '@cantina/contract';
import { situationOf } from '../../features/my-match/my-match-state';
import { matchStatus, openMatches } from '../tournament/tournament-types';

/** A round missed while dropped is stored as an assigned loss (issue 12): never shown as a bye. */
describe('an assigned loss (a round missed while dropped)', () => {
  const loss: MatchView = { id: 'm9', table: null, players: ['p1'], bye: false, loss: true };
  const bye: MatchView = { id: 'm8', table: null, players: ['p2'], bye: true };

  it('is its own status, needs no result and holds no round back', () => {
    expect(matchStatus(loss)).toBe('loss');
    expect(matchStatus(bye)).toBe('bye');
    expect(openMatches({ number: 3, matches: [loss, bye] })).toEqual([]);
  });

  it('tells the player they are not paired in that round', () => {
    expect(situationOf('p1', { number: 3, matches: [loss, bye] }, null)).toEqual({ kind: 'not-paired', round: 3 });
  });
});
