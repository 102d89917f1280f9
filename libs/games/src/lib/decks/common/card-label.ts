import type { Card } from '../../cards/card';

/** How a card is named in English messages: "Name, Subtitle" or, for SWTCG, "Name (A)". */
export function cardLabel(card: Card): string {
  if (card.game === 'swtcg') {
    return card.version === null ? card.englishName : `${card.englishName} (${card.version})`;
  }
  return card.subtitle === undefined ? card.name : `${card.name}, ${card.subtitle}`;
}

/** Case- and spacing-insensitive form of a name, for identities and look-ups. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
