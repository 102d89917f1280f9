import type { DestinyDeckRules } from './destiny/destiny-deck-rules';
import type { SwtcgDeckRules } from './swtcg/swtcg-deck-rules';

/** Event-level settings for deck validation. Every field is optional; defaults follow the rules. */
export interface DeckValidationOptions {
  /** Card ids that may not be played at all (code `banned-card`). */
  bannedCards?: readonly string[];
  /** Set codes allowed in the event; absent = every set (code `set-not-legal`). */
  legalSets?: readonly string[];
  /**
   * Copy limit per card id, overriding the format's limit for that card's copy identity (a
   * restricted list, or a card whose text allows more copies). `null` = any number.
   */
  copyLimits?: Readonly<Record<string, number | null>>;
  swtcg?: Partial<SwtcgDeckRules>;
  destiny?: Partial<DestinyDeckRules>;
}
