import type { GameId } from '../catalog';
import type { DbgCard } from './dbg-card';
import type { DestinyCard } from './destiny-card';
import type { SwtcgCard } from './swtcg-card';
import type { SwuCard } from './swu-card';

/** A card of any of the four games; `game` tells them apart. */
export type Card = SwuCard | SwtcgCard | DestinyCard | DbgCard;

export type CardOfGame<G extends GameId> = Extract<Card, { game: G }>;

/**
 * Optional booster collation template of a set (contract: "Card sets", `booster`). Its shape belongs
 * to the booster generator; the set parser only checks that it is an object or null.
 */
export type BoosterTemplate = Readonly<Record<string, unknown>>;

/** A card set in the Cantina set format. */
export interface CardSet<C extends Card = Card> {
  game: C['game'];
  code: string;
  name: string;
  cards: C[];
  booster: BoosterTemplate | null;
}
