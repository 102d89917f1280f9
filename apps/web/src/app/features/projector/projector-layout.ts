import type { BracketView, Standing } from '@cantina/contract';

/**
 * How many columns a list of `count` lines takes on the projector: one for a small event, two from
 * 15 lines, three from 37, so 64 players (32 tables) stand on one 1080p screen in 22 lines a column.
 */
export function projectorColumns(count: number): number {
  if (count <= 14) return 1;
  if (count <= 36) return 2;
  return 3;
}

/** Splits the lines into `columns` columns read top to bottom, then left to right (the first ones fullest). */
export function splitColumns<T>(lines: readonly T[], columns: number): T[][] {
  const perColumn = Math.max(1, Math.ceil(lines.length / Math.max(1, columns)));
  const out: T[][] = [];
  for (let start = 0; start < lines.length; start += perColumn) out.push(lines.slice(start, start + perColumn));
  return out;
}

/** The lines a column holds at most: what the type size is fitted to. */
export function linesPerColumn(count: number): number {
  return Math.max(1, Math.ceil(count / projectorColumns(count)));
}

/** What decides the event's champion once it has one. */
export interface ChampionFacts {
  status: string;
  topCut: BracketView | null;
  standings: readonly Standing[];
  /** The Swiss rounds played and planned (0: not known on this device), and the cut planned (0: none). */
  roundsPlayed: number;
  roundsPlanned: number;
  cutPlanned: number;
  /** Every result of the latest round is in. */
  roundComplete: boolean;
}

/**
 * The champion's player id: the winner of the top cut's final once the event is finished; without a
 * cut, the Swiss leader once the last planned round is complete (finished events too). Null before.
 */
export function championOf(facts: ChampionFacts): string | null {
  const final = finalMatch(facts.topCut);
  if (final) return facts.status === 'finished' && final.result ? final.winner : null;
  const swissOver =
    facts.status === 'finished' ||
    (facts.cutPlanned === 0 &&
      facts.roundsPlanned > 0 &&
      facts.roundsPlayed >= facts.roundsPlanned &&
      facts.roundComplete);
  if (!swissOver) return null;
  return facts.standings.find((row) => row.rank === 1 && !row.dropped)?.playerId ?? null;
}

/** The bracket's final (the stage with one match: stage log2(size)), once it exists. */
function finalMatch(topCut: BracketView | null): BracketView['matches'][number] | null {
  if (!topCut) return null;
  const finalStage = Math.round(Math.log2(topCut.size));
  return topCut.matches.find((match) => match.stage === finalStage) ?? null;
}
