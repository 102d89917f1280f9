import { applyCommand, handToBot, pause, pickCommand, resume, takeBack, tick } from './engine';
import { createDraft } from './create-draft';
import { fixtureInput, ok } from './testing/fixtures';
import type { CreateDraftInput, DraftCard, DraftState } from './types';
import { affectedSeats, draftLog, nextDeadline, publicView, viewFor } from './views';

const T0 = Date.UTC(2026, 0, 10, 18, 0, 0);

/** Picks the first card of the head pack of `seat`. */
function pickFirst(state: DraftState, seat: number, now = T0): DraftState {
  const view = viewFor(state, seat);
  if (view.pack === null) throw new Error(`seat ${seat} has no pack`);
  return ok(pickCommand(state, seat, view.pack.id, view.pack.cards[0].instanceId, now));
}

const cards = (prefix: string, count: number, from = 0): DraftCard[] =>
  Array.from({ length: count }, (_, i) => ({ instanceId: `${prefix}${from + i}`, cardId: `X_${from + i}` }));

describe('createDraft', () => {
  it('opens the swu leader round: packNumber 0, passing RIGHT, leaders only', () => {
    const state = ok(createDraft(fixtureInput({ seats: 4 }), T0));
    const view = viewFor(state, 0);
    expect(view).toEqual({
      phase: 'leaders',
      packNumber: 0,
      pickNumber: 1,
      passDirection: 'right',
      pack: { id: 'pod1:0:0', cards: expect.any(Array) },
      queue: 0,
      pool: [],
      deadline: null,
      seat: 0,
      paused: false,
      botControlled: false,
    });
    expect(view.pack?.cards.every((c) => c.cardId.startsWith('L'))).toBe(true);
    expect(view.pack?.cards).toHaveLength(3);
  });

  it('keeps only instanceId and cardId of the given cards, and caller-given pack ids', () => {
    const input = fixtureInput({ game: 'destiny', seats: 2, rounds: 1, packSize: 3 });
    const extra = { instanceId: 'a1', cardId: 'C1', foil: true } as DraftCard;
    input.packs = [[{ id: 'box-7', cards: [extra, ...cards('b', 2)] }], [cards('c', 3)]];
    const state = ok(createDraft(input, T0));
    expect(viewFor(state, 0).pack).toEqual({
      id: 'box-7',
      cards: [{ instanceId: 'a1', cardId: 'C1' }, ...cards('b', 2)],
    });
    expect(viewFor(state, 1).pack?.id).toBe('pod1:1:1');
  });

  it('moves set-aside cards (swu tokens, common bases) out of packs into the shared pile', () => {
    const input = fixtureInput({ seats: 2, rounds: 1, packSize: 14, setAsidePerPack: 2, sharedPile: 1 });
    const state = ok(createDraft(input, T0));
    expect(state.packs.filter((p) => p.round === 1).map((p) => p.cards.length)).toEqual([14, 14]);
    expect(publicView(state).sharedPile).toHaveLength(5);
    expect(publicView(state).sharedPile.every((c) => c.cardId.startsWith('T'))).toBe(true);
  });

  it.each<[string, (input: CreateDraftInput) => void]>([
    ['an empty pod id', (i) => (i.podId = '')],
    ['no seats', (i) => (i.seats = [])],
    ['a missing seat of packs', (i) => (i.packs = i.packs.slice(1))],
    ['uneven pack rounds', (i) => (i.packs = [i.packs[0].slice(1), ...i.packs.slice(1)])],
    ['swu without leaders', (i) => delete i.leaders],
    ['a duplicate instance id', (i) => (i.sharedPile = [i.packs[0][0] as DraftCard[]][0].slice(0, 1))],
    ['a bad direction', (i) => (i.directions = ['left', 'up' as 'left', 'left'])],
    ['a wrong number of directions', (i) => (i.directions = ['left'])],
    ['a bot with a player', (i) => (i.seats = i.seats.map((s) => ({ ...s, bot: true })))],
    ['a player seated twice', (i) => (i.seats = i.seats.map(() => ({ playerId: 'p', bot: false })))],
    ['an empty pack', (i) => (i.packs = i.packs.map((list) => list.map(() => [])))],
    ['a bad timer', (i) => (i.timer = { mode: 'casual', pickSeconds: -5 })],
    ['a card without id', (i) => (i.sharedPile = [{ instanceId: '', cardId: 'x' }])],
  ])('refuses %s with invalid-input', (_, spoil) => {
    const input = fixtureInput({ seats: 3 });
    spoil(input);
    const result = createDraft(input, T0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-input');
  });

  it('refuses leaders outside swu', () => {
    const input = fixtureInput({ game: 'destiny', seats: 2 });
    input.leaders = [cards('l', 3), cards('m', 3)];
    expect(createDraft(input, T0)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('defaults destiny and swtcg to alternating directions from LEFT with rounds from the packs', () => {
    const state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 2, rounds: 4 }), T0));
    expect(state.rounds.map((r) => [r.packNumber, r.direction])).toEqual([
      [1, 'left'],
      [2, 'right'],
      [3, 'left'],
      [4, 'right'],
    ]);
    expect(viewFor(state, 0)).toMatchObject({ phase: 'packs', packNumber: 1, passDirection: 'left' });
  });

  it('an all-bot pod drafts to the end at once', () => {
    const input = fixtureInput({ seats: 8, humans: Array(8).fill(false) });
    const state = ok(createDraft(input, T0));
    expect(viewFor(state, 3).phase).toBe('done');
    expect(state.seats.map((_, seat) => viewFor(state, seat).pool.length)).toEqual(Array(8).fill(45));
  });
});

