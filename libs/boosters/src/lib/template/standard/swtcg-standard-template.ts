import type { PackTemplate } from '../pack-template';

export interface SwtcgPackCounts {
  common: number;
  uncommon: number;
  rare: number;
}

/**
 * Star Wars TCG: the rulebooks give only the pack size, 5 or 11 random cards (rules/swtcg.md §2,
 * CZ l.906) and three rarities (CZ l.1102); the split by rarity is ours and configurable. Promo
 * (ultra-rare) and subordinate (ultra-common) cards are not booster slots (ES l.1017). Commons and
 * uncommons are laid out by side so a pack mixes Light and Dark Side cards.
 */
export function swtcgTemplate(counts: SwtcgPackCounts): PackTemplate {
  const values = [counts.common, counts.uncommon, counts.rare];
  if (
    values.some((value) => !Number.isInteger(value) || value < 0 || value > 100) ||
    values.every((value) => value === 0)
  ) {
    throw new RangeError('swtcg pack counts must be whole numbers from 0 to 100, not all 0');
  }
  const slot = (name: 'common' | 'uncommon' | 'rare', count: number) => ({
    name,
    count,
    role: 'pick' as const,
    foil: false,
    die: false,
    from: [{ sheet: name, weight: 1 }],
    upgrades: [],
  });
  return {
    sheets: {
      common: { rarities: ['common'], spread: { field: 'side' } },
      uncommon: { rarities: ['uncommon'], spread: { field: 'side' } },
      rare: { rarities: ['rare'] },
    },
    slots: [slot('common', counts.common), slot('uncommon', counts.uncommon), slot('rare', counts.rare)].filter(
      (entry) => entry.count > 0,
    ),
  };
}

/** Default 11-card pack: 7 commons, 3 uncommons, 1 rare (issue 4 item 2). */
export const SWTCG_STANDARD_TEMPLATE: PackTemplate = swtcgTemplate({ common: 7, uncommon: 3, rare: 1 });
