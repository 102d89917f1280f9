import { minCostMatching } from './matching/blossom';
import { sideConflict, type SidePreference } from './sides';

/**
 * Greedy pairing with exact local repair — the quick first attempt of every Swiss round.
 *
 * Players come in score order (random inside a score group). The greedy pass pairs each player with
 * the first later player of the best available score that they have not met (and, for dbg, who is not
 * due the same faction). What it cannot do well shows up as *defects* against the lower bound of
 * `scoreDistanceBound`: an unpaired player, a pair that spans more than one score gap, a score gap
 * crossed by more pairs than its parity needs, or a faction conflict. Windows of players around the
 * defects (closed under partners) are re-paired by the exact minimum-cost matcher; windows grow
 * until no defect is left (the pairing is then provably optimal) or the window gets too big
 * (`maxWindow`), in which case the caller falls back to a band or the full matching.
 */
export interface RepairInput {
  /** Scores in pool order (non-increasing). */
  score: readonly number[];
  /** Per player: [other player, times met]. */
  met: readonly (readonly [number, number])[][];
  prefs: readonly SidePreference[] | null;
  /** Player with the bye (fixed), or -1. */
  byeTo: number;
  /**
   * Largest window worth repairing: small when a priced band matching follows (it settles what the
   * windows cannot, cheaper than growing them), large when the alternative is an uncertified band.
   */
  maxWindow: number;
}

export interface RepairResult {
  partner: Int32Array;
  edges: number;
  stages: number;
}

const SCAN_LIMIT = 64;
const FIRST_WINDOW = 12;

export function greedyWithRepair(input: RepairInput): RepairResult | null {
  const { score, met, prefs, byeTo, maxWindow } = input;
  const P = score.length;
  const partner = new Int32Array(P).fill(-1);
  // Doubly linked list of unpaired players in pool order.
  const next = new Int32Array(P + 1);
  const prev = new Int32Array(P + 1);
  const HEAD = P;
  let last = HEAD;
  for (let i = 0; i < P; i++) {
    if (i === byeTo) continue;
    next[last] = i;
    prev[i] = last;
    last = i;
  }
  next[last] = -1;
  const unlink = (i: number): void => {
    const p = prev[i];
    const q = next[i];
    next[p] = q;
    if (q !== -1) prev[q] = p;
  };
  const stamp = new Int32Array(P).fill(-1);
  const markMet = (v: number): void => {
    for (const [j] of met[v]) stamp[j] = v;
  };

  for (let v = next[HEAD]; v !== -1; v = next[HEAD]) {
    unlink(v);
    markMet(v);
    let first = -1;
    let same = -1;
    let sameNoConflict = -1;
    let target = -Infinity;
    let scanned = 0;
    for (let q = next[HEAD]; q !== -1 && scanned < SCAN_LIMIT; q = next[q], scanned++) {
      if (target === -Infinity) target = score[q];
      if (score[q] !== target && first !== -1) break;
      if (stamp[q] === v) continue;
      if (first === -1) first = q;
      if (score[q] === target) {
        if (same === -1) same = q;
        if (prefs === null || sideConflict(prefs[v], prefs[q]) === 0) {
          sameNoConflict = q;
          break;
        }
      }
    }
    const pick = sameNoConflict !== -1 ? sameNoConflict : same !== -1 ? same : first;
    if (pick !== -1) {
      unlink(pick);
      partner[v] = pick;
      partner[pick] = v;
    }
  }

  // Score levels (excluding the bye) for the defect accounting.
  const level = new Int32Array(P);
  const above: number[] = [];
  {
    let l = -1;
    let prevScore = NaN;
    let count = 0;
    for (let i = 0; i < P; i++) {
      if (i === byeTo) continue;
      if (score[i] !== prevScore) {
        if (l >= 0) above.push(count);
        l++;
        prevScore = score[i];
      }
      level[i] = l;
      count++;
    }
  }

  const defects = (): number[] => {
    const bad = new Uint8Array(P);
    const cross = new Int32Array(above.length + 1);
    for (let i = 0; i < P; i++) {
      if (i === byeTo) continue;
      const j = partner[i];
      if (j === -1) {
        bad[i] = 1;
        continue;
      }
      if (i > j) continue;
      if (prefs !== null && sideConflict(prefs[i], prefs[j]) > 0) bad[i] = bad[j] = 1;
      const span = level[j] - level[i];
      if (span > 1) bad[i] = bad[j] = 1;
      if (span > 0) {
        cross[level[i]]++;
        cross[level[j]]--;
      }
    }
    const wrongCut = new Uint8Array(above.length);
    let running = 0;
    for (let c = 0; c < above.length; c++) {
      running += cross[c];
      if (running !== above[c] % 2) wrongCut[c] = 1;
    }
    for (let i = 0; i < P; i++) {
      if (i === byeTo) continue;
      const j = partner[i];
      if (j === -1 || i > j) continue;
      for (let c = level[i]; c < level[j]; c++) {
        if (wrongCut[c] === 1) {
          bad[i] = bad[j] = 1;
          break;
        }
      }
    }
    const out: number[] = [];
    for (let i = 0; i < P; i++) if (bad[i] === 1) out.push(i);
    return out;
  };

  let edges = 0;
  let stages = 0;
  let radius = FIRST_WINDOW;
  for (let attempt = 0; attempt < 8; attempt++) {
    const bad = defects();
    if (bad.length === 0) return { partner, edges, stages };
    // Window: players near a defect in pool order, plus their partners.
    const inWindow = new Uint8Array(P);
    const members: number[] = [];
    const add = (i: number): void => {
      if (i < 0 || i >= P || i === byeTo || inWindow[i] === 1) return;
      inWindow[i] = 1;
      members.push(i);
    };
    for (const d of bad) {
      for (let i = Math.max(0, d - radius); i <= Math.min(P - 1, d + radius); i++) add(i);
    }
    for (let k = 0; k < members.length; k++) {
      const j = partner[members[k]];
      if (j !== -1) add(j);
    }
    if (members.length > maxWindow) return null;
    const everyone = members.length >= P - (byeTo >= 0 ? 1 : 0);
    members.sort((a, b) => a - b);
    const W = members.length;
    const local = new Int32Array(P).fill(-1);
    members.forEach((g, i) => (local[g] = i));
    const Us = prefs === null ? 1 : 3 * Math.ceil(W / 2) + 1;
    const eu: number[] = [];
    const ev: number[] = [];
    const cost: number[] = [];
    for (let x = 0; x < W; x++) {
      const gx = members[x];
      markMet(gx);
      for (let y = x + 1; y < W; y++) {
        const gy = members[y];
        if (stamp[gy] === gx) continue;
        const d = score[gx] - score[gy];
        eu.push(x);
        ev.push(y);
        cost.push(Us * d * d + (prefs === null ? 0 : sideConflict(prefs[gx], prefs[gy])));
      }
      for (const [j] of met[gx]) stamp[j] = -1;
    }
    edges += eu.length;
    const result = minCostMatching({
      n: W,
      m: eu.length,
      eu: Int32Array.from(eu),
      ev: Int32Array.from(ev),
      cost: Float64Array.from(cost),
    });
    stages += result.stages;
    if (result.perfect) {
      for (let x = 0; x < W; x++) partner[members[x]] = members[result.partner[x]];
    }
    // A window holding everyone was the whole problem: growing it cannot help.
    if (everyone) return defects().length === 0 ? { partner, edges, stages } : null;
    radius *= 2;
  }
  return null;
}
