import type { Card } from '@cantina/games';
import type { PackCard } from '../generate/pack';
import type { SheetPick, SlotSpec } from '../template/pack-template';

/**
 * The frozen {@link PackCard} for each card a slot can produce, made once per prepared set and shared
 * by every pack: `[option][poolIndex]`, where option 0 is the pick's own printing and option k is
 * the slot's k-th upgrade.
 */
export function packCardTable(slot: SlotSpec, pick: SheetPick, pool: readonly Card[]): PackCard[][] {
  const options = [
    { variant: pick.variant, foil: slot.foil },
    ...slot.upgrades.map((upgrade) => ({ variant: upgrade.variant, foil: slot.foil || upgrade.foil === true })),
  ];
  return options.map(({ variant, foil }) =>
    pool.map((card) => {
      const withDie = slot.die && (card as { hasDie?: unknown }).hasDie === true;
      const packCard: PackCard = {
        cardId: card.id,
        slot: slot.name,
        foil,
        ...(variant === undefined ? {} : { variant }),
        ...(withDie ? { die: true as const } : {}),
      };
      return Object.freeze(packCard);
    }),
  );
}
