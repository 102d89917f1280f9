import type { SwtcgCard, SwtcgUnitType } from '../../cards/swtcg-card';
import { SWTCG_UNIT_TYPES } from '../../cards/swtcg-card';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { SwtcgDeckRules } from './swtcg-deck-rules';

export type UnitTypeCounts = Record<SwtcgUnitType, number>;

export interface SwtcgUnitCounts {
  /** Per type, a multi-arena unit counting once in each type it lists (SWTCG rulebook (es) l.333). */
  byType: UnitTypeCounts;
  /** Per type, as used by the 2x ratio (depends on `multiArenaInRatio`). */
  forRatio: UnitTypeCounts;
  /** Unit cards, each counted once whatever its types (es l.333). */
  units: number;
}

export function countSwtcgUnits(deck: readonly ResolvedEntry<SwtcgCard>[], rules: SwtcgDeckRules): SwtcgUnitCounts {
  const byType = zeroCounts();
  const forRatio = zeroCounts();
  let units = 0;
  for (const { card, count } of deck) {
    if (card.type !== 'unit') continue;
    units += count;
    const inRatio = rules.multiArenaInRatio === 'each-type' || card.unitTypes.length === 1;
    for (const unitType of card.unitTypes) {
      byType[unitType] += count;
      if (inRatio) forRatio[unitType] += count;
    }
  }
  return { byType, forRatio, units };
}

function zeroCounts(): UnitTypeCounts {
  return Object.fromEntries(SWTCG_UNIT_TYPES.map((type) => [type, 0])) as UnitTypeCounts;
}
