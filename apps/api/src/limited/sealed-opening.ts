import { openSealedPool, prepareSet } from '@cantina/boosters';
import type { CardSet } from '@cantina/games';
import type { StoredPack } from './sealed-pool.entity';

/**
 * Opens every seat's packs from the event seed: seat `i` (players in join order) always gets the same
 * packs for the same seed, set and algorithm version, so two events with one seed have the same pools.
 */
export function openSealedPools(set: CardSet, seed: string, seats: number, packsPerPlayer: number): StoredPack[][] {
  const prepared = prepareSet(set);
  const pools: StoredPack[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const pool = openSealedPool({ prepared, seed, seat, packsPerPlayer });
    const kept = new Set(pool.cards);
    pools.push(
      pool.packs.map((pack) => ({
        index: pack.index,
        seed: pack.seed,
        algorithmVersion: pack.algorithmVersion,
        cards: pack.cards.map((card, position) => ({
          instanceId: `${pack.index}.${position}`,
          cardId: card.cardId,
          slot: card.slot,
          foil: card.foil,
          drafted: kept.has(card),
        })),
      })),
    );
  }
  return pools;
}
