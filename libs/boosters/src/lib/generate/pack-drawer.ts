import type { Belt } from '../prepare/belt';
import type { PreparedSet, SeededLayout } from '../prepare/prepared-set';
import { openStream, type RandomStream } from '../random/random-stream';
import { BoxCut } from './box-cut';
import type { Pack, PackCard } from './pack';

function firstAbove(thresholds: readonly number[], u: number): number {
  for (let i = 0; i < thresholds.length - 1; i++) if (u < thresholds[i]) return i;
  return thresholds.length - 1;
}

/** 0 for no upgrade, k for the k-th upgrade whose running rate total first exceeds `u`. */
function upgradeOption(thresholds: readonly number[], u: number): number {
  for (let i = 0; i < thresholds.length; i++) if (u < thresholds[i]) return i + 1;
  return 0;
}

/**
 * Builds packs of one prepared set, reusing its scratch buffers (one drawer per generation call).
 *
 * Pack `index` of `seed` (random numbers are drawn in exactly this order from the pack's own stream,
 * see `openStream`):
 * 1. for every card position, slot by slot in template order: which of the slot's weighted picks
 *    (one number, only for slots with several picks);
 * 2. for every sheet, in name order, that this pack takes m > 0 cards from, a run of m cards of the
 *    sheet's belt (see `Belt`):
 *    - version 1: a uniform start in the pattern, then a uniform start in each group belt the first
 *      time the run meets that group; the run is the next m pattern positions, each taking the next
 *      card of its group's belt;
 *    - version 2: no number from the pack's stream; pack k of its box (index = box·boxSize + k)
 *      reads the m pattern positions from `start + k·stride` of its box's cut (see `BoxCut`), and
 *      position p is card `(rank[p] + offset_g) mod n_g` of its group's belt;
 * 3. for every card position in order, for slots with upgrades: one number for the variant; in
 *    version 2, when that variant is printed on its own belt (`ownBelt`), one more for the card.
 *
 * Why each card keeps its frequency: the pattern start is uniform, so a run of m holds, on average,
 * m·n_g/N labels of a group of n_g cards; the group belt start (offset) is uniform and independent of
 * that, so each card of the group is in the run with probability (m·n_g/N)/n_g = m/N — exactly the
 * rate of drawing m cards of N at random, whatever the spread does to the mix of one pack. In
 * version 2, `start + k·stride` is as uniform as `start`, so this holds for every pack of a box.
 */
export class PackDrawer {
  private readonly slotOf: Int32Array;
  private readonly pickOf: Int32Array;
  private readonly sheetDraws: Int32Array;
  private readonly runs: Int32Array[];
  private readonly runCursor: Int32Array;
  private readonly groupStart: Int32Array;
  private readonly groupTaken: Int32Array;
  private box: { index: number; cut: BoxCut } | null = null;

  constructor(
    private readonly prepared: PreparedSet,
    private readonly algorithmVersion: number,
  ) {
    this.slotOf = new Int32Array(prepared.cardsPerPack);
    this.pickOf = new Int32Array(prepared.cardsPerPack);
    this.sheetDraws = new Int32Array(prepared.sheets.length);
    this.runCursor = new Int32Array(prepared.sheets.length);
    this.runs = prepared.maxDraws.map((draws) => new Int32Array(draws));
    const maxGroups = Math.max(
      1,
      ...prepared.sheets.map((sheet, index) => Math.max(sheet.groups.length, prepared.maxDraws[index])),
    );
    this.groupStart = new Int32Array(maxGroups);
    this.groupTaken = new Int32Array(maxGroups);
  }

