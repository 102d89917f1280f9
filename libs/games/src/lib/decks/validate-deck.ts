import { findFormat } from '../catalog';
import type { CardCatalog } from '../cards/card-catalog';
import { narrowCatalog } from '../cards/card-catalog';
import { validateDbg } from './dbg/validate-dbg';
import type { DeckError, DeckValidationResult } from './deck-error';
import { deckError, validationResult } from './deck-error';
import type { DeckSubmission } from './deck-list';
import { isTrilogyDeckList } from './deck-list';
import type { DeckValidationOptions } from './deck-options';
import { validateDestiny } from './destiny/validate-destiny';
import { validateSwtcg } from './swtcg/validate-swtcg';
import { isSwuFormatId } from './swu/swu-format-rules';
import { validateSwu } from './swu/validate-swu';

export interface ValidateDeckInput {
  game: string;
  format: string;
  deck: DeckSubmission;
  /** Limited formats: the player's pool as card ids, one per physical card. */
  pool?: readonly string[];
  /** Limited formats: the set played (for SWU, its common bases are always allowed). */
  set?: string;
  /** Cards of the game; cards of other games in it are treated as unknown. */
  catalog: CardCatalog;
  options?: DeckValidationOptions;
}

/** Validates a deck for a game and format of the contract, with one module per game. */
export function validateDeck(input: ValidateDeckInput): DeckValidationResult {
  const format = findFormat(input.game, input.format);
  if (format === undefined) {
    return validationResult([
      deckError('unknown-format', `${input.format} is not a format of ${input.game}`, [], {
        game: input.game,
        format: input.format,
      }),
    ]);
  }
  if (format.deckless) return validateDbg();
  const options = input.options ?? {};
  const { deck, pool, set } = input;
  const limited = format.kind !== 'constructed';

  if (format.game === 'swu' && isSwuFormatId(format.id)) {
    const catalog = narrowCatalog(input.catalog, 'swu');
    return validationResult(validateSwu({ format: format.id, deck, catalog, options, pool, set }));
  }
  if (isTrilogyDeckList(deck)) return validationResult([oneDeckOnly(deck.decks.length)]);
  switch (format.game) {
    case 'swtcg': {
      const catalog = narrowCatalog(input.catalog, 'swtcg');
      return validationResult(validateSwtcg({ deck, limited, catalog, options, pool }));
    }
    case 'destiny': {
      const catalog = narrowCatalog(input.catalog, 'destiny');
      return validationResult(validateDestiny({ deck, limited, catalog, options, pool }));
    }
    default:
      return validationResult([
        deckError('unknown-format', `${format.id} has no deck rules`, [], { format: format.id }),
      ]);
  }
}

function oneDeckOnly(count: number): DeckError {
  return deckError('invalid-deck', 'This format takes one deck, not a list of decks', [], { count });
}