describe('the swu leader draft (swu.md "Draft" step 1)', () => {
  it('keep 1 of 3 and pass 2 RIGHT, keep 1 of 2 and pass RIGHT, the last is given automatically', () => {
    let state = ok(createDraft(fixtureInput({ seats: 3 }), T0));
    const first = state.seats.map((_, seat) => viewFor(state, seat).pack?.id);
    for (let seat = 0; seat < 3; seat++) state = pickFirst(state, seat);
    // Seat 0 now holds the pack of seat 1 (its left neighbour passed RIGHT to it).
    expect(state.seats.map((_, seat) => viewFor(state, seat).pack?.id)).toEqual([first[1], first[2], first[0]]);
    expect(viewFor(state, 0).pack?.cards).toHaveLength(2);
    expect(viewFor(state, 0).pickNumber).toBe(2);
    const before = state.picks.length;
    const result = pickCommand(state, 0, first[1] as string, viewFor(state, 0).pack?.cards[0].instanceId as string, T0);
    state = ok(result);
    // Seat 0's pick passed the last leader to seat 2 (RIGHT), who still holds another pack: it waits.
    expect(state.picks.length).toBe(before + 1);
    expect(viewFor(state, 2).queue).toBe(1);
    state = pickFirst(state, 1);
    state = pickFirst(state, 2);
    // Every seat got its last leader automatically and the pack round started.
    expect(viewFor(state, 0)).toMatchObject({ phase: 'packs', packNumber: 1, passDirection: 'left', pickNumber: 1 });
    const log = draftLog(state);
    const leaderPicks = log.picks.filter((p) => p.packNumber === 0);
    expect(leaderPicks).toHaveLength(9);
    expect(leaderPicks.filter((p) => p.auto)).toHaveLength(3);
    expect(leaderPicks.filter((p) => p.auto).every((p) => p.pickNumber === 3)).toBe(true);
    expect(publicView(state).leaders.map((l) => l.cards.length)).toEqual([3, 3, 3]);
  });
});

