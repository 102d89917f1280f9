import { createDraft } from './create-draft';
import { pickCommand, tick } from './engine';
import { fixtureInput, ok } from './testing/fixtures';
import { pickSeconds, resolveTimer, TIMER_DEFAULTS } from './timers';
import type { DraftState, ResolvedTimer } from './types';
import { viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);
const competitive = TIMER_DEFAULTS.competitive;

describe('the competitive schedule (swu.md "Pick timers")', () => {
  it('pack picks by cards left: 14 → 60, 13-12 → 40, 11-10 → 30, 9-8 → 25, 7 → 20, 6 → 15, 5-4 → 10, 3-2 → 5, last auto', () => {
    const schedule = Array.from({ length: 14 }, (_, i) => [14 - i, pickSeconds(competitive, 14 - i, false)]);
    expect(schedule).toEqual([
      [14, 60],
      [13, 40],
      [12, 40],
      [11, 30],
      [10, 30],
      [9, 25],
      [8, 25],
      [7, 20],
      [6, 15],
      [5, 10],
      [4, 10],
      [3, 5],
      [2, 5],
      [1, null],
    ]);
    expect(pickSeconds(competitive, 15, false)).toBe(60);
  });

  it('leader picks: 3 → 15, 2 → 10, last auto', () => {
    expect([3, 2, 1].map((left) => pickSeconds(competitive, left, true))).toEqual([15, 10, null]);
  });

  it('30 s review between packs', () => {
    expect(resolveTimer({ mode: 'competitive' })).toEqual({
      mode: 'competitive',
      pickSeconds: 0,
      leaderSeconds: 0,
      reviewSeconds: 30,
    });
  });
});

describe('casual and off', () => {
  it('casual is a fixed clock, 90 s by default, configurable', () => {
    const casual = resolveTimer({ mode: 'casual' }) as ResolvedTimer;
    expect([14, 7, 2].map((left) => pickSeconds(casual, left, false))).toEqual([90, 90, 90]);
    expect(pickSeconds(casual, 3, true)).toBe(90);
    expect(pickSeconds(casual, 1, false)).toBeNull();
    const custom = resolveTimer({
      mode: 'casual',
      pickSeconds: 45,
      leaderSeconds: 20,
      reviewSeconds: 60,
    }) as ResolvedTimer;
    expect([pickSeconds(custom, 9, false), pickSeconds(custom, 2, true), custom.reviewSeconds]).toEqual([45, 20, 60]);
    expect((resolveTimer({ mode: 'casual', pickSeconds: 45 }) as ResolvedTimer).leaderSeconds).toBe(45);
  });

  it('off has no clock; no settings means off', () => {
    expect(pickSeconds(TIMER_DEFAULTS.off, 14, false)).toBeNull();
    expect(resolveTimer(undefined)).toEqual(TIMER_DEFAULTS.off);
  });

  it('refuses bad numbers and modes', () => {
    expect(typeof resolveTimer({ mode: 'casual', pickSeconds: 0 })).toBe('string');
    expect(typeof resolveTimer({ mode: 'casual', reviewSeconds: -1 })).toBe('string');
    expect(typeof resolveTimer({ mode: 'casual', pickSeconds: 99999 })).toBe('string');
    expect(typeof resolveTimer({ mode: 'fast' as 'off' })).toBe('string');
  });
});

describe('deadlines in a competitive swu draft', () => {
  const deadlineOf = (state: DraftState, seat: number) => Date.parse(viewFor(state, seat).deadline as string);
  const pickFirst = (state: DraftState, seat: number, now: number) => {
    const pack = viewFor(state, seat).pack;
    if (pack === null) throw new Error(`seat ${seat} has no pack`);
    return ok(pickCommand(state, seat, pack.id, pack.cards[0].instanceId, now));
  };

  it('leaders 15 s then 10 s, no review before pack 1, 60 s then 40 s in pack 1, review before pack 2', () => {
    let state = ok(createDraft(fixtureInput({ seats: 2, timer: { mode: 'competitive' } }), T0));
    expect(viewFor(state, 0).deadline).toBe(new Date(T0 + 15_000).toISOString());
    state = pickFirst(state, 0, T0 + 4000);
    // Seat 0 waits for seat 1's leaders: no pack, no clock.
    expect(viewFor(state, 0)).toMatchObject({ pack: null, deadline: null });
    state = pickFirst(state, 1, T0 + 6000);
    // The pack seat 1 passed reaches seat 0 now: 2 leaders → 10 s from now.
    expect(deadlineOf(state, 0)).toBe(T0 + 6000 + 10_000);
    expect(deadlineOf(state, 1)).toBe(T0 + 6000 + 10_000);
    state = pickFirst(state, 0, T0 + 7000);
    state = pickFirst(state, 1, T0 + 8000);
    expect(viewFor(state, 0)).toMatchObject({ phase: 'packs', packNumber: 1, pickNumber: 1 });
    expect(deadlineOf(state, 0)).toBe(T0 + 8000 + 60_000);
    let now = T0 + 8000;
    state = pickFirst(state, 0, (now += 1000));
    state = pickFirst(state, 1, (now += 1000));
    expect(deadlineOf(state, 0)).toBe(now + 40_000);
    while (viewFor(state, 0).packNumber === 1) {
      state = pickFirst(state, viewFor(state, 0).pack === null ? 1 : 0, (now += 1000));
    }
    // Pack 2 opens after a 30 s review (closed until then, no clock): 60 s counted from the end of the review.
    expect(viewFor(state, 0)).toMatchObject({ packNumber: 2, passDirection: 'right', pack: null, deadline: null });
    expect(viewFor(state, 0).reviewUntil).toBe(new Date(now + 30_000).toISOString());
    state = ok(tick(state, now + 30_000));
    expect(viewFor(state, 0)).toMatchObject({ packNumber: 2, passDirection: 'right' });
    expect(deadlineOf(state, 0)).toBe(now + 30_000 + 60_000);
  });
});
