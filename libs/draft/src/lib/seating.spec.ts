import fc from 'fast-check';
import { leftOf, passTarget, podSizes, rightOf, seatPods } from './seating';

const players = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

describe('podSizes', () => {
  it.each([
    [0, 8, []],
    [1, 8, [1]],
    [8, 8, [8]],
    [9, 8, [5, 4]],
    [17, 8, [6, 6, 5]],
    [24, 8, [8, 8, 8]],
    [10, 4, [4, 3, 3]],
  ])('%i players, pods of at most %i: %j', (count, podSize, sizes) => {
    expect(podSizes(count, podSize)).toEqual(sizes);
  });
});

describe('seatPods (issue 5 item 1; contract POST .../pods)', () => {
  it('sizes are as even as possible and never above podSize', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 10 }),
        fc.string(),
        (count, podSize, seed) => {
          const pods = seatPods({ playerIds: players(count), podSize, seed, bots: false });
          const sizes = pods.map((pod) => pod.seats.length);
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
          if (count > 0) {
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
            expect(Math.max(...sizes)).toBeLessThanOrEqual(podSize);
            expect(pods).toHaveLength(Math.ceil(count / podSize));
          }
          // Everyone seated exactly once, seats numbered 0..n-1.
          const seated = pods.flatMap((pod) => pod.seats.map((s) => s.playerId));
          expect([...seated].sort()).toEqual(players(count).sort());
          for (const pod of pods) expect(pod.seats.map((s) => s.seat)).toEqual(pod.seats.map((_, i) => i));
        },
      ),
    );
  });

  it('is reproducible from the seed, whatever the order the players come in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.string(), fc.integer(), (count, seed, rotation) => {
        const list = players(count);
        const turned = list.map((_, i) => list[(i + Math.abs(rotation)) % count]);
        const a = seatPods({ playerIds: list, podSize: 8, seed, bots: true });
        const b = seatPods({ playerIds: turned.reverse(), podSize: 8, seed, bots: true });
        expect(b).toEqual(a);
      }),
    );
  });

  it('is random: other seeds give other seatings', () => {
    const seatings = new Set(
      Array.from({ length: 20 }, (_, i) =>
        JSON.stringify(seatPods({ playerIds: players(8), podSize: 8, seed: `s${i}`, bots: false })),
      ),
    );
    expect(seatings.size).toBeGreaterThan(15);
  });

  it('bots fill every pod to podSize, spread between the players', () => {
    const pods = seatPods({ playerIds: players(9), podSize: 8, seed: 'x', bots: true });
    expect(pods.map((pod) => pod.seats.length)).toEqual([8, 8]);
    expect(pods.map((pod) => pod.seats.filter((s) => s.bot).length)).toEqual([3, 4]);
    for (const pod of pods) {
      for (const seat of pod.seats) expect(seat.bot).toBe(seat.playerId === null);
      // No two bots side by side when players are at least half the table.
      const bots = pod.seats.map((s) => s.bot);
      expect(bots.some((bot, i) => bot && bots[(i + 1) % bots.length])).toBe(false);
    }
    const alone = seatPods({ playerIds: ['solo'], podSize: 8, seed: 'x', bots: true });
    expect(alone[0].seats.map((s) => s.bot)).toEqual([false, true, true, true, true, true, true, true]);
  });

  it('refuses a pod size below 1 and a player listed twice', () => {
    expect(() => seatPods({ playerIds: ['a'], podSize: 0, seed: '', bots: false })).toThrow(RangeError);
    expect(() => seatPods({ playerIds: ['a', 'a'], podSize: 8, seed: '', bots: false })).toThrow(RangeError);
  });
});

describe('neighbours (swu.md "Seats"; contract: seat i passes LEFT to i+1 mod n)', () => {
  it('left is the next seat clockwise, right the previous one', () => {
    expect([0, 1, 7].map((seat) => leftOf(seat, 8))).toEqual([1, 2, 0]);
    expect([0, 1, 7].map((seat) => rightOf(seat, 8))).toEqual([7, 0, 6]);
    expect(passTarget(3, 'left', 5)).toBe(4);
    expect(passTarget(0, 'right', 5)).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.nat(), (n, s) => {
        const seat = s % n;
        expect(rightOf(leftOf(seat, n), n)).toBe(seat);
      }),
    );
  });
});