  draw(layout: SeededLayout, seed: string, index: number): Pack {
    const { slots } = this.prepared;
    const random = openStream(layout.seedWords, 'pack', index);
    const { slotOf, pickOf, sheetDraws, runs, runCursor } = this;
    sheetDraws.fill(0);
    runCursor.fill(0);

    let position = 0;
    for (let s = 0; s < slots.length; s++) {
      const slot = slots[s];
      const choices = slot.pickSheets.length;
      for (let c = 0; c < slot.count; c++) {
        const pick = choices === 1 ? 0 : firstAbove(slot.pickThresholds, random.unit());
        slotOf[position] = s;
        pickOf[position] = pick;
        sheetDraws[slot.pickSheets[pick]]++;
        position++;
      }
    }

    if (this.algorithmVersion === 1) {
      for (let sheet = 0; sheet < sheetDraws.length; sheet++) {
        if (sheetDraws[sheet] > 0) this.fillRun(layout.belts[sheet], sheetDraws[sheet], runs[sheet], random);
      }
    } else {
      const { boxSize, maxDraws } = this.prepared;
      const cut = this.boxCut(layout, Math.floor(index / boxSize));
      const inBox = index % boxSize;
      for (let sheet = 0; sheet < sheetDraws.length; sheet++) {
        if (sheetDraws[sheet] === 0) continue;
        const from = cut.starts[sheet] + inBox * maxDraws[sheet];
        fillBoxRun(layout.belts[sheet], from, cut.offsets[sheet], sheetDraws[sheet], runs[sheet]);
      }
    }

    const cards = new Array<PackCard>(position);
    for (let p = 0; p < position; p++) {
      const slot = slots[slotOf[p]];
      const pick = pickOf[p];
      const sheet = slot.pickSheets[pick];
      let poolIndex = runs[sheet][runCursor[sheet]++];
      const option = slot.upgradeThresholds.length === 0 ? 0 : upgradeOption(slot.upgradeThresholds, random.unit());
      if (option > 0 && this.algorithmVersion >= 2 && slot.upgradeOwnBelt[option - 1]) {
        poolIndex = random.below(this.prepared.sheets[sheet].cards.length);
      }
      cards[p] = slot.cards[pick][option][poolIndex];
    }
    return { index, seed, algorithmVersion: this.algorithmVersion, setCode: this.prepared.setCode, cards };
  }

  private boxCut(layout: SeededLayout, box: number): BoxCut {
    if (this.box?.index !== box) this.box = { index: box, cut: new BoxCut(layout, this.prepared.maxDraws, box) };
    return this.box.cut;
  }

  private fillRun(belt: Belt, draws: number, out: Int32Array, random: RandomStream): void {
    const { pattern, groupBelts, size } = belt;
    if (pattern === null) {
      const only = groupBelts[0];
      const start = random.below(only.length);
      for (let j = 0; j < draws; j++) out[j] = only[(start + j) % only.length];
      return;
    }
    const { groupStart, groupTaken } = this;
    groupTaken.fill(0, 0, groupBelts.length);
    const start = random.below(size);
    for (let j = 0; j < draws; j++) {
      const group = pattern[(start + j) % size];
      const groupBelt = groupBelts[group];
      if (groupTaken[group] === 0) groupStart[group] = random.below(groupBelt.length);
      out[j] = groupBelt[(groupStart[group] + groupTaken[group]) % groupBelt.length];
      groupTaken[group]++;
    }
  }
}

/** Version 2: `draws` consecutive positions of the belt from `from` (see `BoxCut`). */
function fillBoxRun(belt: Belt, from: number, offsets: Int32Array, draws: number, out: Int32Array): void {
  const { pattern, ranks, groupBelts, size } = belt;
  if (pattern === null || ranks === null) {
    const only = groupBelts[0];
    for (let j = 0; j < draws; j++) out[j] = only[(from + j) % only.length];
    return;
  }
  for (let j = 0; j < draws; j++) {
    const position = (from + j) % size;
    const group = pattern[position];
    const groupBelt = groupBelts[group];
    out[j] = groupBelt[(ranks[position] + offsets[group]) % groupBelt.length];
  }
}
