import type { CardCatalog } from '../../cards/card-catalog';
import type { SwuCard } from '../../cards/swu-card';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckSubmission } from '../deck-list';
import { isTrilogyDeckList } from '../deck-list';
import type { DeckValidationOptions } from '../deck-options';
import type { SwuFormatId } from './swu-format-rules';
import { SWU_FORMAT_RULES } from './swu-format-rules';
import { checkSwuDeck } from './validate-swu-deck';
import { validateSwuTrilogy } from './validate-swu-trilogy';

export interface SwuValidationInput {
  format: SwuFormatId;
  deck: DeckSubmission;
  catalog: CardCatalog<SwuCard>;
  options: DeckValidationOptions;
  pool?: readonly string[];
  set?: string;
}

/** Star Wars: Unlimited decks of any format. */
export function validateSwu(input: SwuValidationInput): DeckError[] {
  const { format, deck, ...rest } = input;
  const context = { ...rest, rules: SWU_FORMAT_RULES[format] };
  if (format === 'swu-trilogy') return validateSwuTrilogy(deck, context);
  if (isTrilogyDeckList(deck)) {
    return [
      deckError('invalid-deck', `${context.rules.name} takes one deck, not a list of decks`, [], {
        count: deck.decks.length,
      }),
    ];
  }
  return checkSwuDeck(deck, context).errors;
}
