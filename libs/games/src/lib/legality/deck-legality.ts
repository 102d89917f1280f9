import type { Card } from '../cards/card';
import { cardLabel } from '../decks/common/card-label';
import type { DeckError } from '../decks/deck-error';
import { deckError } from '../decks/deck-error';
import type { DeckSubmission } from '../decks/deck-list';
import { DECK_SLOTS, isTrilogyDeckList, slotEntries } from '../decks/deck-list';
import type { CardLegality, LegalityQuery } from './card-legality';
import { cardLegality } from './card-legality';
import { ruleIdentity } from './deck-rule-exceptions';

/**
 * `not-legal-in-format` for every card of the deck (every slot, every deck of a Trilogy) that the
 * format does not allow on the query's day: one error per card, naming the ids the deck used for
 * it (variant ids included) and the card's own id. Unknown ids are left to the format's validator.
 */
export function checkDeckLegality(submission: DeckSubmission, query: LegalityQuery): DeckError[] {
  const decks = isTrilogyDeckList(submission) ? submission.decks : [submission];
  const used = new Map<string, { card: Card; ids: string[] }>();
  for (const deck of decks) {
    for (const slot of DECK_SLOTS) {
      for (const entry of slotEntries(deck, slot)) {
        const card = query.catalog.get(entry.id);
        if (card === undefined) continue;
        const key = ruleIdentity(card);
        const group = used.get(key);
        if (group === undefined) used.set(key, { card, ids: [entry.id, card.id] });
        else group.ids.push(entry.id, card.id);
      }
    }
  }
  const errors: DeckError[] = [];
  for (const { card, ids } of used.values()) {
    const legality = cardLegality(card, query);
    if (!legality.legal) errors.push(notLegal(card, ids, legality, query));
  }
  return errors;
}

function notLegal(
  card: Card,
  ids: string[],
  legality: Exclude<CardLegality, { legal: true }>,
  query: LegalityQuery,
): DeckError {
  const name = cardLabel(card);
  const common = { name, format: query.format, date: query.date, reason: legality.reason };
  if (legality.reason === 'suspended') {
    return deckError('not-legal-in-format', `${name} is suspended in ${query.format} since ${legality.since}`, ids, {
      ...common,
      since: legality.since,
    });
  }
  const why =
    legality.reason === 'rotated'
      ? `every set that prints it (${legality.sets.join(', ')}) has rotated out of ${query.format} by ${query.date}`
      : `its set (${legality.sets.join(', ')}) is not legal in ${query.format}`;
  return deckError('not-legal-in-format', `${name} is not legal: ${why}`, ids, { ...common, sets: legality.sets });
}
