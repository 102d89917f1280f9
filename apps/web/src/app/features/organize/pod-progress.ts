import type { PodView, PublicPlayer } from '@cantina/contract';
import { isStartedPod } from '../../core/api/draft-api';

/** Cards drafted in the pod so far; -1 for a pod that has not started. */
export function podPicks(pod: PodView): number {
  return isStartedPod(pod) ? pod.seats.reduce((sum, seat) => sum + seat.picks, 0) : -1;
}

/** A pod view is stale when the one shown has more picks in it (picks never go away). */
export function isStalePod(next: PodView, current: PodView): boolean {
  return podPicks(next) < podPicks(current);
}

/** The pods with `next` taken in, unless it is older than the one shown; new pods go last. */
export function mergePod(pods: readonly PodView[], next: PodView): PodView[] {
  const index = pods.findIndex((pod) => pod.id === next.id);
  if (index === -1) return [...pods, next];
  if (isStalePod(next, pods[index])) return [...pods];
  return pods.map((pod, i) => (i === index ? next : pod));
}

/** The loaded pods, in their order, each replaced by a newer one already pushed. */
export function mergeLoaded(pods: readonly PodView[], loaded: readonly PodView[]): PodView[] {
  const merged = loaded.map((pod) => {
    const pushed = pods.find((p) => p.id === pod.id);
    return pushed && isStalePod(pod, pushed) ? pushed : pod;
  });
  return [...merged, ...pods.filter((pod) => !loaded.some((p) => p.id === pod.id))];
}

/** One seat of the dashboard. */
export interface SeatRow {
  seat: number;
  playerId: string | null;
  /** The player's name; null for a bot seat. */
  name: string | null;
  bot: boolean;
  botControlled: boolean;
  pickNumber: number | null;
  picks: number | null;
  packs: number | null;
  /** This seat's pick deadline (iso); null without a clock, while paused, or before the start. */
  deadline: string | null;
  /** Whether the player's phone is connected now; null for a bot seat or before presence is known. */
  connected: boolean | null;
  /** Where the seat sits around the table on a wide screen (clockwise, down the left, up the right). */
  row: number;
  column: number;
}

/**
 * The dashboard's rows of a pod, clockwise; `connected` (the players whose phone is connected now, from
 * the `presence` pushes) gives each player seat its connection dot.
 */
export function seatRows(
  pod: PodView,
  players: readonly PublicPlayer[],
  connected: ReadonlySet<string> | null = null,
): SeatRow[] {
  const count = pod.seats.length;
  const half = Math.ceil(count / 2);
  return pod.seats.map((seat, i) => {
    const name = seat.playerId ? (players.find((p) => p.id === seat.playerId)?.name ?? seat.playerId) : null;
    const progress = isStartedPod(pod) ? pod.seats[i] : null;
    return {
      seat: seat.seat,
      playerId: seat.playerId,
      name,
      bot: seat.bot,
      botControlled: progress?.botControlled ?? seat.bot,
      pickNumber: progress ? progress.pickNumber : null,
      picks: progress ? progress.picks : null,
      packs: progress ? progress.packs : null,
      deadline: progress ? progress.deadline : null,
      connected: seat.playerId && connected ? connected.has(seat.playerId) : null,
      row: i < half ? i + 1 : count - i,
      column: i < half ? 1 : 2,
    };
  });
}
