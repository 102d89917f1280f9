import type { SwtcgCard, SwtcgUnitType } from '../../cards/swtcg-card';
import { SWTCG_UNIT_TYPES } from '../../cards/swtcg-card';
import type { ResolvedEntry } from '../common/resolved-deck';
import type { DeckError } from '../deck-error';
import { deckError } from '../deck-error';
import type { SwtcgDeckRules } from './swtcg-deck-rules';
import { countSwtcgUnits } from './swtcg-unit-counts';

/**
 * Unit composition of the main deck: 12 of each unit type and 36 units (SWTCG rulebook (es) "Mazo"
 * l.333, (cz) l.184), no type more than twice another ((es) l.337, (cz) l.186).
 */
export function checkSwtcgUnits(deck: readonly ResolvedEntry<SwtcgCard>[], rules: SwtcgDeckRules): DeckError[] {
  const counts = countSwtcgUnits(deck, rules);
  const errors: DeckError[] = [];
  for (const unitType of SWTCG_UNIT_TYPES) {
    const count = counts.byType[unitType];
    if (count < rules.unitTypeMinimum) {
      errors.push(
        deckError(
          'unit-type-minimum',
          `The deck needs at least ${rules.unitTypeMinimum} ${unitType} units; it has ${count}`,
          [],
          { unitType, count, minimum: rules.unitTypeMinimum },
        ),
      );
    }
  }
  if (counts.units < rules.unitTotalMinimum) {
    errors.push(
      deckError(
        'unit-total-minimum',
        `The deck needs at least ${rules.unitTotalMinimum} unit cards; it has ${counts.units}`,
        [],
        { count: counts.units, minimum: rules.unitTotalMinimum },
      ),
    );
  }
  if (rules.maxUnitTypeRatio !== null) {
    const ratioError = checkRatio(deck, counts.forRatio, rules.maxUnitTypeRatio);
    if (ratioError !== undefined) errors.push(ratioError);
  }
  return errors;
}

function checkRatio(
  deck: readonly ResolvedEntry<SwtcgCard>[],
  counts: Record<SwtcgUnitType, number>,
  ratio: number,
): DeckError | undefined {
  const sorted = [...SWTCG_UNIT_TYPES].sort((a, b) => counts[a] - counts[b]);
  const fewest = sorted[0];
  const most = sorted[sorted.length - 1];
  if (counts[most] <= ratio * counts[fewest]) return undefined;
  return deckError(
    'unit-type-ratio',
    `${counts[most]} ${most} units is more than ${ratio} times the ${counts[fewest]} ${fewest} units`,
    deck.filter(({ card }) => card.type === 'unit' && card.unitTypes.includes(most)).map(({ card }) => card.id),
    {
      unitType: most,
      count: counts[most],
      otherUnitType: fewest,
      otherCount: counts[fewest],
      ratio,
      maximum: ratio * counts[fewest],
    },
  );
}
