import type { Card } from '@cantina/games';

export type CardShape = 'portrait' | 'landscape';

/** Pixel size the `<img>` reserves before it loads (a 63 × 88 mm card), so nothing jumps. */
export const CARD_IMAGE_SIZE: Record<CardShape, { width: number; height: number }> = {
  portrait: { width: 300, height: 419 },
  landscape: { width: 419, height: 300 },
};

/** SWU leaders (leader side) and bases are printed sideways; every other front is upright. */
export function frontShape(card: Card): CardShape {
  return card.game === 'swu' && (card.type === 'leader' || card.type === 'base') ? 'landscape' : 'portrait';
}

/** The back of a double-sided card (an SWU leader's unit side) is upright. */
export function backShape(): CardShape {
  return 'portrait';
}

/** "Name, Subtitle": the card's name as text beside its picture (search, screen readers). */
export function cardCaption(card: Pick<Card, 'name' | 'subtitle'>): string {
  return card.subtitle ? `${card.name}, ${card.subtitle}` : card.name;
}

/** Whether any of these cards has a front picture (the grid then lays out cards, not text tiles). */
export function anyImage(cards: readonly (Card | undefined)[]): boolean {
  return cards.some((card) => !!card?.imageUrl);
}