describe('queues', () => {
  const twoSeats = () => {
    const input = fixtureInput({ game: 'destiny', seats: 2, rounds: 2, packSize: 4 });
    return ok(createDraft(input, T0));
  };

  it('a fast picker runs ahead and waits only when no pack waits', () => {
    let state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3, rounds: 1, packSize: 5 }), T0));
    state = pickFirst(state, 0); // pack 0 -> seat 1 (LEFT), queued behind seat 1's own pack
    expect(viewFor(state, 1).queue).toBe(1);
    expect(viewFor(state, 0).pack).toBeNull(); // seat 0 waits: seat 2 has not passed to it yet
    state = pickFirst(state, 1);
    state = pickFirst(state, 1); // seat 1 picks its own and then seat 0's pack without waiting
    expect(viewFor(state, 1).pack).toBeNull();
    expect(viewFor(state, 2).queue).toBe(2);
    expect(viewFor(state, 1).pickNumber).toBe(3);
  });

  it('the next round starts for the whole pod only when every pack of the round is empty', () => {
    let state = twoSeats();
    state = pickFirst(state, 0);
    expect(viewFor(state, 0).pack).toBeNull(); // seat 1 has not passed yet
    state = pickFirst(state, 1);
    state = pickFirst(state, 1); // seat 1 runs ahead: its own pack, then seat 0's
    state = pickFirst(state, 0);
    state = pickFirst(state, 0);
    expect(viewFor(state, 0).pack).toBeNull(); // both packs are with seat 1: no new pack yet
    expect(viewFor(state, 0).packNumber).toBe(1);
    expect(viewFor(state, 1).queue).toBe(1);
    state = pickFirst(state, 1); // 2 packs of 1 card: each goes to its holder automatically
    expect(viewFor(state, 0)).toMatchObject({ packNumber: 2, passDirection: 'right', pickNumber: 1 });
    expect(viewFor(state, 0).pool).toHaveLength(4);
    expect(viewFor(state, 1).pool).toHaveLength(4);
  });

  it('viewFor shows only the head pack and the own pool; queue counts the packs behind it', () => {
    let state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3, rounds: 1, packSize: 5 }), T0));
    state = pickFirst(state, 0);
    const view = viewFor(state, 1);
    expect(view.pack?.id).toBe('pod1:1:1');
    expect(view.queue).toBe(1);
    expect(viewFor(state, 0).pool).toHaveLength(1);
    expect(viewFor(state, 1).pool).toEqual([]);
    expect(() => viewFor(state, 3)).toThrow(RangeError);
  });
});

describe('errors', () => {
  const start = () => ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3, rounds: 1, packSize: 5 }), T0));

  it.each<[string, (s: DraftState) => ReturnType<typeof pickCommand>, string]>([
    ['unknown-seat', (s) => pickCommand(s, 7, 'pod1:1:0', 'x', T0), 'unknown-seat'],
    ['unknown-pack', (s) => pickCommand(s, 0, 'nope', 'x', T0), 'unknown-pack'],
    [
      'a pack of another seat',
      (s) => pickCommand(s, 0, 'pod1:1:1', s.packs[1].cards[0].instanceId, T0),
      'not-your-pack',
    ],
    [
      'a card of another pack',
      (s) => pickCommand(s, 0, 'pod1:1:0', s.packs[1].cards[0].instanceId, T0),
      'card-not-in-pack',
    ],
    ['an unknown card', (s) => pickCommand(s, 0, 'pod1:1:0', 'nope', T0), 'card-not-in-pack'],
    ['an unknown command', (s) => applyCommand(s, { type: 'shuffle' } as never, T0), 'unknown-command'],
    ['a bad clock', (s) => applyCommand(s, { type: 'tick' }, Number.NaN), 'invalid-input'],
  ])('%s', (_, run, code) => {
    const result = run(start());
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it('a pack deeper in the queue is not-your-pack until it reaches the head', () => {
    let state = start();
    state = pickFirst(state, 0);
    const queued = state.packs[0];
    const result = pickCommand(state, 1, queued.id, queued.cards[queued.left[0]].instanceId, T0);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-your-pack' } });
  });

  it('a card already taken by someone else is card-not-in-pack', () => {
    let state = start();
    const taken = viewFor(state, 0).pack?.cards[0] as DraftCard;
    state = pickFirst(state, 0);
    state = pickFirst(state, 1);
    const result = pickCommand(state, 1, 'pod1:1:0', taken.instanceId, T0);
    expect(result).toMatchObject({ ok: false, error: { code: 'card-not-in-pack' } });
  });

  it('draft-finished, paused, seat-is-bot and bot-seat', () => {
    const done = ok(createDraft(fixtureInput({ seats: 2, humans: [false, false] }), T0));
    expect(pickCommand(done, 0, 'pod1:1:0', 'x', T0)).toMatchObject({ error: { code: 'draft-finished' } });
    expect(pause(done, T0)).toMatchObject({ error: { code: 'draft-finished' } });
    expect(handToBot(done, 0, T0)).toMatchObject({ error: { code: 'draft-finished' } });
    expect(takeBack(done, 0, T0)).toMatchObject({ error: { code: 'bot-seat' } });
    const state = start();
    const view = viewFor(state, 0);
    const paused = ok(pause(state, T0));
    const args = [0, view.pack?.id as string, view.pack?.cards[0].instanceId as string, T0] as const;
    expect(pickCommand(paused, ...args)).toMatchObject({ error: { code: 'paused' } });
    const mixed = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3, humans: [true, false, true] }), T0));
    expect(takeBack(mixed, 1, T0)).toMatchObject({ error: { code: 'bot-seat' } });
    const handed = ok(handToBot(mixed, 0, T0));
    expect(pickCommand(handed, 0, 'pod1:1:0', 'x', T0)).toMatchObject({ error: { code: 'seat-is-bot' } });
  });
});

