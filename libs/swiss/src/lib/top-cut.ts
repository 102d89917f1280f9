import { SwissError } from './errors';
import type { Standing } from './standings';
import type { PlayerId } from './types';

export interface BracketMatch {
  /** 1 = first elimination round (quarterfinals in a top 8). */
  stage: number;
  /** Position in the stage, 0-based; the winners of slots 2k and 2k+1 meet in slot k next stage. */
  slot: number;
  table: number;
  /** Swiss seeds of the two players (better seed first); 0 while a player is not known yet. */
  seeds: [number, number];
  /** Better seed first; null while not known yet. */
  players: [PlayerId | null, PlayerId | null];
  winner: PlayerId | null;
}

export interface Bracket {
  size: number;
  /** Number of stages (log2 size). */
  stages: number;
  /** Every match of every stage, by stage then slot. */
  matches: BracketMatch[];
}

export interface BracketResult {
  stage: number;
  slot: number;
  winner: PlayerId;
}

/**
 * Seeds in bracket order so that seed 1 and 2 can only meet in the final: size 8 gives
 * 1, 8, 4, 5, 2, 7, 3, 6 (matches 1v8, 4v5, 2v7, 3v6).
 */
export function seedOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new SwissError({ code: 'bad-bracket', message: `top cut size must be a power of two, got ${size}` });
  }
  let order = [1];
  for (let n = 2; n <= size; n *= 2) {
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/**
 * Single-elimination bracket from the Swiss standings: the best `size` players who have not
 * dropped, seeded by rank (1v8, 4v5, 2v7, 3v6 for a top 8). The higher seed is listed first.
 */
export function topCut(standings: readonly Standing[], size: number): Bracket {
  const order = seedOrder(size);
  const seeded = standings
    .filter((s) => !s.dropped)
    .slice()
    .sort((a, b) => a.rank - b.rank)
    .slice(0, size)
    .map((s) => s.playerId);
  if (seeded.length < size) {
    throw new SwissError({
      code: 'not-enough-players',
      message: `a top ${size} needs ${size} players, ${seeded.length} are still in`,
    });
  }
  const stages = Math.log2(size);
  const matches: BracketMatch[] = [];
  for (let slot = 0; slot < size / 2; slot++) {
    const a = order[2 * slot];
    const b = order[2 * slot + 1];
    matches.push({
      stage: 1,
      slot,
      table: slot + 1,
      seeds: [a, b],
      players: [seeded[a - 1], seeded[b - 1]],
      winner: null,
    });
  }
  for (let stage = 2; stage <= stages; stage++) {
    const count = size / 2 ** stage;
    for (let slot = 0; slot < count; slot++) {
      matches.push({ stage, slot, table: slot + 1, seeds: [0, 0], players: [null, null], winner: null });
    }
  }
  return { size, stages, matches };
}

/** A winner moving on to the next stage, with their Swiss seed. */
export interface AdvancingPlayer {
  id: PlayerId;
  seed: number;
}

/**
 * The next-stage match of the winners of slots 2k (`even`) and 2k+1 (`odd`): the better (lower) seed
 * first, the winner of the even slot first on equal seeds. A winner not known yet is null with seed 0
 * and keeps its slot's place.
 */
export function nextStageEntrants(
  even: AdvancingPlayer,
  odd: AdvancingPlayer,
): { players: [PlayerId, PlayerId]; seeds: [number, number] };
export function nextStageEntrants(
  even: AdvancingPlayer | null,
  odd: AdvancingPlayer | null,
): { players: [PlayerId | null, PlayerId | null]; seeds: [number, number] };
export function nextStageEntrants(
  even: AdvancingPlayer | null,
  odd: AdvancingPlayer | null,
): { players: [PlayerId | null, PlayerId | null]; seeds: [number, number] } {
  const [first, second] = even !== null && odd !== null && odd.seed < even.seed ? [odd, even] : [even, odd];
  return { players: [first?.id ?? null, second?.id ?? null], seeds: [first?.seed ?? 0, second?.seed ?? 0] };
}

/**
 * Records winners and moves them on. A corrected result clears the later matches that depended on
 * it. Throws for an unknown match, a winner who is not in it, or a match whose players are not known.
 */
export function advanceBracket(bracket: Bracket, results: readonly BracketResult[]): Bracket {
  const matches = bracket.matches.map((m) => ({
    ...m,
    seeds: [...m.seeds] as [number, number],
    players: [...m.players] as [PlayerId | null, PlayerId | null],
  }));
  const find = (stage: number, slot: number): BracketMatch | undefined =>
    matches.find((m) => m.stage === stage && m.slot === slot);
  const seedOf = new Map<PlayerId, number>();
  for (const m of matches) {
    if (m.stage !== 1) continue;
    m.players.forEach((p, i) => p !== null && seedOf.set(p, m.seeds[i]));
  }
  const refill = (): void => {
    for (let stage = 2; stage <= bracket.stages; stage++) {
      for (const m of matches.filter((x) => x.stage === stage)) {
        const [even, odd] = [find(stage - 1, 2 * m.slot), find(stage - 1, 2 * m.slot + 1)].map((f) => {
          const winner = f?.winner ?? null;
          return winner === null ? null : { id: winner, seed: seedOf.get(winner) ?? 0 };
        });
        const entrants = nextStageEntrants(even, odd);
        const changed = entrants.players[0] !== m.players[0] || entrants.players[1] !== m.players[1];
        m.players = entrants.players;
        m.seeds = entrants.seeds;
        if (changed && m.winner !== null && !m.players.includes(m.winner)) m.winner = null;
      }
    }
  };
  for (const r of results) {
    const m = find(r.stage, r.slot);
    if (!m) throw new SwissError({ code: 'bad-bracket', message: `no match at stage ${r.stage} slot ${r.slot}` });
    if (m.players[0] === null || m.players[1] === null) {
      throw new SwissError({ code: 'bad-bracket', message: `stage ${r.stage} slot ${r.slot} is not set yet` });
    }
    if (!m.players.includes(r.winner)) {
      throw new SwissError({ code: 'bad-bracket', message: `${r.winner} does not play this match`, refs: [r.winner] });
    }
    m.winner = r.winner;
    refill();
  }
  return { ...bracket, matches };
}

/** The champion, once the final has a winner. */
export function bracketChampion(bracket: Bracket): PlayerId | null {
  return bracket.matches.find((m) => m.stage === bracket.stages)?.winner ?? null;
}

/**
 * Recommended number of Swiss rounds for the attendance: one more round per doubling of the field
 * (8 players 3 rounds, 9-16 4, 17-32 5, 33-64 6, 65-128 7, ...), the SWU store table.
 */
export function recommendedRounds(players: number): number {
  if (!Number.isFinite(players) || players < 2) return 0;
  let rounds = 0;
  while (2 ** rounds < players) rounds++;
  return rounds;
}
