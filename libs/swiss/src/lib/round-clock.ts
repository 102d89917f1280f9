/**
 * A round clock: a deadline while it runs, the seconds left while it is paused. Pure; the caller
 * passes `now` (epoch ms) and stores the clock as it is.
 */
export interface RoundClock {
  /** Epoch ms at which the round ends, while the clock runs; null while paused. */
  deadline: number | null;
  /** Seconds left while paused (stale while running: the deadline is the truth then). */
  remainingSeconds: number;
}

export type ClockAction = 'start' | 'pause' | 'resume' | 'extend';

/** What clients are shown: the contract's round timer. */
export interface RoundClockView {
  /** ISO time the round ends, while running. */
  deadline: string | null;
  paused: boolean;
  remainingSeconds: number;
}

export type ClockActionOutcome = { ok: true; clock: RoundClock } | { ok: false; message: string };

/** SWU rules "Tournaments": rounds of 50-55 minutes; the organizer may set another length. */
export const DEFAULT_ROUND_MINUTES = 50;

/** A new round's clock: paused, with the whole round left. */
export function newRoundClock(minutes: number): RoundClock {
  return { deadline: null, remainingSeconds: minutes * 60 };
}

const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.round((deadline - now) / 1000));

/**
 * Start or resume (a running clock keeps its deadline), pause (keeps the whole seconds left, never
 * below 0), or extend by `minutes`, a whole number from 1 to 120, running or paused.
 */
export function applyClockAction(clock: RoundClock, action: ClockAction, now: number, minutes = 5): ClockActionOutcome {
  let deadline = clock.deadline;
  let remaining = clock.remainingSeconds;
  if (action === 'start' || action === 'resume') {
    if (deadline === null) deadline = now + remaining * 1000;
  } else if (action === 'pause') {
    if (deadline !== null) remaining = secondsUntil(deadline, now);
    deadline = null;
  } else {
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 120) {
      return { ok: false, message: 'minutes must be a whole number from 1 to 120.' };
    }
    if (deadline !== null) deadline += minutes * 60_000;
    else remaining += minutes * 60;
  }
  return { ok: true, clock: { deadline, remainingSeconds: remaining } };
}

/** The clock as clients see it at `now`: a running clock counts down to its deadline. */
export function roundClockView(clock: RoundClock, now: number): RoundClockView {
  if (clock.deadline === null) return { deadline: null, paused: true, remainingSeconds: clock.remainingSeconds };
  return {
    deadline: new Date(clock.deadline).toISOString(),
    paused: false,
    remainingSeconds: secondsUntil(clock.deadline, now),
  };
}
