import type { CardInstance, OpenedPack, PlayerView } from '@cantina/contract';
import type { StoredPack } from './sealed-pool.entity';

/** A sealed player's view: nothing to pick, the whole pool (tokens left out) and the packs as opened. */
export function sealedPlayerView(packs: StoredPack[]): PlayerView {
  const pool: CardInstance[] = packs.flatMap((pack) =>
    pack.cards.filter((c) => c.drafted).map(({ instanceId, cardId }) => ({ instanceId, cardId })),
  );
  const opened: OpenedPack[] = packs.map((pack) => ({
    index: pack.index,
    cards: pack.cards.map(({ instanceId, cardId, foil, slot }) => ({ instanceId, cardId, foil, slot })),
  }));
  return {
    phase: 'done',
    packNumber: 0,
    pickNumber: 0,
    passDirection: 'left',
    pack: null,
    queue: 0,
    pool,
    deadline: null,
    packs: opened,
  };
}