describe('idempotency', () => {
  it('the same pick twice returns the same state, flagged duplicate, with no events', () => {
    const state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3 }), T0));
    const view = viewFor(state, 0);
    const first = pickCommand(state, 0, view.pack?.id as string, view.pack?.cards[2].instanceId as string, T0);
    const after = ok(first);
    const again = pickCommand(after, 0, view.pack?.id as string, view.pack?.cards[2].instanceId as string, T0 + 5);
    expect(again).toEqual({ ok: true, state: after, events: [], duplicate: true });
    expect((again as { state: DraftState }).state).toBe(after);
    // Another seat sending the same card is refused.
    expect(pickCommand(after, 1, view.pack?.id as string, view.pack?.cards[2].instanceId as string, T0)).toMatchObject({
      ok: false,
    });
  });

  it('pause, resume, hand-to-bot and take-back repeated change nothing', () => {
    const state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 3 }), T0));
    const paused = ok(pause(state, T0));
    expect(pause(paused, T0 + 1)).toEqual({ ok: true, state: paused, events: [], duplicate: false });
    expect(resume(state, T0)).toEqual({ ok: true, state, events: [], duplicate: false });
    expect(takeBack(state, 0, T0)).toEqual({ ok: true, state, events: [], duplicate: false });
  });
});

describe('hand-to-bot and take-back (issue 5 item 5)', () => {
  it('the bot picks at once for a handed seat, and the player takes the seat back with a fresh clock', () => {
    const input = fixtureInput({ game: 'swtcg', seats: 3, timer: { mode: 'casual', pickSeconds: 30 } });
    let state = ok(createDraft(input, T0));
    state = ok(handToBot(state, 1, T0 + 1000));
    expect(viewFor(state, 1).pack).toBeNull();
    expect(viewFor(state, 1).pool).toHaveLength(1);
    expect(draftLog(state).picks.at(-1)).toMatchObject({ seat: 1, auto: true });
    // Seat 0 passes to seat 1: the bot picks again at once and passes on to seat 2.
    state = pickFirst(state, 0, T0 + 2000);
    expect(viewFor(state, 1).pool).toHaveLength(2);
    expect(viewFor(state, 2).queue).toBe(2);
    state = pickFirst(state, 2, T0 + 3000);
    state = ok(takeBack(state, 1, T0 + 4000));
    expect(publicView(state).seats[1].botControlled).toBe(false);
    state = pickFirst(state, 0, T0 + 5000);
    expect(viewFor(state, 1).deadline).toBe(new Date(T0 + 5000 + 30_000).toISOString());
  });
});

describe('timeouts and pauses (issue 5 item 4)', () => {
  const casual = () =>
    ok(
      createDraft(
        fixtureInput({ game: 'swtcg', seats: 3, packSize: 6, timer: { mode: 'casual', pickSeconds: 30 } }),
        T0,
      ),
    );

  it('tick makes the timed-out pick with the bot, marked auto, and the next pack gets a fresh clock', () => {
    let state = casual();
    state = pickFirst(state, 2, T0 + 1000); // seat 0 now holds seat 2's pack behind its own
    expect(tick(state, T0 + 29_999)).toEqual({ ok: true, state, events: [], duplicate: false });
    const result = tick(state, T0 + 31_000);
    if (!result.ok) throw new Error(result.error.message);
    const picked = result.events.filter((e) => e.type === 'picked');
    expect(picked.map((e) => e.type === 'picked' && [e.seat, e.auto, e.reason])).toEqual([
      [0, true, 'timeout'],
      [1, true, 'timeout'],
    ]);
    state = result.state;
    expect(viewFor(state, 0).deadline).toBe(new Date(T0 + 31_000 + 30_000).toISOString());
    expect(draftLog(state).picks.map((p) => p.auto)).toEqual([false, true, true]);
  });

  it('a seat handed to a bot while paused picks when the pod resumes', () => {
    let state = ok(pause(casual(), T0 + 1000));
    state = ok(handToBot(state, 1, T0 + 2000));
    expect(viewFor(state, 1).pool).toEqual([]);
    expect(viewFor(state, 0).deadline).toBeNull();
    state = ok(resume(state, T0 + 11_000));
    expect(viewFor(state, 1).pool).toHaveLength(1);
    expect(viewFor(state, 0).deadline).toBe(new Date(T0 + 40_000).toISOString());
  });
});

