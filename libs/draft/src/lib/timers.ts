import type { ResolvedTimer, TimerSettings } from './types';

/**
 * Competitive pack-pick clock by cards left in the pack (swu.md "Pick timers", FFG Appendix C as
 * enforced by Protect the Pod, anchors/draft.md §3): 14 → 60 s, 13-12 → 40, 11-10 → 30, 9-8 → 25,
 * 7 → 20, 6 → 15, 5-4 → 10, 3-2 → 5; the last card is given automatically. Larger packs (destiny's
 * 15-card stacks, custom sizes) get 60 s: a house default, as for destiny and swtcg drafts.
 * Rows are `[fewest cards left, seconds]`, first match wins.
 */
export const COMPETITIVE_PACK_SECONDS: readonly (readonly [number, number])[] = [
  [14, 60],
  [12, 40],
  [10, 30],
  [8, 25],
  [7, 20],
  [6, 15],
  [4, 10],
  [2, 5],
];

/** Competitive leader-pick clock (swu.md "Pick timers"): 3 → 15 s, 2 → 10 s, last automatic. */
export const COMPETITIVE_LEADER_SECONDS: readonly (readonly [number, number])[] = [
  [3, 15],
  [2, 10],
];

/**
 * Defaults per mode. casual: a fixed 90 s per pick (swu.md: "a longer fixed timer" than the
 * competitive 60 s at most), leader picks as long as pack picks, no review. competitive: the schedule
 * above and 30 s review between pack rounds (swu.md "Pick timers"). Casual numbers are configurable;
 * in competitive only the review is.
 */
export const TIMER_DEFAULTS: Readonly<Record<TimerSettings['mode'], ResolvedTimer>> = {
  off: { mode: 'off', pickSeconds: 0, leaderSeconds: 0, reviewSeconds: 0 },
  casual: { mode: 'casual', pickSeconds: 90, leaderSeconds: 90, reviewSeconds: 0 },
  competitive: { mode: 'competitive', pickSeconds: 0, leaderSeconds: 0, reviewSeconds: 30 },
};

/** Upper bound for any configured number of seconds (one hour). */
export const MAX_TIMER_SECONDS = 3600;

function checkSeconds(name: string, value: number | undefined, min: number): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > MAX_TIMER_SECONDS) {
    return `timer.${name} must be a number from ${min} to ${MAX_TIMER_SECONDS}`;
  }
  return null;
}

/** Settings with defaults applied, or a message saying what is wrong. */
export function resolveTimer(settings: TimerSettings | undefined): ResolvedTimer | string {
  if (settings === undefined) return TIMER_DEFAULTS.off;
  const defaults = TIMER_DEFAULTS[settings.mode];
  if (defaults === undefined) return `timer.mode must be off, casual or competitive`;
  const problem =
    checkSeconds('pickSeconds', settings.pickSeconds, 1) ??
    checkSeconds('leaderSeconds', settings.leaderSeconds, 1) ??
    checkSeconds('reviewSeconds', settings.reviewSeconds, 0);
  if (problem !== null) return problem;
  if (settings.mode === 'off') return defaults;
  if (settings.mode === 'competitive') {
    return { ...defaults, reviewSeconds: settings.reviewSeconds ?? defaults.reviewSeconds };
  }
  const pickSeconds = settings.pickSeconds ?? defaults.pickSeconds;
  return {
    mode: 'casual',
    pickSeconds,
    leaderSeconds: settings.leaderSeconds ?? pickSeconds,
    reviewSeconds: settings.reviewSeconds ?? defaults.reviewSeconds,
  };
}

function lookup(table: readonly (readonly [number, number])[], cardsLeft: number): number | null {
  for (const [fewest, seconds] of table) if (cardsLeft >= fewest) return seconds;
  return null;
}

/**
 * Seconds a player has to pick from a pack with `cardsLeft` cards; null when there is no clock
 * (timers off) or the pick is automatic (the last card or leader).
 */
export function pickSeconds(timer: ResolvedTimer, cardsLeft: number, leaderRound: boolean): number | null {
  if (timer.mode === 'off' || cardsLeft <= 1) return null;
  if (timer.mode === 'casual') return leaderRound ? timer.leaderSeconds : timer.pickSeconds;
  return lookup(leaderRound ? COMPETITIVE_LEADER_SECONDS : COMPETITIVE_PACK_SECONDS, cardsLeft);
}
