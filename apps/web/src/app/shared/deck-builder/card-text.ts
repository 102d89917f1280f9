import type { Card } from '@cantina/games';

/** "Name, Subtitle" (SWTCG: "Name (A)"), as players write cards in lists. */
export function cardTitle(card: Card): string {
  if (card.game === 'swtcg' && card.version) return `${card.name} (${card.version})`;
  return card.subtitle ? `${card.name}, ${card.subtitle}` : card.name;
}

/** Destiny team points: "12/16" for a character that can go elite, "8" otherwise; null for other cards. */
export function cardPointsText(card: Card): string | null {
  if (card.game !== 'destiny' || card.points === null) return null;
  return card.points.join('/');
}

/** Destiny: a two-value character listed twice is one elite character (contract "Decks"). */
export function isElite(card: Card | undefined, count: number): boolean {
  return card?.game === 'destiny' && card.type === 'character' && card.points?.length === 2 && count >= 2;
}

/** What a tile's cost badge shows: Destiny team points, else the cost; "–" without either (or a card). */
export function cardCostText(card: Card | undefined): string {
  if (!card) return '–';
  return cardPointsText(card) ?? (card.cost === null || card.cost === undefined ? '–' : String(card.cost));
}

/** The cost badge's label for screen readers: the points ("decks.cards.points") or the cost. */
export function cardCostLabel(
  t: (key: string, params?: Record<string, unknown>) => string,
  card: Card | undefined,
): string {
  const points = card ? cardPointsText(card) : null;
  if (points !== null) return t('decks.cards.points', { points });
  return t('decks.cards.cost', { cost: cardCostText(card) });
}
