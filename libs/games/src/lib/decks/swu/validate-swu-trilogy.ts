import type { SwuCard } from '../../cards/swu-card';
import { cardLabel } from '../common/card-label';
import { copyLimitOf, groupCopies } from '../common/copy-groups';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { DeckSubmission } from '../deck-list';
import { isTrilogyDeckList } from '../deck-list';
import { swuCopyKey } from './swu-copy-key';
import type { SwuDeckContext } from './validate-swu-deck';
import { checkSwuDeck } from './validate-swu-deck';

const TRILOGY_DECKS = 3;

/**
 * SWU Trilogy (SWU rules 9.3.2): three premier decks without sideboards, at most 3 copies of a card
 * over the three decks together, and no leader or base used twice.
 */
export function validateSwuTrilogy(submission: DeckSubmission, context: SwuDeckContext): DeckError[] {
  const decks = isTrilogyDeckList(submission) ? submission.decks : [submission];
  // A wrong number of decks is the only error reported: the decks are not even looked at, so the
  // work never grows with how many decks a client sent.
  if (decks.length !== TRILOGY_DECKS) {
    return [
      deckError('trilogy-deck-count', `Trilogy needs exactly 3 decks; ${decks.length} given`, [], {
        count: decks.length,
        required: TRILOGY_DECKS,
      }),
    ];
  }
  const errors: DeckError[] = [];
  const checked = decks.map((deck) => checkSwuDeck(deck, context));
  checked.forEach((deck, index) => errors.push(...deck.errors.map((e) => inDeck(e, index))));

  const tagged = (pick: (slots: (typeof checked)[number]['slots']) => ResolvedEntry<SwuCard>[]) =>
    checked.flatMap((deck, index) => pick(deck.slots).map((entry) => ({ entry, deck: index })));
  errors.push(
    ...checkCombinedCopies(
      tagged((slots) => slots.deck),
      context,
    ),
    ...checkReused(
      tagged((slots) => [...slots.leader, ...slots.secondleader]),
      'leader',
    ),
    ...checkReused(
      tagged((slots) => slots.base),
      'base',
    ),
  );
  return errors;
}

interface TaggedEntry {
  entry: ResolvedEntry<SwuCard>;
  deck: number;
}

/** Copies over the three decks; a card already over the limit inside one deck is reported there. */
function checkCombinedCopies(cards: TaggedEntry[], context: SwuDeckContext): DeckError[] {
  const errors: DeckError[] = [];
  const perDeckByKey = new Map<string, Map<number, number>>();
  const groups = groupCopies(
    cards.map((tagged) => tagged.entry),
    swuCopyKey,
  );
  // Each card's key is normalised once; the groups keep the entries in the same order.
  cards.forEach(({ entry, deck }) => {
    const key = swuCopyKey(entry.card);
    const perDeck = perDeckByKey.get(key) ?? new Map<number, number>();
    perDeck.set(deck, (perDeck.get(deck) ?? 0) + entry.count);
    perDeckByKey.set(key, perDeck);
  });
  for (const group of groups) {
    const limit = copyLimitOf(group, context.rules.maxCopies, context.options);
    if (limit === null || group.count <= limit) continue;
    const perDeck = perDeckByKey.get(group.key) ?? new Map<number, number>();
    if ([...perDeck.values()].some((count) => count > limit)) continue;
    const name = cardLabel(group.entries[0].card);
    errors.push(
      deckError(
        'trilogy-combined-copies',
        `${group.count} copies of ${name} over the three decks; Trilogy allows ${limit} in all`,
        group.entries.map((entry) => entry.card.id),
        { name, count: group.count, limit, decks: [...perDeck.keys()] },
      ),
    );
  }
  return errors;
}

/** SWU rules 9.3.2.B: no more than 1 copy of any leader or base across the three decks. */
function checkReused(cards: TaggedEntry[], slot: 'leader' | 'base'): DeckError[] {
  const errors: DeckError[] = [];
  const byKey = new Map<string, TaggedEntry[]>();
  for (const tagged of cards) {
    const key = swuCopyKey(tagged.entry.card);
    const group = byKey.get(key);
    if (group === undefined) byKey.set(key, [tagged]);
    else group.push(tagged);
  }
  for (const group of byKey.values()) {
    const decks = [...new Set(group.map((tagged) => tagged.deck))];
    if (decks.length < 2) continue;
    const name = cardLabel(group[0].entry.card);
    errors.push(
      deckError(
        'duplicate-unique',
        `${name} is the ${slot} of more than one Trilogy deck`,
        group.map((tagged) => tagged.entry.card.id),
        { name, slot, decks },
      ),
    );
  }
  return errors;
}

function inDeck(error: DeckError, index: number): DeckError {
  return { ...error, message: `Deck ${index + 1}: ${error.message}`, params: { ...error.params, deck: index } };
}
