import type { MatchView } from '@cantina/contract';
import { alphabeticalPairings, byTable, nameLookup } from './pairings';

const names = nameLookup([
  { id: 'p1', name: 'Zoe' },
  { id: 'p2', name: 'Ángel' },
  { id: 'p3', name: 'ben' },
  { id: 'p4', name: 'Ana' },
  { id: 'p5', name: 'Čeněk' },
  { id: 'p6', name: 'Carla' },
  { id: 'p7', name: 'Dana' },
]);

const matches: MatchView[] = [
  { id: 'm2', table: 2, players: ['p1', 'p2'], bye: false },
  { id: 'm1', table: 1, players: ['p3', 'p4'], bye: false },
  { id: 'm3', table: 3, players: ['p5', 'p6'], bye: false },
  { id: 'm4', table: null, players: ['p7'], bye: true },
];

describe('alphabetical pairings', () => {
  it('lists every player once, by name in the language order, with table and opponent', () => {
    const lines = alphabeticalPairings(matches, names, 'es');
    expect(lines.map((line) => line.name)).toEqual(['Ana', 'Ángel', 'ben', 'Carla', 'Čeněk', 'Dana', 'Zoe']);
    expect(lines[0]).toEqual({ playerId: 'p4', name: 'Ana', table: 1, opponents: ['ben'], bye: false, matchId: 'm1' });
    expect(lines.find((line) => line.name === 'Zoe')).toMatchObject({ table: 2, opponents: ['Ángel'] });
    expect(lines.find((line) => line.name === 'Dana')).toMatchObject({ bye: true, opponents: [] });
  });

  it('sorts Č as its own letter in Czech, after C', () => {
    const players = nameLookup([
      { id: 'a', name: 'Čeněk' },
      { id: 'b', name: 'Cyril' },
    ]);
    const match: MatchView = { id: 'm', table: 1, players: ['a', 'b'], bye: false };
    expect(alphabeticalPairings([match], players, 'cs').map((line) => line.name)).toEqual(['Cyril', 'Čeněk']);
    expect(alphabeticalPairings([match], players, 'en').map((line) => line.name)).toEqual(['Čeněk', 'Cyril']);
  });

  it('names every other player of a pod', () => {
    const pod: MatchView = { id: 'pod', table: 1, players: ['p1', 'p2', 'p3'], bye: false };
    expect(alphabeticalPairings([pod], names, 'en')[0]).toMatchObject({ name: 'Ángel', opponents: ['Zoe', 'ben'] });
  });

  it('shows an unknown id rather than dropping the line', () => {
    expect(nameLookup([])('p9')).toBe('p9');
  });

  it('orders matches by table, byes last', () => {
    expect(byTable(matches).map((match) => match.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });
});
