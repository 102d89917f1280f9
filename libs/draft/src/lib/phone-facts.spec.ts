import { createDraft } from './create-draft';
import { handToBot, pause, pickCommand, resume, takeBack, tick } from './engine';
import { fixtureInput, ok } from './testing/fixtures';
import type { DraftState } from './types';
import { draftLog, lastAutoPick, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);
const PICK_SECONDS = 30;

/** A 3-seat swtcg pod of people with 4-card packs and a casual clock. */
function pod(): DraftState {
  return ok(
    createDraft(
      fixtureInput({
        game: 'swtcg',
        seats: 3,
        rounds: 2,
        packSize: 4,
        timer: { mode: 'casual', pickSeconds: PICK_SECONDS },
      }),
      T0,
    ),
  );
}

const pickFirst = (state: DraftState, seat: number, now: number) => {
  const pack = viewFor(state, seat).pack;
  if (pack === null) throw new Error(`seat ${seat} has no pack`);
  return ok(pickCommand(state, seat, pack.id, pack.cards[0].instanceId, now));
};

describe("the phone's facts in a seat's view (Cantina additions to `me`)", () => {
  it('names the seat (0-based), and says whether the pod is paused and who picks', () => {
    let state = pod();
    expect(viewFor(state, 2)).toMatchObject({ seat: 2, paused: false, botControlled: false });
    state = ok(pause(state, T0 + 1000));
    expect(viewFor(state, 0)).toMatchObject({ paused: true, deadline: null });
    state = ok(resume(state, T0 + 2000));
    state = ok(handToBot(state, 1, T0 + 3000));
    expect(viewFor(state, 1).botControlled).toBe(true);
    expect(viewFor(state, 0).botControlled).toBe(false);
    state = ok(takeBack(state, 1, T0 + 4000));
    expect(viewFor(state, 1).botControlled).toBe(false);
  });

  it('announces a pick made on timeout until the player picks again', () => {
    let state = pickFirst(pod(), 0, T0 + 1000);
    expect(viewFor(state, 0).lastAutoPick).toBeUndefined();
    // Seats 1 and 2 let their clock run out: the engine picks for them.
    state = ok(tick(state, T0 + (PICK_SECONDS + 1) * 1000));
    const timedOut = draftLog(state).picks.filter((p) => p.seat === 1);
    expect(timedOut).toHaveLength(1);
    expect(viewFor(state, 1).lastAutoPick).toEqual({
      instanceId: timedOut[0].instanceId,
      cardId: timedOut[0].cardId,
      packNumber: 1,
      pickNumber: 1,
    });
    expect(viewFor(state, 0).lastAutoPick).toBeUndefined();
    // Seat 1 picks by itself: the announcement is over.
    state = pickFirst(state, 1, T0 + (PICK_SECONDS + 2) * 1000);
    expect(lastAutoPick(state, 1)).toBeUndefined();
    expect(viewFor(state, 2).lastAutoPick).toMatchObject({ packNumber: 1, pickNumber: 1 });
  });

  it("never announces a bot's pick for a seat handed to a bot as a timeout", () => {
    let state = ok(handToBot(pod(), 1, T0 + 1000));
    state = pickFirst(state, 0, T0 + 2000);
    state = pickFirst(state, 2, T0 + 2000);
    expect(draftLog(state).picks.filter((p) => p.seat === 1).length).toBeGreaterThan(0);
    expect(viewFor(state, 1).lastAutoPick).toBeUndefined();
  });

  it('refuses an unknown seat', () => {
    expect(() => lastAutoPick(pod(), 3)).toThrow(RangeError);
  });
});
