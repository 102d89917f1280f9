import type { RandomStream } from '../random/random-stream';
import type { SheetPool } from './sheet-pool';

/**
 * One print run of a sheet, laid out from a seed.
 *
 * Each spread group (or stripe, see `stripeCount`) has its own cyclic belt: its cards once each,
 * shuffled. A cyclic `pattern` of group labels, as long as the sheet, says which group's belt each
 * position of a run comes from. Group g's labels sit at the evenly spaced points `(i + offset_g) / n_g` of the cycle, so a window
 * of the pattern holds every group about in proportion to its size: a window with no label of g
 * lies between two neighbouring points of g, an arc of length 1/n_g, which holds at most
 * ceil(n_h / n_g) labels of each other group h. (SWU commons: 90 cards, 18 per colour aspect and 18
 * others in three groups of 6 — a window missing a colour has at most 3·1 + 3·1 = 6 < 9 labels, so
 * every 9-card run covers the four colour aspects.)
 */
export interface Belt {
  readonly size: number;
  /** Group label of each position of the cycle; absent when the sheet has a single group. */
  readonly pattern: Uint16Array | null;
  /** Per group, pool indices in belt order. */
  readonly groupBelts: readonly Int32Array[];
  /**
   * For each position of the pattern, how many labels of its group come before it (null with the
   * pattern). Algorithm version 2 reads position p as card `(rank[p] + offset) mod n_g` of its group's
   * belt, so one turn of the pattern prints every card of the sheet exactly once.
   */
  readonly ranks: Uint16Array | null;
}

function ranksOf(pattern: Uint16Array, groups: number): Uint16Array {
  const seen = new Uint16Array(groups);
  const ranks = new Uint16Array(pattern.length);
  for (let p = 0; p < pattern.length; p++) ranks[p] = seen[pattern[p]]++;
  return ranks;
}

function shuffled(members: readonly number[], random: RandomStream): Int32Array {
  const belt = Int32Array.from(members);
  for (let i = belt.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const held = belt[i];
    belt[i] = belt[j];
    belt[j] = held;
  }
  return belt;
}

function evenPattern(groups: readonly ArrayLike<number>[], size: number, random: RandomStream): Uint16Array {
  const points: { at: number; group: number }[] = [];
  groups.forEach((members, group) => {
    const offset = random.unit();
    for (let i = 0; i < members.length; i++) points.push({ at: (i + offset) / members.length, group });
  });
  points.sort((a, b) => a.at - b.at || a.group - b.group);
  const pattern = new Uint16Array(size);
  points.forEach((point, position) => (pattern[position] = point.group));
  return pattern;
}

/**
 * How many sub-belts ("stripes") a sheet without a spread is cut into: one per card a pack takes
 * from it, so a pack's run mixes stripes laid out independently; a single belt would allow only as
 * many different runs as the sheet has cards (90 possible sets of 9 commons). Kept to one when the
 * stripes would hold fewer than two cards each.
 */
export function stripeCount(sheetSize: number, maxDraws: number): number {
  return maxDraws > 1 && sheetSize >= 2 * maxDraws ? maxDraws : 1;
}

/** Deals the (already shuffled) members round-robin into `stripes` groups. */
function dealStripes(members: Int32Array, stripes: number): number[][] {
  const dealt: number[][] = Array.from({ length: stripes }, () => []);
  members.forEach((member, index) => dealt[index % stripes].push(member));
  return dealt;
}

/**
 * Lays out one sheet from the seed's layout stream: each spread group's belt shuffled (groups in
 * order), or for a sheet without a spread the whole sheet shuffled and dealt into stripes; then the
 * pattern's offsets.
 */
export function layBelt(pool: SheetPool, maxDraws: number, random: RandomStream): Belt {
  let groupBelts = pool.groups.map((members) => shuffled(members, random));
  const stripes = pool.groups.length === 1 ? stripeCount(pool.cards.length, maxDraws) : 1;
  if (stripes > 1) groupBelts = dealStripes(groupBelts[0], stripes).map((members) => Int32Array.from(members));
  const pattern = groupBelts.length > 1 ? evenPattern(groupBelts, pool.cards.length, random) : null;
  const ranks = pattern === null ? null : ranksOf(pattern, groupBelts.length);
  return { size: pool.cards.length, pattern, groupBelts, ranks };
}
