import type { Card, CardSet, FieldProblem } from '@cantina/games';
import { childPath } from '../template/json-path';
import type { PackTemplate } from '../template/pack-template';
import { buildSheetPool, type SheetPool } from './sheet-pool';
import { templateForSet } from './template-for-set';

/** Most cards one pack may take from each sheet: the counts of the slots that draw from it. */
export function maxDrawsPerSheet(template: PackTemplate): Map<string, number> {
  const draws = new Map<string, number>();
  for (const slot of template.slots) {
    for (const sheet of new Set(slot.from.map((pick) => pick.sheet))) {
      draws.set(sheet, (draws.get(sheet) ?? 0) + slot.count);
    }
  }
  return draws;
}

/** Every sheet's pool for `cards`, by sheet name. */
export function buildSheetPools(template: PackTemplate, cards: readonly Card[]): Map<string, SheetPool> {
  const pools = new Map<string, SheetPool>();
  for (const name of Object.keys(template.sheets).sort()) {
    pools.set(name, buildSheetPool(name, template.sheets[name], cards));
  }
  return pools;
}

/**
 * What makes a (valid) template unusable for a set: a sheet a slot draws from that matches no card,
 * or that has fewer cards than one pack may take from it (a pack never holds a card twice from one
 * sheet). Picks the set leaves out (`exceptSets`, an empty `optional` sheet: see `templateForSet`)
 * are not checked. Paths are relative to the template.
 */
export function checkTemplateForSet(
  set: Pick<CardSet, 'code' | 'cards'>,
  template: PackTemplate,
  pools: Map<string, SheetPool> = buildSheetPools(template, set.cards),
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [sheet, draws] of maxDrawsPerSheet(templateForSet(template, set))) {
    const size = pools.get(sheet)?.cards.length ?? 0;
    const path = childPath('sheets', sheet);
    if (size === 0) {
      problems.push({ path, code: 'empty', message: `matches no card of set ${set.code}` });
    } else if (size < draws) {
      problems.push({
        path,
        code: 'out-of-range',
        message: `has ${size} cards of set ${set.code} but a pack may take ${draws} from it`,
      });
    }
  }
  return problems;
}
