import type { SwuCard } from '../../cards/swu-card';
import type { CardCatalog } from '../../cards/card-catalog';
import { checkPool } from '../common/pool-check';
import type { ResolvedEntry, ResolvedSlots } from '../common/resolved-deck';
import { allEntries } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';

/**
 * SWU sealed and draft: every card comes from the player's pool, except that any common base of
 * the set is always allowed (SWU rules 10.2.2.C, 10.3.4.C). The set is `set` when given, else the
 * set(s) the pool's cards come from.
 */
export function checkSwuPool(
  slots: ResolvedSlots<SwuCard>,
  pool: readonly string[],
  catalog: CardCatalog<SwuCard>,
  set: string | undefined,
): DeckError[] {
  const freeBaseSets = set !== undefined ? new Set([set]) : setsOfPool(pool, catalog);
  const isFreeBase = (entry: ResolvedEntry<SwuCard>) =>
    entry.slot === 'base' &&
    entry.card.type === 'base' &&
    entry.card.rarity === 'common' &&
    freeBaseSets.has(entry.card.set);
  return checkPool(
    allEntries(slots).filter((entry) => !isFreeBase(entry)),
    pool,
  );
}

function setsOfPool(pool: readonly string[], catalog: CardCatalog<SwuCard>): Set<string> {
  const sets = new Set<string>();
  for (const id of pool) {
    const card = catalog.get(id);
    if (card !== undefined) sets.add(card.set);
  }
  return sets;
}
