import type { Random } from './random';
import type { DeckSide, Faction, PlayerId, SwissMatch } from './types';

/**
 * dbg faction allocation, modelled on chess colour allocation: each player has a balance
 * (Empire games minus Rebel games) and a due side; the pairing cost penalises pairs that want the same
 * side, and the allocation gives each player the due side where possible.
 */
export interface SidePreference {
  /** Side the player is due, or null with no history. */
  want: Faction | null;
  /**
   * 3: balance off by 2+ or the same side twice in a row (absolute); 2: balance off by 1 (strong);
   * 1: balanced, alternate from the last game (mild); 0: no history.
   */
  strength: number;
  balance: number;
  last: Faction[];
}

const other = (f: Faction): Faction => (f === 'empire' ? 'rebel' : 'empire');

/** Side history per player, in round order, from the matches' `sides`. */
export function sideHistory(matches: readonly SwissMatch[]): Map<PlayerId, Faction[]> {
  const history = new Map<PlayerId, Faction[]>();
  const ordered = matches.filter((m) => m.sides !== undefined).sort((a, b) => a.round - b.round);
  for (const m of ordered) {
    for (const [player, side] of Object.entries(m.sides as Record<PlayerId, Faction>)) {
      const list = history.get(player) ?? [];
      list.push(side);
      history.set(player, list);
    }
  }
  return history;
}

export function sidePreference(history: readonly Faction[]): SidePreference {
  let balance = 0;
  for (const s of history) balance += s === 'empire' ? 1 : -1;
  const last = history.slice(-2);
  const lastOne = last[last.length - 1];
  const twiceSame = last.length === 2 && last[0] === last[1];
  if (balance !== 0) {
    const want: Faction = balance > 0 ? 'rebel' : 'empire';
    const strong = Math.abs(balance) >= 2 || (twiceSame && other(last[1]) === want);
    return { want, strength: strong ? 3 : 2, balance, last };
  }
  if (lastOne !== undefined) return { want: other(lastOne), strength: twiceSame ? 3 : 1, balance, last };
  return { want: null, strength: 0, balance, last };
}

/** Pairing cost of two preferences: 0 when compatible, else the weaker preference's strength. */
export function sideConflict(a: SidePreference, b: SidePreference): number {
  if (a.want === null || b.want === null || a.want !== b.want) return 0;
  return Math.min(a.strength, b.strength);
}

/**
 * Sides for a pair; `first` is the higher-ranked player, who wins ties of equal preference strength
 * (as in chess). With no preference on either side a seeded coin decides.
 */
export function allocateSides(
  first: PlayerId,
  second: PlayerId,
  prefFirst: SidePreference,
  prefSecond: SidePreference,
  random: Random,
): Record<PlayerId, Faction> {
  let firstSide: Faction;
  if (prefFirst.want !== null && (prefSecond.want === null || prefFirst.want !== prefSecond.want)) {
    firstSide = prefFirst.want;
  } else if (prefFirst.want === null && prefSecond.want !== null) {
    firstSide = other(prefSecond.want);
  } else if (prefFirst.want !== null && prefSecond.want !== null) {
    firstSide = prefSecond.strength > prefFirst.strength ? other(prefSecond.want) : prefFirst.want;
  } else {
    firstSide = random.nextInt(2) === 0 ? 'empire' : 'rebel';
  }
  return { [first]: firstSide, [second]: other(firstSide) };
}

/**
 * swtcg: the player who acts first in a match, null when no single player does. SWTCG rulebook (es)
 * l.416, primary rule 2, "Oscuro sobre Vong sobre Luz": the Dark Side goes first in everything, the
 * Light Side last, so a lone Dark Side deck acts first, and a Yuuzhan Vong deck acts first against a
 * Light Side deck. Two decks of the same side, or a Vong deck against a Neutral or unknown deck, give null.
 */
export function darkSidePlayer(players: readonly PlayerId[], sides: ReadonlyMap<PlayerId, DeckSide>): PlayerId | null {
  const dark = players.filter((p) => sides.get(p) === 'dark');
  if (dark.length > 0) return dark.length === 1 ? dark[0] : null;
  const vong = players.filter((p) => sides.get(p) === 'vong');
  const light = players.filter((p) => sides.get(p) === 'light');
  return vong.length === 1 && light.length === players.length - 1 && light.length > 0 ? vong[0] : null;
}
