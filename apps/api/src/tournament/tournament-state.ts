import type { MatchResult, SwissMatch, SwissPlayer, TournamentState } from '@cantina/swiss';
import type { EventEntity } from '../events/entities/event.entity';
import type { PlayerEntity } from '../events/entities/player.entity';
import type { MatchEntity } from './match.entity';

export interface PlayerExtras {
  deckSide?: SwissPlayer['deckSide'];
  draftSeat?: SwissPlayer['draftSeat'];
}

/** The Swiss engine's input, built from the rows: players in join order, Swiss matches only. */
export function tournamentState(
  event: EventEntity,
  players: PlayerEntity[],
  matches: MatchEntity[],
  extras: ReadonlyMap<string, PlayerExtras> = new Map(),
): TournamentState {
  return {
    seed: event.seed,
    players: players.map((p) => ({
      id: p.id,
      firstRound: p.firstRound,
      ...(p.droppedAfterRound !== null ? { droppedAfterRound: p.droppedAfterRound } : {}),
      ...(p.byeRounds.length ? { byeRounds: p.byeRounds } : {}),
      ...(p.fixedTable !== null ? { fixedTable: p.fixedTable } : {}),
      ...extras.get(p.id),
    })),
    matches: matches.filter((m) => m.stage === null).map(swissMatch),
    settings: { missedRounds: 'loss' },
  };
}

export function swissMatch(m: MatchEntity): SwissMatch {
  return {
    id: m.id,
    round: m.round,
    table: m.table,
    players: m.players,
    bye: m.bye,
    ...(m.preassigned ? { preassigned: true } : {}),
    ...(m.loss ? { loss: true } : {}),
    ...(m.sides ? { sides: m.sides } : {}),
    ...(m.darkSide !== null ? { darkSide: m.darkSide } : {}),
    ...(m.result ? { result: m.result } : {}),
  };
}

/** Two reports say the same thing (missing players' wins are 0, missing draws are 0). */
export function sameResult(a: MatchResult, b: MatchResult, players: readonly string[]): boolean {
  if (a.placements || b.placements) return JSON.stringify(a.placements) === JSON.stringify(b.placements);
  return (
    players.every((p) => (a.wins?.[p] ?? 0) === (b.wins?.[p] ?? 0)) &&
    (a.draws ?? 0) === (b.draws ?? 0) &&
    (a.outcome ?? null) === (b.outcome ?? null)
  );
}

/** The winner of a two-player result, or null (draw, double loss). */
export function winnerOf(result: MatchResult, players: readonly string[]): string | null {
  if (result.outcome === 'double-loss' || players.length !== 2) return null;
  const [a, b] = players;
  const wa = result.wins?.[a] ?? 0;
  const wb = result.wins?.[b] ?? 0;
  return wa === wb ? null : wa > wb ? a : b;
}

/** The players who still have to confirm a report before it is final: everyone but the reporter and those who confirmed. */
export function awaitingConfirmation(
  players: readonly string[],
  reporter: string,
  confirmedBy: readonly string[],
): string[] {
  return players.filter((p) => p !== reporter && !confirmedBy.includes(p));
}
