import type { FormatDefinition } from '../catalog';
import { findFormat } from '../catalog';
import type { CardCatalog } from '../cards/card-catalog';
import { canonicalCardId, narrowCatalog } from '../cards/card-catalog';
import { catalogWithDeckRules } from '../legality/catalog-with-deck-rules';
import { checkDeckLegality } from '../legality/deck-legality';
import type { DeckRuleException } from '../legality/deck-rule-exceptions';
import type { GameLegality } from '../legality/legality-data';
import type { PrintingIndex } from '../legality/printing-index';
import { createPrintingIndex } from '../legality/printing-index';
import { shippedDeckRuleExceptions, shippedLegality } from '../legality/shipped-rules';
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
  /**
   * Constructed formats: the day the deck is played (`YYYY-MM-DD`); cards the format does not allow
   * that day are `not-legal-in-format`. Absent: legality is not checked (callers pass today).
   */
  date?: string;
  /** Legality data; default: what Cantina ships for the game. */
  legality?: GameLegality;
  /** Sets printing each card, built once per catalog by the caller; default: built from `catalog`. */
  printings?: PrintingIndex;
  /** Card-specific deck rules applied over the catalog; default: what Cantina ships for the game. */
  deckRuleExceptions?: readonly DeckRuleException[];
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
  const withRules = {
    ...input,
    catalog: catalogWithDeckRules(input.catalog, input.deckRuleExceptions ?? shippedDeckRuleExceptions(format.game)),
  };
  const result = validateFormat(format, withRules);
  const legality = legalityErrors(format, withRules);
  return legality.length === 0 ? result : validationResult([...result.errors, ...legality]);
}

/** Limited formats ignore legality (contract rev 2); constructed ones check it when given a day. */
function legalityErrors(format: FormatDefinition, input: ValidateDeckInput): DeckError[] {
  if (format.kind !== 'constructed' || input.date === undefined) return [];
  const catalog = narrowCatalog(input.catalog, format.game);
  return checkDeckLegality(input.deck, {
    format: format.id,
    date: input.date,
    data: input.legality ?? shippedLegality(format.game),
    printings: input.printings ?? createPrintingIndex(catalog),
    catalog,
  });
}

function validateFormat(format: FormatDefinition, input: ValidateDeckInput): DeckValidationResult {
  const options = input.options ?? {};
  const { deck, set } = input;
  // A pool may list other printings (variant ids); each means its card (contract rev 2).
  const pool = input.pool?.map((id) => canonicalCardId(input.catalog, id));
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
