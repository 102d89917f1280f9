import type { SwuCard } from '../../cards/swu-card';
import { cardLabel } from '../common/card-label';
import type { ResolvedEntry } from '../common/resolved-deck';
import { totalCount } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import { swuCopyKey } from './swu-copy-key';
import type { SwuFormatRules } from './swu-format-rules';

/**
 * Exactly the leaders the format asks for (SWU rules 3.4.2, 9.2.2.A, 12.2.1.A); Twin Suns leaders
 * must differ (12.3.1) and their starting faces must not carry Heroism and Villainy together (12.2.1.A).
 */
export function checkSwuLeaders(leaders: readonly ResolvedEntry<SwuCard>[], rules: SwuFormatRules): DeckError[] {
  const errors: DeckError[] = [];
  const count = totalCount(leaders);
  if (count !== rules.leaders) {
    errors.push(
      deckError(
        'leader-count',
        `${rules.name} decks need exactly ${rules.leaders} leader${rules.leaders === 1 ? '' : 's'}; this one has ${count}`,
        leaders.map((entry) => entry.card.id),
        { count, required: rules.leaders },
      ),
    );
  }
  if (rules.leaders > 1) {
    errors.push(...checkDistinctLeaders(leaders), ...checkTwinSunsAspects(leaders));
  }
  return errors;
}

function checkDistinctLeaders(leaders: readonly ResolvedEntry<SwuCard>[]): DeckError[] {
  const byKey = new Map<string, { cards: SwuCard[]; count: number }>();
  for (const { card, count } of leaders) {
    const group = byKey.get(swuCopyKey(card)) ?? { cards: [], count: 0 };
    group.cards.push(card);
    group.count += count;
    byKey.set(swuCopyKey(card), group);
  }
  return [...byKey.values()]
    .filter((group) => group.count > 1)
    .map((group) =>
      deckError(
        'duplicate-unique',
        `The two leaders must be different cards; ${cardLabel(group.cards[0])} is there twice`,
        group.cards.map((card) => card.id),
        { name: cardLabel(group.cards[0]), count: group.count, limit: 1 },
      ),
    );
}

function checkTwinSunsAspects(leaders: readonly ResolvedEntry<SwuCard>[]): DeckError[] {
  const heroic = leaders.filter(({ card }) => card.aspects.includes('heroism'));
  const villainous = leaders.filter(({ card }) => card.aspects.includes('villainy'));
  if (heroic.length === 0 || villainous.length === 0) return [];
  return [
    deckError(
      'twin-suns-aspects',
      'Twin Suns leaders may not bring Heroism and Villainy together',
      [...heroic, ...villainous].map((entry) => entry.card.id),
      { aspects: ['heroism', 'villainy'] },
    ),
  ];
}

/** Exactly one base (SWU rules 3.2.2). */
export function checkSwuBase(base: readonly ResolvedEntry<SwuCard>[]): DeckError[] {
  const count = totalCount(base);
  if (count === 1) return [];
  return [
    deckError(
      'base-count',
      `A deck needs exactly 1 base; this one has ${count}`,
      base.map((entry) => entry.card.id),
      { count, required: 1 },
    ),
  ];
}
