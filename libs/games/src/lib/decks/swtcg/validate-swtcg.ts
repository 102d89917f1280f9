import type { CardCatalog } from '../../cards/card-catalog';
import type { SwtcgCard } from '../../cards/swtcg-card';
import { cardLabel } from '../common/card-label';
import { checkEventPolicy } from '../common/event-policy';
import { checkPool } from '../common/pool-check';
import type { ResolvedEntry } from '../common/resolved-deck';
import { allEntries, resolveDeck, totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckList } from '../deck-list';
import type { DeckValidationOptions } from '../deck-options';
import { checkSwtcgCopies } from './swtcg-copies';
import { swtcgDeckRules } from './swtcg-deck-rules';
import { checkSwtcgSideMix } from './swtcg-sides';
import { checkSwtcgUnits } from './swtcg-unit-checks';
import { checkSwtcgZones, isSupplyCard } from './swtcg-zones';

export interface SwtcgValidationInput {
  deck: DeckList;
  limited: boolean;
  catalog: CardCatalog<SwtcgCard>;
  options: DeckValidationOptions;
  pool?: readonly string[];
}

/** A Star Wars TCG deck: `deck` is the main deck, `sideboard` the Supply (contract "Decks"). */
export function validateSwtcg(input: SwtcgValidationInput): DeckError[] {
  const { options } = input;
  const rules = swtcgDeckRules(input.limited, options.swtcg);
  const { slots, errors } = resolveDeck(input.deck, input.catalog);
  const main = slots.deck.filter(({ card }) => !isSupplyCard(card));
  const supply = slots.sideboard;

  errors.push(...checkNoLeaderOrBase([...slots.leader, ...slots.secondleader, ...slots.base]));
  errors.push(...checkSwtcgZones(slots.deck, supply, rules));
  const count = totalCount(main);
  if (count < rules.minDeckSize) {
    errors.push(
      deckError('deck-too-small', `The deck needs at least ${rules.minDeckSize} cards; it has ${count}`, [], {
        count,
        minimum: rules.minDeckSize,
      }),
    );
  }
  errors.push(...checkSwtcgUnits(main, rules));
  if (rules.sideMixing === 'forbidden') errors.push(...checkSwtcgSideMix(main));
  errors.push(...checkSwtcgCopies(main, rules.maxCopies, 'deck', rules, options));
  if (rules.supply === 'allowed') {
    // (es) "Suministro" l.352-353: Subordinates unlimited, one copy of each Event; any side.
    const events = supply.filter(({ card }) => card.type === 'event');
    errors.push(...checkSwtcgCopies(events, rules.supplyEventMaxCopies, 'supply', rules, options));
  }
  if (input.limited && input.pool !== undefined) {
    errors.push(...checkPool(allEntries(slots), input.pool));
  }
  errors.push(...checkEventPolicy(allEntries(slots), options));
  return errors;
}

function checkNoLeaderOrBase(entries: readonly ResolvedEntry<SwtcgCard>[]): DeckError[] {
  return entries.map(({ card, slot }) =>
    deckError(
      'wrong-card-type',
      `${cardLabel(card)} cannot be a ${slot}: Star Wars TCG decks have no leader or base`,
      [card.id],
      { name: cardLabel(card), type: card.type, slot, allowed: [] },
    ),
  );
}
