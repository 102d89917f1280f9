import type { DeckRuleException } from './deck-rule-exceptions';

/**
 * The SWU cards whose own text changes how many copies a deck may hold, as Cantina ships them (an
 * admin may edit the list). The copy limit of 3 (SWU rules 9.2.2.B) does not apply to them.
 */
export const SWU_DECK_RULE_EXCEPTIONS: readonly DeckRuleException[] = [
  {
    name: 'Swarming Vulture Droid',
    maxCopies: 15,
    source: 'Jump to Lightspeed (JTL 256): a deck may hold up to 15 copies',
  },
];
