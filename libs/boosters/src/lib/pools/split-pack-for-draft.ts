import type { Pack, PackCard } from '../generate/pack';
import type { PackTemplate } from '../template/pack-template';
import { roleOf, slotRoles } from './slot-roles';

export interface DraftPackParts {
  /** Cards of `leader` slots: drafted in the leader phase (SWU). */
  readonly leaders: readonly PackCard[];
  /** Cards passed and picked one by one (14 in an SWU pack). */
  readonly picks: readonly PackCard[];
  /** Set aside to the pod's shared pile, never drafted: SWU common base and token. */
  readonly pile: readonly PackCard[];
}

/**
 * Splits a pack for a draft by its slots' roles (swu rules "Limited formats", Draft steps 1-2;
 * contract "Limited play": tokens and common-rarity bases never appear in draft packs, a base from
 * the rare or foil slot is drafted like any card).
 */
export function splitPackForDraft(pack: Pack, template: PackTemplate): DraftPackParts {
  const roles = slotRoles(template);
  const leaders: PackCard[] = [];
  const picks: PackCard[] = [];
  const pile: PackCard[] = [];
  for (const card of pack.cards) {
    const role = roleOf(roles, card.slot);
    if (role === 'leader') leaders.push(card);
    else if (role === 'pick') picks.push(card);
    else pile.push(card);
  }
  return { leaders, picks, pile };
}

/** The cards of a pack that go into a sealed pool: all but tokens (contract "Limited play"). */
export function sealedPoolCards(pack: Pack, template: PackTemplate): PackCard[] {
  const roles = slotRoles(template);
  return pack.cards.filter((card) => roleOf(roles, card.slot) !== 'token');
}
