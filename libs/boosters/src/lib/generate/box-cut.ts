import type { Belt } from '../prepare/belt';
import type { SeededLayout } from '../prepare/prepared-set';
import { openStream } from '../random/random-stream';

/**
 * Where one box cuts every sheet's belt (algorithm version 2), drawn from the box's own stream:
 * for every sheet a pack may draw from, in name order, a uniform start on the pattern (or on the
 * single belt), then, for a sheet with a pattern, a uniform offset into each group's belt in group
 * order. Pack k of the box reads the sheet from position `start + k·stride`, `stride` being the most
 * cards a pack takes from the sheet.
 */
export class BoxCut {
  readonly starts: Int32Array;
  readonly offsets: Int32Array[];

  constructor(layout: SeededLayout, maxDraws: readonly number[], box: number) {
    const random = openStream(layout.seedWords, 'box', box);
    this.starts = new Int32Array(layout.belts.length);
    this.offsets = layout.belts.map((belt: Belt, sheet) => {
      const offsets = new Int32Array(belt.pattern === null ? 0 : belt.groupBelts.length);
      if (maxDraws[sheet] === 0) return offsets;
      this.starts[sheet] = random.below(belt.pattern === null ? belt.groupBelts[0].length : belt.size);
      for (let group = 0; group < offsets.length; group++) {
        offsets[group] = random.below(belt.groupBelts[group].length);
      }
      return offsets;
    });
  }
}
