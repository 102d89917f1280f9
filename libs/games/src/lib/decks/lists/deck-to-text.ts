import type { GameId } from '../../catalog';
import type { DeckList, DeckSlot } from '../deck-list';
import { slotEntries } from '../deck-list';
import { headerFor } from './text-sections';

/** Writes a deck as a plain-text list of `count ID` lines under section headers. */
export function deckToText(deck: DeckList, game: GameId): string {
  const sections: [string, DeckSlot[]][] = [
    [headerFor(game, 'leader'), ['leader', 'secondleader']],
    [headerFor(game, 'base'), ['base']],
    [headerFor(game, 'deck'), ['deck']],
    [headerFor(game, 'sideboard'), ['sideboard']],
  ];
  const blocks: string[] = [];
  for (const [header, slots] of sections) {
    const lines = slots
      .flatMap((slot) => slotEntries(deck, slot))
      .filter((entry) => entry.count > 0)
      .map((entry) => `${entry.count} ${entry.id}`);
    if (lines.length > 0) blocks.push([header, ...lines].join('\n'));
  }
  return blocks.join('\n\n') + '\n';
}
