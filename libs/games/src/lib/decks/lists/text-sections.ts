import type { GameId } from '../../catalog';
import type { Card } from '../../cards/card';
import type { DeckSlot } from '../deck-list';

/** Section headers of a plain-text list, and the slot each one fills. */
const HEADERS: Record<string, DeckSlot> = {
  leader: 'leader',
  leaders: 'leader',
  base: 'base',
  bases: 'base',
  battlefield: 'base',
  battlefields: 'base',
  deck: 'deck',
  'main deck': 'deck',
  maindeck: 'deck',
  main: 'deck',
  cards: 'deck',
  characters: 'deck',
  team: 'deck',
  sideboard: 'sideboard',
  supply: 'sideboard',
};

/** "Deck", "Main deck (50):", "SIDEBOARD" → the slot; anything else → undefined. */
export function headerSlot(line: string): DeckSlot | undefined {
  const word = line
    .replace(/\(\d+\)\s*:?$/, '')
    .replace(/:$/, '')
    .trim()
    .toLowerCase();
  return Object.hasOwn(HEADERS, word) ? HEADERS[word] : undefined;
}

/** Where a card goes when the list has no section headers. */
export function defaultSlot(card: Card): DeckSlot {
  switch (card.game) {
    case 'swu':
      if (card.type === 'leader') return 'leader';
      return card.type === 'base' ? 'base' : 'deck';
    case 'destiny':
      return card.type === 'battlefield' ? 'base' : 'deck';
    case 'swtcg':
      return card.type === 'subordinate' || card.type === 'event' ? 'sideboard' : 'deck';
    case 'dbg':
      return 'deck';
  }
}

/** The headers `deckToText` writes, per game and slot. */
export function headerFor(game: GameId, slot: DeckSlot): string {
  if (slot === 'leader' || slot === 'secondleader') return 'Leaders';
  if (slot === 'base') return game === 'destiny' ? 'Battlefield' : 'Base';
  if (slot === 'sideboard') return game === 'swtcg' ? 'Supply' : 'Sideboard';
  return 'Deck';
}
