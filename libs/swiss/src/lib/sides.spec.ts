import { darkSidePlayer } from './sides';
import { pairRound } from './pairing';
import { profileFor } from './profiles';
import type { DeckSide, PlayerId } from './types';

const sidesOf = (entries: Record<PlayerId, DeckSide>) => new Map(Object.entries(entries));

describe('swtcg: who acts first (rulebook (es) l.416 "Oscuro sobre Vong sobre Luz")', () => {
  it.each<[string, Record<PlayerId, DeckSide>, PlayerId | null]>([
    ['Dark Side against Light Side: the Dark Side', { a: 'light', b: 'dark' }, 'b'],
    ['Dark Side against Yuuzhan Vong: the Dark Side', { a: 'vong', b: 'dark' }, 'b'],
    ['Yuuzhan Vong against Light Side: the Vong player', { a: 'light', b: 'vong' }, 'b'],
    ['Yuuzhan Vong against Light Side, the other way round', { a: 'vong', b: 'light' }, 'a'],
    ['two Dark Side decks: nobody', { a: 'dark', b: 'dark' }, null],
    ['two Vong decks: nobody', { a: 'vong', b: 'vong' }, null],
    ['two Light Side decks: nobody', { a: 'light', b: 'light' }, null],
  ])('%s', (_, sides, first) => {
    expect(darkSidePlayer(['a', 'b'], sidesOf(sides))).toBe(first);
  });

  it('a Vong deck against a Neutral or unregistered deck: nobody; a Dark Side deck still acts first', () => {
    expect(darkSidePlayer(['a', 'b'], sidesOf({ a: 'vong' }))).toBeNull();
    expect(darkSidePlayer(['a', 'b'], sidesOf({ b: 'dark' }))).toBe('b');
  });
});

describe('swtcg pairing: darkSide names the player who acts first', () => {
  it('a Vong deck paired against a Light Side deck acts first', () => {
    const players = [
      { id: 'nomAnor', deckSide: 'vong' as const },
      { id: 'luke', deckSide: 'light' as const },
    ];
    const round = pairRound({ seed: 'vong', players, matches: [] }, profileFor('swtcg', 'swtcg-constructed'));
    expect(round.matches.map((m) => m.darkSide)).toEqual(['nomAnor']);
  });
});
