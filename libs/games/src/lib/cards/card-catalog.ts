import type { GameId } from '../catalog';
import type { Card, CardOfGame } from './card';

/** The cards of one game that a validator or importer may look up, typically every imported set. */
export interface CardCatalog<C extends Card = Card> {
  readonly game: GameId;
  /**
   * The card with this id, or undefined when the id is not in the catalog. An alias (the id of another
   * printing, `card.aliases`) finds its card too, so the returned card's `id` is the canonical one.
   */
  get(id: string): C | undefined;
  /** Every card, in a stable order; each card once, never its aliases. */
  cards(): readonly C[];
}

/**
 * An in-memory catalog; cards of other games are left out. A later duplicate id replaces the first.
 * Aliases resolve here and only here (contract rev 2: a variant id means its card everywhere); a card
 * id always wins over another card's alias of the same spelling.
 */
export function createCardCatalog<G extends GameId>(game: G, cards: Iterable<Card>): CardCatalog<CardOfGame<G>> {
  const byId = new Map<string, CardOfGame<G>>();
  for (const card of cards) {
    if (isOfGame(card, game)) byId.set(card.id, card);
  }
  const byAlias = new Map<string, CardOfGame<G>>();
  for (const card of byId.values()) {
    for (const alias of card.aliases ?? []) {
      if (!byId.has(alias) && !byAlias.has(alias)) byAlias.set(alias, card);
    }
  }
  const list = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    game,
    get: (id) => byId.get(id) ?? byAlias.get(id),
    cards: () => list,
  };
}

/** The id a card is known by: an alias becomes its card's id; an unknown id stays as it is. */
export function canonicalCardId(catalog: CardCatalog, id: string): string {
  return catalog.get(id)?.id ?? id;
}

function isOfGame<G extends GameId>(card: Card, game: G): card is CardOfGame<G> {
  return card.game === game;
}

/** The same catalog seen as one game's cards only; cards of other games are not found. */
export function narrowCatalog<G extends GameId>(catalog: CardCatalog, game: G): CardCatalog<CardOfGame<G>> {
  let list: CardOfGame<G>[] | undefined;
  return {
    game,
    get: (id) => {
      const card = catalog.get(id);
      return card !== undefined && isOfGame(card, game) ? card : undefined;
    },
    cards: () => (list ??= catalog.cards().filter((card) => isOfGame(card, game))),
  };
}
