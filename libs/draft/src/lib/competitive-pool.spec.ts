import { createDraft } from './create-draft';
import { applyCommand, handToBot, pause, pickCommand, resume, tick } from './engine';
import { fixtureInput, ok } from './testing/fixtures';
import type { DraftState } from './types';
import { affectedSeats, inReview, nextDeadline, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

/** A 2-seat swtcg pod with 3-card packs and two pack rounds. */
function pod(timer: 'competitive' | 'casual', reviewSeconds?: number): DraftState {
  const input = fixtureInput({
    game: 'swtcg',
    seats: 2,
    rounds: 2,
    packSize: 3,
    timer: { mode: timer, reviewSeconds },
  });
  return ok(createDraft(input, T0));
}

const pickFirst = (state: DraftState, seat: number, now: number) => {
  const pack = viewFor(state, seat).pack;
  if (pack === null) throw new Error(`seat ${seat} has no pack`);
  return ok(pickCommand(state, seat, pack.id, pack.cards[0].instanceId, now));
};

/** Both seats pick until pack 1 is empty (3-card packs: two picks each, the last card automatic). */
function finishPackOne(state: DraftState, now: number): DraftState {
  for (const seat of [0, 1, 0, 1]) state = pickFirst(state, seat, now);
  return state;
}

describe('competitive limited: the pool only between packs (contract rev 2; swu.md "Tournaments")', () => {
  it('hides the pool during a pack round, shows it in the review, hides it again when the next packs open', () => {
    let state = pickFirst(pod('competitive'), 0, T0 + 1000);
    expect(viewFor(state, 0)).toMatchObject({ pool: [], poolHidden: true });
    for (const seat of [1, 0, 1]) state = pickFirst(state, seat, T0 + 3000);
    // Pack 1 is over: a 30 s review (the competitive default) with every card of pack 1 in view.
    expect(inReview(state)).toBe(true);
    const review = viewFor(state, 0);
    expect(review).toMatchObject({ phase: 'packs', packNumber: 2, pack: null, deadline: null, poolHidden: false });
    expect(review.pool).toHaveLength(3);
    expect(review.reviewUntil).toBe(new Date(T0 + 3000 + 30_000).toISOString());
    expect(nextDeadline(state)).toBe(T0 + 3000 + 30_000);
    // The review runs its full time: a tick before the end changes nothing, at the end the packs open.
    expect(ok(tick(state, T0 + 32_999))).toBe(state);
    state = ok(tick(state, T0 + 33_000));
    const next = viewFor(state, 0);
    expect(next).toMatchObject({ packNumber: 2, pickNumber: 1, pool: [], poolHidden: true });
    expect(next.pack?.cards).toHaveLength(3);
    expect(next.reviewUntil).toBeUndefined();
  });

  it('shows the whole pool once the draft is done', () => {
    let state = finishPackOne(pod('competitive'), T0);
    state = finishPackOne(ok(tick(state, T0 + 30_000)), T0 + 31_000);
    expect(viewFor(state, 1)).toMatchObject({ phase: 'done', poolHidden: false });
    expect(viewFor(state, 1).pool).toHaveLength(6);
    expect(nextDeadline(state)).toBeNull();
  });

  it('refuses a pick during the review: the next pack is not open yet', () => {
    const before = pod('competitive');
    const packTwo = before.packs[2].id;
    const state = finishPackOne(before, T0);
    const result = pickCommand(state, 0, packTwo, before.packs[2].cards[0].instanceId, T0 + 1000);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-your-pack' } });
  });

  it('a pause stops the review clock; the packs open that much later', () => {
    let state = finishPackOne(pod('competitive', 20), T0);
    state = ok(pause(state, T0 + 5000));
    expect(nextDeadline(state)).toBeNull();
    expect(ok(tick(state, T0 + 3_600_000))).toBe(state);
    state = ok(resume(state, T0 + 65_000));
    expect(nextDeadline(state)).toBe(T0 + 20_000 + 60_000);
    expect(inReview(ok(tick(state, T0 + 79_999)))).toBe(true);
    expect(inReview(ok(tick(state, T0 + 80_000)))).toBe(false);
  });

  it('a seat handed to a bot during the review picks as soon as the packs open', () => {
    let state = finishPackOne(pod('competitive'), T0);
    state = ok(handToBot(state, 1, T0 + 1000));
    const opened = tick(state, T0 + 30_000);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.events.filter((e) => e.type === 'picked').map((e) => e.type === 'picked' && e.seat)).toContain(1);
    expect(affectedSeats(opened.state, opened.events)).toEqual([0, 1]);
  });

  it('no review after the leader round, and none with a review time of 0: the packs open at once', () => {
    const swu = ok(createDraft(fixtureInput({ seats: 2, leaders: 2, timer: { mode: 'competitive' } }), T0));
    let state = swu;
    for (const seat of [0, 1]) state = pickFirst(state, seat, T0 + 1000);
    expect(viewFor(state, 0)).toMatchObject({ phase: 'packs', packNumber: 1, poolHidden: true });
    expect(viewFor(state, 0).pack).not.toBeNull();
    const instant = finishPackOne(pod('competitive', 0), T0);
    expect(inReview(instant)).toBe(false);
    expect(viewFor(instant, 0).pack).not.toBeNull();
  });

  it('casual timers never hide the pool (no poolHidden), a configured review still closes the packs', () => {
    const state = finishPackOne(pod('casual', 10), T0);
    const view = viewFor(state, 0);
    expect(view.poolHidden).toBeUndefined();
    expect(view.pool).toHaveLength(3);
    expect(view).toMatchObject({ pack: null, reviewUntil: new Date(T0 + 10_000).toISOString() });
    expect(viewFor(pickFirst(pod('casual'), 0, T0), 0).pool).toHaveLength(1);
  });

  it('a state stored before the review phase existed (no `reviewing`) keeps drafting', () => {
    const legacy: Partial<DraftState> = { ...pickFirst(pod('competitive'), 0, T0) };
    delete legacy.reviewing;
    const result = applyCommand(legacy as DraftState, { type: 'tick' }, T0 + 1000);
    expect(result.ok).toBe(true);
    expect(viewFor(legacy as DraftState, 0).poolHidden).toBe(true);
  });
});
