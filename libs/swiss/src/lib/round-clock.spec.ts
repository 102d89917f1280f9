import fc from 'fast-check';
import {
  applyClockAction,
  type ClockAction,
  DEFAULT_ROUND_MINUTES,
  newRoundClock,
  type RoundClock,
  roundClockView,
} from './round-clock';

const T0 = Date.UTC(2026, 0, 10, 14, 0, 0);

function act(clock: RoundClock, action: ClockAction, now: number, minutes?: number): RoundClock {
  const outcome = applyClockAction(clock, action, now, minutes);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.clock;
}

describe('round clock', () => {
  it('starts paused with the whole round left (SWU rounds: 50 minutes by default)', () => {
    expect(DEFAULT_ROUND_MINUTES).toBe(50);
    const clock = newRoundClock(DEFAULT_ROUND_MINUTES);
    expect(clock).toEqual({ deadline: null, remainingSeconds: 3000 });
    expect(roundClockView(clock, T0)).toEqual({ deadline: null, paused: true, remainingSeconds: 3000 });
  });

  it('runs to a deadline and counts down to it', () => {
    const running = act(newRoundClock(50), 'start', T0);
    expect(running.deadline).toBe(T0 + 3000_000);
    expect(roundClockView(running, T0)).toEqual({
      deadline: '2026-01-10T14:50:00.000Z',
      paused: false,
      remainingSeconds: 3000,
    });
    expect(roundClockView(running, T0 + 60_400).remainingSeconds).toBe(2940);
    expect(roundClockView(running, T0 + 60_600).remainingSeconds).toBe(2939);
    expect(roundClockView(running, T0 + 4000_000).remainingSeconds).toBe(0);
  });

  it('keeps the deadline when started or resumed again while running', () => {
    const running = act(newRoundClock(50), 'start', T0);
    expect(act(running, 'start', T0 + 10_000)).toEqual(running);
    expect(act(running, 'resume', T0 + 10_000)).toEqual(running);
  });

  it('pauses with the whole seconds left and resumes from them', () => {
    const running = act(newRoundClock(50), 'start', T0);
    const paused = act(running, 'pause', T0 + 600_400);
    expect(paused).toEqual({ deadline: null, remainingSeconds: 2400 });
    expect(roundClockView(paused, T0 + 900_000)).toEqual({ deadline: null, paused: true, remainingSeconds: 2400 });
    const resumed = act(paused, 'resume', T0 + 900_000);
    expect(resumed.deadline).toBe(T0 + 900_000 + 2400_000);
    expect(act(paused, 'pause', T0 + 1000_000)).toEqual(paused);
  });

  it('pauses an overrun clock at 0', () => {
    const running = act(newRoundClock(1), 'start', T0);
    expect(act(running, 'pause', T0 + 120_000)).toEqual({ deadline: null, remainingSeconds: 0 });
  });

  it('extends a running clock by its deadline and a paused one by its seconds (5 minutes by default)', () => {
    const running = act(newRoundClock(50), 'start', T0);
    expect(act(running, 'extend', T0 + 1000).deadline).toBe(T0 + 3300_000);
    expect(act(running, 'extend', T0 + 1000, 120).deadline).toBe(T0 + 3000_000 + 7200_000);
    expect(act(newRoundClock(50), 'extend', T0, 1)).toEqual({ deadline: null, remainingSeconds: 3060 });
  });

  it('refuses an extension that is not a whole number from 1 to 120', () => {
    for (const minutes of [0, -5, 121, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(applyClockAction(newRoundClock(50), 'extend', T0, minutes)).toEqual({
        ok: false,
        message: 'minutes must be a whole number from 1 to 120.',
      });
    }
  });

  it('ignores minutes for the other actions', () => {
    expect(applyClockAction(newRoundClock(50), 'start', T0, 0)).toEqual({
      ok: true,
      clock: { deadline: T0 + 3000_000, remainingSeconds: 3000 },
    });
  });

  it('never changes the clock it is given', () => {
    const clock = newRoundClock(50);
    act(clock, 'start', T0);
    act(clock, 'extend', T0);
    expect(clock).toEqual({ deadline: null, remainingSeconds: 3000 });
  });

  it('loses no time over pause and resume: the seconds left only fall by the time that ran', () => {
    const step = fc.record({ action: fc.constantFrom<ClockAction>('start', 'pause', 'resume'), after: fc.nat(600) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.array(step, { maxLength: 20 }), (minutes, steps) => {
        let clock = newRoundClock(minutes);
        let now = T0;
        let ran = 0;
        for (const { action, after } of steps) {
          const running = clock.deadline !== null;
          now += after * 1000;
          if (running) ran += after;
          clock = act(clock, action, now);
        }
        expect(roundClockView(clock, now).remainingSeconds).toBe(Math.max(0, minutes * 60 - ran));
      }),
    );
  });
});
