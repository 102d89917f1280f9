import type { Card } from '../cards/card';
import type { CardDeckRules } from '../cards/common-card-fields';
import { normalizeName } from '../decks/common/card-label';

/**
 * A card-specific deck-building rule (SWU rules 3.2.1.A: card text prevails over the deck-building
 * limits), kept as data keyed by name and subtitle so it reaches every printing of the card in
 * every imported set (contract rev 2, "Card sets": `deckRules`).
 */
export interface DeckRuleException extends CardDeckRules {
  name: string;
  /** Absent: the card has no subtitle. */
  subtitle?: string;
  source?: string;
}

/** The copy identity the exceptions are keyed by: SWTCG by English name and version, others by name and subtitle. */
export function ruleIdentity(card: Card): string {
  if (card.game === 'swtcg') return identityKey(card.englishName, card.version ?? undefined);
  return identityKey(card.name, card.subtitle);
}

export function identityKey(name: string, subtitle: string | undefined): string {
  return `${normalizeName(name)}|${normalizeName(subtitle ?? '')}`;
}
