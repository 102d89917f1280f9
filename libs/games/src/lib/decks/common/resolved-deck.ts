import type { Card } from '../../cards/card';
import type { CardCatalog } from '../../cards/card-catalog';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckList, DeckSlot } from '../deck-list';
import { DECK_SLOTS, slotEntries } from '../deck-list';

/** A deck entry whose id was found in the catalog; entries of one slot are merged by id. */
export interface ResolvedEntry<C extends Card> {
  card: C;
  count: number;
  slot: DeckSlot;
}

export type ResolvedSlots<C extends Card> = Record<DeckSlot, ResolvedEntry<C>[]>;

export interface ResolvedDeck<C extends Card> {
  slots: ResolvedSlots<C>;
  /** `unknown-card` and `invalid-count` errors; those entries are left out of `slots`. */
  errors: DeckError[];
}

/** Looks every entry up in the catalog. */
export function resolveDeck<C extends Card>(deck: DeckList, catalog: CardCatalog<C>): ResolvedDeck<C> {
  const errors: DeckError[] = [];
  const reportedUnknown = new Set<string>();
  const slots = {} as ResolvedSlots<C>;
  for (const slot of DECK_SLOTS) {
    const byId = new Map<string, ResolvedEntry<C>>();
    for (const entry of slotEntries(deck, slot)) {
      if (!Number.isInteger(entry.count) || entry.count < 1) {
        errors.push(
          deckError('invalid-count', `${entry.id} is listed with count ${entry.count}`, [entry.id], {
            slot,
            count: entry.count,
          }),
        );
        continue;
      }
      const card = catalog.get(entry.id);
      if (card === undefined) {
        if (!reportedUnknown.has(entry.id)) {
          reportedUnknown.add(entry.id);
          errors.push(
            deckError('unknown-card', `${entry.id} is not a known card of this game`, [entry.id], {
              slot,
            }),
          );
        }
        continue;
      }
      const merged = byId.get(card.id);
      if (merged === undefined) byId.set(card.id, { card, count: entry.count, slot });
      else merged.count += entry.count;
    }
    slots[slot] = [...byId.values()];
  }
  return { slots, errors };
}

export function totalCount(entries: readonly ResolvedEntry<Card>[]): number {
  return entries.reduce((sum, entry) => sum + entry.count, 0);
}

export function idsOf(entries: readonly ResolvedEntry<Card>[]): string[] {
  return entries.map((entry) => entry.card.id);
}

export function allEntries<C extends Card>(slots: ResolvedSlots<C>): ResolvedEntry<C>[] {
  return DECK_SLOTS.flatMap((slot) => slots[slot]);
}
