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
