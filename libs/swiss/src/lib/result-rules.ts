import { placementKey } from './placements';
import type { MatchResult, PlayerId } from './types';

/**
 * Two reports say the same thing (missing players' wins are 0, missing draws are 0; placements in the
 * same order, the order inside a tie aside).
 */
export function sameResult(a: MatchResult, b: MatchResult, players: readonly PlayerId[]): boolean {
  if (a.placements || b.placements) {
    return (
      a.placements !== undefined &&
      b.placements !== undefined &&
      placementKey(a.placements) === placementKey(b.placements)
    );
  }
  return (
    players.every((p) => (a.wins?.[p] ?? 0) === (b.wins?.[p] ?? 0)) &&
    (a.draws ?? 0) === (b.draws ?? 0) &&
    (a.outcome ?? null) === (b.outcome ?? null)
  );
}

/** The winner of a two-player result, or null (draw, double loss, pod). */
export function winnerOf(result: MatchResult, players: readonly PlayerId[]): PlayerId | null {
  if (result.outcome === 'double-loss' || players.length !== 2) return null;
  const [a, b] = players;
  const wa = result.wins?.[a] ?? 0;
  const wb = result.wins?.[b] ?? 0;
  return wa === wb ? null : wa > wb ? a : b;
}

/**
 * The players who still have to confirm a report before it is final: everyone but the reporter and
 * those who confirmed (a pod's result needs every other player, contract rev 2 "Rounds and results").
 */
export function awaitingConfirmation(
  players: readonly PlayerId[],
  reporter: PlayerId,
  confirmedBy: readonly PlayerId[],
): PlayerId[] {
  return players.filter((p) => p !== reporter && !confirmedBy.includes(p));
}
