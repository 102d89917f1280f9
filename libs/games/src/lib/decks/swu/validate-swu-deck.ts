import type { CardCatalog } from '../../cards/card-catalog';
import type { SwuCard } from '../../cards/swu-card';
import { checkEventPolicy } from '../common/event-policy';
import type { ResolvedSlots } from '../common/resolved-deck';
import { allEntries, resolveDeck } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import type { DeckList } from '../deck-list';
import type { DeckValidationOptions } from '../deck-options';
import { checkSwuCopies } from './swu-copies';
import { checkSwuDeckSize, checkSwuSideboard, swuMinimumDeckSize } from './swu-deck-size';
import type { SwuFormatRules } from './swu-format-rules';
import { checkSwuBase, checkSwuLeaders } from './swu-leader-checks';
import { checkSwuPool } from './swu-pool';
import { checkSwuSlotTypes } from './swu-slot-types';

export interface SwuDeckContext {
  rules: SwuFormatRules;
  catalog: CardCatalog<SwuCard>;
  options: DeckValidationOptions;
  /** Limited formats: the player's pool (multiset of card ids); no pool check when absent. */
  pool?: readonly string[];
  set?: string;
}

export interface CheckedSwuDeck {
  errors: DeckError[];
  /** The deck's cards, each in a slot its type can fill. */
  slots: ResolvedSlots<SwuCard>;
}

/** Every rule of one SWU deck (premier, twin suns, sealed, draft, or one deck of a trilogy). */
export function checkSwuDeck(deck: DeckList, context: SwuDeckContext): CheckedSwuDeck {
  const { rules, options } = context;
  const resolved = resolveDeck(deck, context.catalog);
  const { slots, errors: typeErrors } = checkSwuSlotTypes(resolved.slots, rules.limited);
  const leaders = [...slots.leader, ...slots.secondleader];
  const copyCounted = rules.copiesIncludeSideboard ? [...slots.deck, ...slots.sideboard] : slots.deck;
  const errors = [
    ...resolved.errors,
    ...typeErrors,
    ...checkSwuLeaders(leaders, rules),
    ...checkSwuBase(slots.base),
    ...checkSwuDeckSize(slots.deck, swuMinimumDeckSize(leaders, slots.base, rules), rules),
    ...checkSwuSideboard(slots.sideboard, rules),
    ...checkSwuCopies(copyCounted, rules, options),
    ...(rules.limited && context.pool !== undefined
      ? checkSwuPool(slots, context.pool, context.catalog, context.set)
      : []),
    ...checkEventPolicy(allEntries(resolved.slots), options),
  ];
  return { errors, slots };
}
