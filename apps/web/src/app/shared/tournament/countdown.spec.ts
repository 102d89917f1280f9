import type { RoundTimerView } from '@cantina/contract';
import { type TimerSnapshot, clockText, secondsLeft, timerPhase } from './countdown';

const snapshotAt = (timer: RoundTimerView, receivedAt: number): TimerSnapshot => ({ timer, receivedAt });

describe('round countdown', () => {
  const start = 1_000_000;

  it('counts down from the remaining seconds the server sent, by the local clock', () => {
    const snapshot = snapshotAt({ deadline: '2030-01-01T00:50:00.000Z', paused: false, remainingSeconds: 3000 }, start);
    expect(secondsLeft(snapshot, start)).toBe(3000);
    expect(secondsLeft(snapshot, start + 1_500)).toBe(2999);
    expect(secondsLeft(snapshot, start + 61_000)).toBe(2939);
    expect(timerPhase(snapshot, start + 61_000)).toBe('running');
    expect(timerPhase(snapshot, start + 3_000_000)).toBe('over');
    expect(secondsLeft(snapshot, start + 3_010_000)).toBe(-10);
  });

  it('stands still while stopped: not started yet or paused (no deadline)', () => {
    const paused = snapshotAt({ deadline: null, paused: true, remainingSeconds: 754 }, start);
    expect(secondsLeft(paused, start + 60_000)).toBe(754);
    expect(timerPhase(paused, start)).toBe('paused');
    const idle = snapshotAt({ deadline: null, paused: false, remainingSeconds: 3000 }, start);
    expect(timerPhase(idle, start + 60_000)).toBe('paused');
    expect(secondsLeft(idle, start + 60_000)).toBe(3000);
  });

  it('formats minutes and seconds, hours when needed, never below zero', () => {
    expect(clockText(3000)).toBe('50:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-30)).toBe('0:00');
  });
});
