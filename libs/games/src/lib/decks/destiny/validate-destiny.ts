import type { CardCatalog } from '../../cards/card-catalog';
import type { DestinyCard, DestinyCardType } from '../../cards/destiny-card';
import { cardLabel } from '../common/card-label';
import { checkEventPolicy } from '../common/event-policy';
import { checkPool } from '../common/pool-check';
import type { ResolvedEntry } from '../common/resolved-deck';
import { allEntries, resolveDeck, totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckList, DeckSlot } from '../deck-list';
import type { DeckValidationOptions } from '../deck-options';
import { checkDestinyAffiliation } from './destiny-affiliation';
import { checkDestinyColors, checkDestinyCopies, checkDestinyDeckSize } from './destiny-deck-checks';
import { destinyDeckRules } from './destiny-deck-rules';
import { destinyTeamMembers } from './destiny-team';
import { checkDestinyTeam } from './destiny-team-checks';

export interface DestinyValidationInput {
  deck: DeckList;
  limited: boolean;
  catalog: CardCatalog<DestinyCard>;
  options: DeckValidationOptions;
  pool?: readonly string[];
}

/** Destiny rules (es) Parte 4.2: the 30 cards are events, upgrades and supports. */
const DECK_CARD_TYPES: readonly DestinyCardType[] = ['event', 'upgrade', 'support'];
const TEAM_CARD_TYPES: readonly DestinyCardType[] = ['character', 'plot'];

/**
 * A Star Wars: Destiny team and deck. Contract "Decks": the battlefield goes in `base`; `deck` holds
 * the characters (and plots) and the 30 cards, told apart by type.
 */
export function validateDestiny(input: DestinyValidationInput): DeckError[] {
  const { options } = input;
  const rules = destinyDeckRules(input.limited, options.destiny);
  const { slots, errors } = resolveDeck(input.deck, input.catalog);

  const misplaced = [
    ...slots.leader,
    ...slots.secondleader,
    ...slots.base.filter(({ card }) => card.type !== 'battlefield'),
    ...slots.deck.filter(({ card }) => card.type === 'battlefield'),
  ];
  errors.push(...misplaced.map(wrongType));

  const characters = slots.deck.filter(({ card }) => card.type === 'character');
  const plots = slots.deck.filter(({ card }) => card.type === 'plot');
  const deckCards = slots.deck.filter(({ card }) => DECK_CARD_TYPES.includes(card.type));
  const battlefields = slots.base.filter(({ card }) => card.type === 'battlefield');
  const members = destinyTeamMembers(characters);

  errors.push(...checkBattlefield(battlefields));
  if (rules.sideboard === 'forbidden' && slots.sideboard.length > 0) {
    errors.push(
      deckError(
        'sideboard-not-allowed',
        'Destiny decks have no sideboard',
        slots.sideboard.map(({ card }) => card.id),
        { count: totalCount(slots.sideboard) },
      ),
    );
  }
  errors.push(
    ...checkDestinyTeam(members, plots, rules),
    ...checkDestinyAffiliation(
      [...characters, ...plots],
      rules.battlefieldAffiliation === 'match-team' ? [...deckCards, ...battlefields] : deckCards,
    ),
    ...checkDestinyDeckSize(deckCards, rules),
    ...checkDestinyCopies(deckCards, rules, options),
    ...checkDestinyColors(deckCards, members),
  );
  if (input.limited && input.pool !== undefined) {
    errors.push(...checkPool(allEntries(slots), input.pool));
  }
  errors.push(...checkEventPolicy(allEntries(slots), options));
  return errors;
}

/** Destiny rules (es) Parte 4.3: the player brings one battlefield. */
function checkBattlefield(battlefields: readonly ResolvedEntry<DestinyCard>[]): DeckError[] {
  const count = totalCount(battlefields);
  if (count === 1) return [];
  return [
    deckError(
      'battlefield-count',
      `A Destiny deck needs exactly 1 battlefield (in the base slot); this one has ${count}`,
      battlefields.map(({ card }) => card.id),
      { count, required: 1 },
    ),
  ];
}

function wrongType({ card, slot }: ResolvedEntry<DestinyCard>): DeckError {
  const allowed: Record<DeckSlot, readonly DestinyCardType[]> = {
    leader: [],
    secondleader: [],
    base: ['battlefield'],
    deck: [...TEAM_CARD_TYPES, ...DECK_CARD_TYPES],
    sideboard: [],
  };
  return deckError(
    'wrong-card-type',
    `${cardLabel(card)} is a ${card.type} and cannot be in the ${slot} slot`,
    [card.id],
    { name: cardLabel(card), type: card.type, slot, allowed: [...allowed[slot]] },
  );
}
