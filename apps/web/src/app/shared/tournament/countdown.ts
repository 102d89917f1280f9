import type { RoundTimerView } from '@cantina/contract';

/** A timer as received, with the local time it arrived (the countdown never trusts the device clock). */
export interface TimerSnapshot {
  timer: RoundTimerView;
  receivedAt: number;
}

/** `idle`: no clock for this round; `paused`: stopped (before the start or paused). */
export type TimerPhase = 'idle' | 'running' | 'paused' | 'over';

export function snapshotOf(timer: RoundTimerView | null | undefined, receivedAt: number): TimerSnapshot | null {
  return timer ? { timer, receivedAt } : null;
}

export function isRunning(timer: RoundTimerView): boolean {
  return timer.deadline !== null && !timer.paused;
}

/** Whole seconds left at `now` (negative once time is called). */
export function secondsLeft(snapshot: TimerSnapshot, now: number): number {
  const { timer, receivedAt } = snapshot;
  if (!isRunning(timer)) return Math.round(timer.remainingSeconds);
  return Math.ceil(timer.remainingSeconds - Math.max(0, now - receivedAt) / 1000);
}

/** A clock with no deadline stands still: the API reports it as paused before the start too. */
export function timerPhase(snapshot: TimerSnapshot, now: number): TimerPhase {
  const { timer } = snapshot;
  if (timer.paused || timer.deadline === null) return 'paused';
  return secondsLeft(snapshot, now) <= 0 ? 'over' : 'running';
}

/** `49:05`, `1:02:00`; time past the end shows as `0:00`. */
export function clockText(seconds: number): string {
  const total = Math.max(0, seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