describe('views and logs', () => {
  it('publicView exposes progress, drafted leaders and the shared pile, never packs or pools', () => {
    let state = ok(createDraft(fixtureInput({ seats: 2, sharedPile: 2 }), T0));
    state = pickFirst(state, 0);
    const view = publicView(state);
    expect(Object.keys(view).sort()).toEqual(
      ['game', 'leaders', 'packNumber', 'passDirection', 'paused', 'phase', 'podId', 'seats', 'sharedPile'].sort(),
    );
    expect(view.leaders).toEqual([
      { seat: 0, cards: [viewFor(state, 0).pool[0]] },
      { seat: 1, cards: [] },
    ]);
    expect(view.seats[0]).toMatchObject({ seat: 0, picks: 1, pickNumber: 2, packs: 0 });
    expect(view.seats[1]).toMatchObject({ seat: 1, picks: 0, pickNumber: 1, packs: 2 });
    const nonSwu = publicView(ok(createDraft(fixtureInput({ game: 'destiny', seats: 2 }), T0)));
    expect(nonSwu.leaders).toEqual([]);
  });

  it('draftLog lists every pack as generated and every pick with the contract fields', () => {
    const input = fixtureInput({ seats: 2, humans: [false, false] });
    const state = ok(createDraft(input, T0));
    const log = draftLog(state);
    expect(log.packs).toHaveLength(8);
    expect(log.packs[0]).toEqual({ id: 'pod1:0:0', podId: 'pod1', seat: 0, packNumber: 0, cards: expect.any(Array) });
    expect(log.packs[2].cards).toHaveLength(14);
    expect(log.picks).toHaveLength(90);
    expect(Object.keys(log.picks[0]).sort()).toEqual(
      ['auto', 'cardId', 'instanceId', 'packId', 'packNumber', 'pickNumber', 'podId', 'seat'].sort(),
    );
  });

  it('affectedSeats names the picker and the receiver, or everyone on a round change', () => {
    const state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 4, packSize: 5 }), T0));
    const view = viewFor(state, 2);
    const result = pickCommand(state, 2, view.pack?.id as string, view.pack?.cards[0].instanceId as string, T0);
    if (!result.ok) throw new Error('pick failed');
    expect(affectedSeats(result.state, result.events)).toEqual([2, 3]);
    expect(affectedSeats(result.state, [{ type: 'paused', at: T0 }])).toEqual([0, 1, 2, 3]);
  });

  it('nextDeadline is the earliest deadline, none while paused', () => {
    let state = ok(createDraft(fixtureInput({ game: 'swtcg', seats: 2, timer: { mode: 'competitive' } }), T0));
    expect(nextDeadline(state)).toBe(T0 + 30_000); // 11-card packs: 11-10 cards left → 30 s
    state = ok(pause(state, T0));
    expect(nextDeadline(state)).toBeNull();
  });
});

// Speed is measured by tools/bench (house rule: no timed unit tests); this keeps the same full draft.
describe('a full 8-seat swu pod', () => {
  it('drafts to the end with every seat picking in turn', () => {
    let state = ok(createDraft(fixtureInput({ seats: 8, timer: { mode: 'competitive' } }), T0));
    let picks = 0;
    for (let step = 0; viewFor(state, 0).phase !== 'done'; step++) {
      // The review between packs ends on the clock, not on a pick.
      if (state.reviewing) state = ok(tick(state, state.clockAt));
      const seat = step % 8;
      const head = state.queues[seat][0];
      if (head === undefined) continue;
      const pack = state.packs[head];
      state = ok(pickCommand(state, seat, pack.id, pack.cards[pack.left[pack.left.length - 1]].instanceId, T0 + step));
      picks += 1;
    }
    expect(picks).toBeGreaterThan(300);
    for (let seat = 0; seat < 8; seat++) expect(viewFor(state, seat).pool).toHaveLength(45);
  });
});
