import type { SwuCard } from '../../cards/swu-card';
import { normalizeName } from '../common/card-label';

/**
 * SWU copy identity: name + subtitle (contract "Decks"; SWU rules 8.6.1), so every printing of a
 * card (hyperspace, showcase, reprints in later sets) counts as the same card.
 */
export function swuCopyKey(card: SwuCard): string {
  return `${normalizeName(card.name)}|${normalizeName(card.subtitle ?? '')}`;
}
