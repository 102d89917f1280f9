import { seededRandom, shuffled } from './random';
import type { PassDirection } from './types';

/** One seat of a pod (contract "Limited play", `POST .../pods`). */
export interface SeatAssignment {
  seat: number;
  playerId: string | null;
  bot: boolean;
}

export interface PodSeating {
  seats: SeatAssignment[];
}

export interface SeatPodsInput {
  playerIds: readonly string[];
  /** Most seats a pod may have (contract `settings.podSize`, default 8). */
  podSize: number;
  /** Event seed: the same seed and the same set of players always give the same seating. */
  seed: string;
  /** Bots fill every pod up to `podSize` seats. */
  bots: boolean;
}

/** Seat `i`'s left neighbour: the seat a pack passed LEFT goes to (contract: `i+1 mod n`). */
export function leftOf(seat: number, seatCount: number): number {
  return (seat + 1) % seatCount;
}

/** Seat `i`'s right neighbour: the seat a pack passed RIGHT goes to (`i-1 mod n`). */
export function rightOf(seat: number, seatCount: number): number {
  return (seat - 1 + seatCount) % seatCount;
}

/** The seat a pack held by `seat` goes to when passed in `direction`. */
export function passTarget(seat: number, direction: PassDirection, seatCount: number): number {
  return direction === 'left' ? leftOf(seat, seatCount) : rightOf(seat, seatCount);
}

/** Pod sizes for `players` players: as even as possible, none above `podSize`, larger pods first. */
export function podSizes(players: number, podSize: number): number[] {
  if (players <= 0) return [];
  const pods = Math.ceil(players / podSize);
  const base = Math.floor(players / pods);
  const extra = players % pods;
  return Array.from({ length: pods }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Seats players into pods (issue 5 item 1; contract `POST .../pods`): as many pods as needed, sizes as
 * even as possible and never above `podSize`, players shuffled from the seed. Seats are numbered
 * clockwise from 0. With bots, every pod is filled to `podSize` and the bots are spread evenly between
 * the players (as Draftmancer does), so players do not sit in one block.
 *
 * Players are sorted before shuffling, so the order they are given in does not matter.
 * Throws a RangeError for a pod size below 1 or a duplicated player id.
 */
export function seatPods(input: SeatPodsInput): PodSeating[] {
  const { podSize } = input;
  if (!Number.isInteger(podSize) || podSize < 1)
    throw new RangeError(`podSize must be an integer >= 1, not ${podSize}`);
  const sorted = [...input.playerIds].sort();
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) throw new RangeError(`player ${sorted[i]} is listed twice`);
  }
  const players = shuffled(sorted, seededRandom(`seating:${input.seed}`));
  const pods: PodSeating[] = [];
  let next = 0;
  for (const humans of podSizes(players.length, podSize)) {
    const inPod = players.slice(next, next + humans);
    next += humans;
    const size = input.bots ? podSize : humans;
    const seats: SeatAssignment[] = Array.from({ length: size }, (_, seat) => ({ seat, playerId: null, bot: true }));
    inPod.forEach((playerId, j) => {
      seats[Math.floor((j * size) / humans)] = { seat: Math.floor((j * size) / humans), playerId, bot: false };
    });
    pods.push({ seats });
  }
  return pods;
}
