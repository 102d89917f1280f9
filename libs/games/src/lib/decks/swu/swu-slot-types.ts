import type { SwuCard, SwuCardType } from '../../cards/swu-card';
import { cardLabel } from '../common/card-label';
import type { ResolvedEntry, ResolvedSlots } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckSlot } from '../deck-list';
import { DECK_SLOTS } from '../deck-list';

/**
 * Which card types each slot takes: SWU rules 3.4.2 (leader), 3.2.2 (base), 9.2.2.A (the deck holds
 * units, events and upgrades); tokens are never part of a deck (SWU rules 1.2.3).
 */
const ALLOWED_TYPES: Record<DeckSlot, readonly SwuCardType[]> = {
  leader: ['leader'],
  secondleader: ['leader'],
  base: ['base'],
  deck: ['unit', 'event', 'upgrade'],
  sideboard: ['unit', 'event', 'upgrade'],
};

/**
 * Limited formats: the sideboard is the rest of the pool, so it may also hold the pool's unused leaders
 * and bases (SWU rules 10.2.2 / 10.3.4: the cards of the pool not in the deck; issue 11 item 10). They
 * still come from the pool (`checkSwuPool`).
 */
const LIMITED_SIDEBOARD_TYPES: readonly SwuCardType[] = ['unit', 'event', 'upgrade', 'leader', 'base'];

function allowedTypes(slot: DeckSlot, limited: boolean): readonly SwuCardType[] {
  return limited && slot === 'sideboard' ? LIMITED_SIDEBOARD_TYPES : ALLOWED_TYPES[slot];
}

/** Splits off the cards sitting in a slot their type cannot fill (`limited`: the format is sealed or draft). */
export function checkSwuSlotTypes(
  slots: ResolvedSlots<SwuCard>,
  limited = false,
): {
  slots: ResolvedSlots<SwuCard>;
  errors: DeckError[];
} {
  const errors: DeckError[] = [];
  const kept = {} as ResolvedSlots<SwuCard>;
  for (const slot of DECK_SLOTS) {
    const allowed = allowedTypes(slot, limited);
    kept[slot] = slots[slot].filter((entry) => {
      if (allowed.includes(entry.card.type)) return true;
      errors.push(wrongType(entry, slot, allowed));
      return false;
    });
  }
  return { slots: kept, errors };
}

function wrongType(entry: ResolvedEntry<SwuCard>, slot: DeckSlot, allowed: readonly SwuCardType[]): DeckError {
  const { card } = entry;
  return deckError(
    'wrong-card-type',
    `${cardLabel(card)} is a ${card.type} and cannot be in the ${slotName(slot)} (it takes ${allowed.join(', ')})`,
    [card.id],
    { name: cardLabel(card), type: card.type, slot, allowed: [...allowed] },
  );
}

function slotName(slot: DeckSlot): string {
  return slot === 'secondleader' ? 'second leader slot' : `${slot} slot`;
}
