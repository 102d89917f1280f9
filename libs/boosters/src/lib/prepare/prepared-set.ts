import type { CardSet, GameId } from '@cantina/games';
import type { PackCard } from '../generate/pack';
import { openStream } from '../random/random-stream';
import { hashSeed, type SeedWords } from '../random/seed-words';
import { DEFAULT_BOX_SIZE, type PackTemplate, type SlotRole } from '../template/pack-template';
import { parseBoosterTemplate } from '../template/parse-booster-template';
import { resolveTemplate } from '../template/resolve-template';
import { BoosterTemplateError } from '../template/template-error';
import { layBelt, type Belt } from './belt';
import { buildSheetPools, checkTemplateForSet, maxDrawsPerSheet } from './check-template-for-set';
import { packCardTable } from './pack-card-table';
import type { SheetPool } from './sheet-pool';
import { templateForSet } from './template-for-set';

/** A slot compiled for fast drawing. */
export interface PreparedSlot {
  readonly name: string;
  readonly count: number;
  readonly role: SlotRole;
  /** Sheet index (into `PreparedSet.sheets`) of each pick. */
  readonly pickSheets: readonly number[];
  /** Running total of the picks' normalised weights; the last is 1. */
  readonly pickThresholds: readonly number[];
  /** Running total of the upgrade rates (may end below 1: no upgrade). */
  readonly upgradeThresholds: readonly number[];
  /** Per upgrade: drawn afresh from the sheet (`ownBelt`, algorithm version 2 on). */
  readonly upgradeOwnBelt: readonly boolean[];
  /** `[pick][option][poolIndex]`, see `packCardTable`. */
  readonly cards: readonly (readonly (readonly PackCard[])[])[];
}

/** A set's laid-out belts for one seed. */
export interface SeededLayout {
  readonly seedWords: SeedWords;
  readonly belts: readonly Belt[];
}

const LAYOUT_CACHE_SIZE = 16;

function runningTotals(values: readonly number[], divisor: number): number[] {
  let total = 0;
  return values.map((value) => (total += value / divisor));
}

/**
 * A set and its template, compiled once (pools filtered and sorted, pack cards interned) and reused
 * for every pack: see {@link prepareSet}.
 */
export class PreparedSet {
  readonly game: GameId;
  readonly setCode: string;
  /** Sheets in name order; a sheet's index is its place here. */
  readonly sheets: readonly SheetPool[];
  readonly slots: readonly PreparedSlot[];
  /** Most cards one pack takes from each sheet. */
  readonly maxDraws: readonly number[];
  readonly cardsPerPack: number;
  /** Packs per box (algorithm version 2). */
  readonly boxSize: number;
  /** The template as it applies to this set (see `templateForSet`). */
  readonly template: PackTemplate;
  private readonly layouts = new Map<string, SeededLayout>();

  constructor(set: CardSet, given: PackTemplate) {
    this.game = set.game;
    this.setCode = set.code;
    const template = templateForSet(given, set);
    this.template = template;
    this.boxSize = template.boxSize ?? DEFAULT_BOX_SIZE;
    const pools = buildSheetPools(template, set.cards);
    const problems = checkTemplateForSet(set, template, pools);
    if (problems.length > 0) throw new BoosterTemplateError(`the template does not fit set ${set.code}`, problems);

    this.sheets = [...pools.values()];
    const sheetIndex = new Map(this.sheets.map((pool, index) => [pool.name, index]));
    const draws = maxDrawsPerSheet(template);
    this.maxDraws = this.sheets.map((pool) => draws.get(pool.name) ?? 0);
    this.slots = template.slots.map((slot) => {
      const totalWeight = slot.from.reduce((sum, pick) => sum + pick.weight, 0);
      const pickThresholds = runningTotals(
        slot.from.map((pick) => pick.weight),
        totalWeight,
      );
      pickThresholds[pickThresholds.length - 1] = 1;
      return {
        name: slot.name,
        count: slot.count,
        role: slot.role,
        pickSheets: slot.from.map((pick) => sheetIndex.get(pick.sheet) ?? -1),
        pickThresholds,
        upgradeOwnBelt: slot.upgrades.map((upgrade) => upgrade.ownBelt === true),
        upgradeThresholds: runningTotals(
          slot.upgrades.map((upgrade) => upgrade.rate),
          1,
        ),
        cards: slot.from.map((pick) => packCardTable(slot, pick, pools.get(pick.sheet)?.cards ?? [])),
      };
    });
    this.cardsPerPack = template.slots.reduce((sum, slot) => sum + slot.count, 0);
  }

  /**
   * The belts of every sheet for `seed`: one print run per seed, shared by all its packs (a few recent
   * seeds are cached). Sheets are laid out in name order from the seed's layout stream.
   */
  layoutFor(seed: string): SeededLayout {
    const cached = this.layouts.get(seed);
    if (cached !== undefined) return cached;
    const seedWords = hashSeed(seed);
    const random = openStream(seedWords, 'layout', 0);
    const layout: SeededLayout = {
      seedWords,
      belts: this.sheets.map((pool, index) => layBelt(pool, this.maxDraws[index], random)),
    };
    if (this.layouts.size >= LAYOUT_CACHE_SIZE) {
      const oldest = this.layouts.keys().next().value;
      if (oldest !== undefined) this.layouts.delete(oldest);
    }
    this.layouts.set(seed, layout);
    return layout;
  }
}

/**
 * Compiles `set` with `template` (default: the set's own `booster`, else the game's standard one)
 * for generating packs. An explicit template is validated as if it came from a set file. Throws a
 * {@link BoosterTemplateError} listing every problem when the template is invalid or does not fit the
 * set (a sheet that matches no card, or too few cards for one pack).
 */
export function prepareSet(set: CardSet, template?: PackTemplate): PreparedSet {
  if (template === undefined) return new PreparedSet(set, resolveTemplate(set));
  const parsed = parseBoosterTemplate(template, set.game);
  if (!parsed.ok) throw new BoosterTemplateError('invalid booster template', parsed.problems);
  return new PreparedSet(set, parsed.template);
}
