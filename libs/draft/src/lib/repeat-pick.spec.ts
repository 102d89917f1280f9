import fc from 'fast-check';
import { createDraft } from './create-draft';
import { isRepeatPick, pickCommand } from './engine';
import { deepFreeze, fixtureInput, ok } from './testing/fixtures';
import type { DraftGame, DraftState } from './types';
import { viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

interface Pick {
  seat: number;
  packId: string;
  instanceId: string;
}

/** The head pack of `seat` and one of its cards. */
function headPick(state: DraftState, seat: number, card = 0): Pick {
  const pack = viewFor(state, seat).pack;
  if (pack === null) throw new Error(`seat ${seat} has no pack`);
  return { seat, packId: pack.id, instanceId: pack.cards[card % pack.cards.length].instanceId };
}

const apply = (state: DraftState, p: Pick, now = T0) => pickCommand(state, p.seat, p.packId, p.instanceId, now);
const isRepeat = (state: DraftState, p: Pick) => isRepeatPick(state, p.seat, p.packId, p.instanceId);

describe('isRepeatPick', () => {
  const start = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3 }), T0));
  const pick = headPick(start, 0, 2);
  const after = ok(apply(start, pick));

  it('is false before the pick is applied', () => {
    expect(isRepeat(start, pick)).toBe(false);
  });

  it('is true once the pick is applied, for the seat that made it', () => {
    expect(isRepeat(after, pick)).toBe(true);
  });

  it('is false for another seat naming the same card', () => {
    expect(isRepeat(after, { ...pick, seat: 1 })).toBe(false);
    expect(isRepeat(after, { ...pick, seat: 2 })).toBe(false);
  });

  it('is false for an unknown pack or an unknown card', () => {
    expect(isRepeat(after, { ...pick, packId: 'no-such-pack' })).toBe(false);
    expect(isRepeat(after, { ...pick, instanceId: 'no-such-card' })).toBe(false);
  });

  it('is false for a card still in the pack the seat picked from', () => {
    const stillThere = start.packs.find((p) => p.id === pick.packId)?.cards[0].instanceId as string;
    expect(isRepeat(after, { ...pick, instanceId: stillThere })).toBe(false);
  });

  it('is false for a card another seat picked', () => {
    const other = headPick(after, 1);
    const both = ok(apply(after, other));
    expect(isRepeat(both, other)).toBe(true);
    expect(isRepeat(both, { ...other, seat: 0 })).toBe(false);
  });
});

/** A random pod of people and bots, timers off (so only picks move the draft). */
const pods = fc.record({
  game: fc.constantFrom<DraftGame>('swu', 'destiny', 'swtcg'),
  seats: fc.integer({ min: 1, max: 8 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  packSize: fc.integer({ min: 2, max: 12 }),
  humans: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  seed: fc.string({ maxLength: 6 }),
});

/** Which ready seat picks and which card of its pack, as indexes taken modulo what is there. */
const choices = fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 80 });

describe('isRepeatPick properties', () => {
  it('every applied pick is a repeat afterwards, and pickCommand answers it as a duplicate with the same state', () => {
    fc.assert(
      fc.property(pods, choices, (options, steps) => {
        let state = deepFreeze(ok(createDraft(fixtureInput({ ...options, timer: { mode: 'off' } }), T0)));
        const applied: Pick[] = [];
        for (const [who, card] of steps) {
          const ready = state.seats
            .map((_, seat) => seat)
            .filter((seat) => !state.seats[seat].botControlled && state.queues[seat].length > 0);
          if (ready.length === 0) break;
          const pick = headPick(state, ready[who % ready.length], card);
          expect(isRepeat(state, pick)).toBe(false);
          const result = apply(state, pick);
          expect(result).toMatchObject({ ok: true, duplicate: false });
          state = deepFreeze(ok(result));
          applied.push(pick);
          expect(isRepeat(state, pick)).toBe(true);
        }
        // Every pick made so far, however long ago, is still answered from the state as it is.
        for (const pick of applied) {
          expect(isRepeat(state, pick)).toBe(true);
          const again = apply(state, pick, T0 + 1);
          expect(again).toEqual({ ok: true, state, events: [], duplicate: true });
          expect(again.ok && again.state).toBe(state);
          for (let seat = 0; seat < state.seats.length; seat++) {
            if (seat !== pick.seat) expect(isRepeat(state, { ...pick, seat })).toBe(false);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
